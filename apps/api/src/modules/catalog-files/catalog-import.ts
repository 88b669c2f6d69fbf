/**
 * `npm run catalog -- import`: brings the store's catalog to what the files say, in one transaction
 * (docs/decisions/0053). Plans are matched by code; a plan missing from the file is retired (no longer sold,
 * kept for the policies that name it). Importing the same files again changes nothing.
 */
import { effectiveRules, rateKey, type CatalogFile, type CatalogPlan, type RateRow } from '@benefit-store/domain';
import { basename, extname } from 'node:path';
import type { Db } from '../../db/client';
import { sanitizeHtml, sanitizeUrlValue } from '../../lib/sanitize';
import { readCatalogFiles, type CatalogFiles, type FileIssue } from './catalog-file-reader';
import {
  insertPlan,
  listCarriers,
  upsertCarrier,
  planColumns,
  readStoredCatalog,
  retirePlans,
  updatePlan,
  writePricing,
  writeQuestions,
  writeRules,
  type CarrierRow,
  type StoredPlan,
} from './catalog-files.repository';

/**
 * The plan codes an import adds, changes and retires, and what changes in words: each changed field as
 * old -> new, each plan's rate count, and the first rates as old -> new.
 */
export type CatalogChanges = { added: string[]; changed: string[]; retired: string[]; details: string[] };

/** How many rate changes the details spell out, of the whole import. */
const RATE_LINES_SHOWN = 20;

export const summaryLine = (changes: CatalogChanges): string =>
  `${changes.added.length} added, ${changes.changed.length} changed, ${changes.retired.length} retired`;

/** Which parts of a plan differ from the stored one. */
type PlanDiff = { code: string; columns: boolean; rules: boolean; pricing: boolean; questions: boolean };

/**
 * Applies the files (or, with `dryRun`, only works out what would change). One transaction: the store sees all
 * of it or none of it. `onProgress` hears how many plans are written, now and then.
 */
export async function importCatalog(db: Db, files: CatalogFiles, options: ImportOptions = {}): Promise<CatalogChanges> {
  return db.transaction(async (tx) => {
    const stored = await readStoredCatalog(tx);
    const carriers = resolveCarriers(await listCarriers(tx), files.catalog);
    if (carriers.issues.length > 0) throw new CarrierIssues(carriers.issues);
    // A plan's carrier as the store names it, so that naming it by code changes nothing.
    const incoming = files.catalog.plans.map((plan) => asStored({ ...plan, carrier: plan.carrier && carriers.nameOf.get(plan.carrier) }));
    const ratesByPlan = groupRates(files.rates);
    const diffs: PlanDiff[] = [];
    const added: CatalogPlan[] = [];
    const details: string[] = [];
    const rateLines: string[] = [];
    for (const plan of incoming) {
      const current = stored.get(plan.code);
      if (!current) added.push(plan);
      else {
        const diff = planDiff(current, plan, ratesByPlan.get(plan.code) ?? []);
        if (diff) {
          diffs.push(diff);
          const described = describePlanChange(current, plan, ratesByPlan.get(plan.code) ?? []);
          details.push(...described.fields);
          rateLines.push(...described.rates.slice(0, RATE_LINES_SHOWN - rateLines.length));
        }
      }
    }
    const inFile = new Set(incoming.map((p) => p.code));
    const retired = [...stored.values()].filter((s) => s.isActive && !inFile.has(s.plan.code));
    const changes = {
      added: added.map((p) => p.code),
      changed: diffs.map((d) => d.code),
      retired: retired.map((s) => s.plan.code),
      details: [...details, ...rateLines],
    };
    if (options.dryRun) return changes;

    for (const declared of files.catalog.carriers ?? []) await upsertCarrier(tx, declared);
    const carrierIds = new Map((await listCarriers(tx)).map((carrier) => [carrier.name, carrier.id]));
    const carrierIdOf = (name: string | undefined) => (name === undefined ? null : carrierIds.get(name)!);
    const planIdByCode = new Map([...stored.values()].map((s) => [s.plan.code, s.id]));
    const byCode = new Map(incoming.map((p) => [p.code, p]));
    for (const plan of added) planIdByCode.set(plan.code, await insertPlan(tx, planColumns(plan, carrierIdOf(plan.carrier))));
    const writes: PlanDiff[] = [
      ...added.map((p) => ({ code: p.code, columns: false, rules: true, pricing: true, questions: true })),
      ...diffs,
    ];
    for (const [i, diff] of writes.entries()) {
      const plan = byCode.get(diff.code)!;
      const planId = planIdByCode.get(diff.code)!;
      if (diff.columns) await updatePlan(tx, planId, planColumns(plan, carrierIdOf(plan.carrier)));
      if (diff.rules) await writeRules(tx, planId, plan.rules, planIdByCode);
      if (diff.pricing) await writePricing(tx, planId, plan, ratesByPlan.get(plan.code) ?? []);
      if (diff.questions) await writeQuestions(tx, planId, plan);
      if ((i + 1) % 25 === 0) options.onProgress?.(i + 1, writes.length);
    }
    await retirePlans(
      tx,
      retired.map((s) => s.id),
    );
    return changes;
  });
}

type ImportOptions = { dryRun?: boolean; onProgress?: (written: number, total: number) => void };

/** Reads and checks the files, then imports them; with any problem in the files, answers the problems and writes nothing. */
export async function importCatalogFiles(
  db: Db,
  paths: readonly string[],
  options: ImportOptions = {},
): Promise<{ changes: CatalogChanges } | { issues: FileIssue[] }> {
  const read = await readCatalogFiles(paths);
  if ('issues' in read) return read;
  try {
    return { changes: await importCatalog(db, read.files, options) };
  } catch (error) {
    if (!(error instanceof CarrierIssues)) throw error;
    const catalogFile = basename(paths.find((path) => extname(path).toLowerCase() === '.json')!);
    return { issues: error.issues.map((issue) => ({ file: catalogFile, ...issue })) };
  }
}

/** Plans naming carriers the store does not have (`resolveCarriers`): the import's transaction is rolled back. */
class CarrierIssues extends Error {
  constructor(readonly issues: Omit<FileIssue, 'file'>[]) {
    super(issues.map((issue) => issue.message).join('\n'));
  }
}

/**
 * How the file's carriers meet the store's: a plan names its carrier by code (any case) or by its name as
 * stored; a carrier new to the store comes only declared under `carriers` with its code. A name that is
 * neither (a typo: "Bluepine Dental Co" for "Bluepine Dental Co.") is refused, never made a new carrier.
 */
function resolveCarriers(known: CarrierRow[], file: CatalogFile) {
  const declared = file.carriers ?? [];
  const nameByCode = new Map(known.map((carrier) => [carrier.code, carrier.name]));
  const issues: Omit<FileIssue, 'file'>[] = [];
  declared.forEach(({ code, name }, i) => {
    const owner = known.find((carrier) => carrier.name === name && carrier.code !== code);
    if (owner)
      issues.push({ row: 'top level', column: `carriers.${i}.name`, message: `"${name}" is the name of carrier ${owner.code} already` });
    nameByCode.set(code, name);
  });
  const names = new Set(nameByCode.values());
  const nameOf = new Map<string, string>();
  file.plans.forEach((plan, i) => {
    if (plan.carrier === undefined) return;
    const name = nameByCode.get(plan.carrier.toUpperCase()) ?? (names.has(plan.carrier) ? plan.carrier : undefined);
    if (name !== undefined) nameOf.set(plan.carrier, name);
    else
      issues.push({
        row: `plan ${i + 1} (${plan.code})`,
        column: 'carrier',
        message: `No carrier "${plan.carrier}": name one by its code (${[...nameByCode.keys()].sort().join(', ')}) or its name, or declare a new one under "carriers"`,
      });
  });
  return { nameOf, issues };
}

/** The plan as the database will hold it: texts cleaned as they are written, rules that restrict nothing dropped. */
function asStored(plan: CatalogPlan): CatalogPlan {
  const html = (value: string | undefined) => (value === undefined ? undefined : sanitizeHtml(value));
  const titled = (value: CatalogPlan['faq']) => value && { name: value.name, text: sanitizeHtml(value.text) };
  return {
    ...plan,
    logo: plan.logo === undefined ? undefined : sanitizeUrlValue(plan.logo),
    shortText: sanitizeHtml(plan.shortText),
    headerText: html(plan.headerText),
    bodyText: html(plan.bodyText),
    blueBarText: html(plan.blueBarText),
    associationText: html(plan.associationText),
    exclusions: titled(plan.exclusions),
    example: titled(plan.example),
    faq: titled(plan.faq),
    rules: effectiveRules(plan.rules),
  };
}

function planDiff(current: StoredPlan, plan: CatalogPlan, rates: readonly RateRow[]): PlanDiff | undefined {
  const { rules, pricingOptions, questions, carrierQuestions, ...columns } = plan;
  const {
    rules: oldRules,
    pricingOptions: oldOptions,
    questions: oldQuestions,
    carrierQuestions: oldCarrierQuestions,
    ...oldColumns
  } = current.plan;
  const diff: PlanDiff = {
    code: plan.code,
    columns: !current.isActive || !same(columns, oldColumns),
    rules: !same(rules, oldRules),
    pricing: !same(pricingOptions, oldOptions) || !same(sortedRates(rates), sortedRates(current.rates)),
    questions: !same([questions, carrierQuestions], [oldQuestions, oldCarrierQuestions]),
  };
  return diff.columns || diff.rules || diff.pricing || diff.questions ? diff : undefined;
}

const shown = (value: unknown): string => {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const dollars = (cents: number) => (cents / 100).toFixed(2);
const rateName = (rate: RateRow) =>
  `${rate.planCode} ${rate.pricingOption} ${rate.tier} ${rate.minAge}-${rate.maxAge} ${rate.state ?? 'any state'} ${
    rate.tobacco === undefined ? 'tobacco any' : rate.tobacco ? 'tobacco' : 'no tobacco'
  }`;

/** A changed plan in words: each field as old -> new, then its rates: how many change, and each as old -> new. */
function describePlanChange(current: StoredPlan, plan: CatalogPlan, rates: readonly RateRow[]): { fields: string[]; rates: string[] } {
  const fields: string[] = current.isActive ? [] : [`${plan.code}: sold again`];
  const compare = (prefix: string, before: object | undefined, after: object | undefined) => {
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const key of [...keys].sort()) {
      const [was, is] = [(before as Record<string, unknown>)?.[key], (after as Record<string, unknown>)?.[key]];
      if (!same(was, is)) fields.push(`${plan.code}: ${prefix}${key} ${shown(was)} -> ${shown(is)}`);
    }
  };
  const { rules, questions, carrierQuestions, ...columns } = plan;
  const { rules: oldRules, questions: oldQuestions, carrierQuestions: oldCarrierQuestions, ...oldColumns } = current.plan;
  compare('', oldColumns, columns);
  compare('rules.', oldRules, rules);
  if (!same([questions, carrierQuestions], [oldQuestions, oldCarrierQuestions]))
    fields.push(
      `${plan.code}: questions ${oldQuestions.length + oldCarrierQuestions.length} -> ${questions.length + carrierQuestions.length}`,
    );
  const before = new Map(current.rates.map((rate) => [rateKey(rate), rate]));
  const after = new Map(rates.map((rate) => [rateKey(rate), rate]));
  const lines: string[] = [];
  for (const [key, rate] of after) {
    const was = before.get(key);
    if (!was) lines.push(`${rateName(rate)}: new ${dollars(rate.monthlyCents)}`);
    else if (was.monthlyCents !== rate.monthlyCents)
      lines.push(`${rateName(rate)}: ${dollars(was.monthlyCents)} -> ${dollars(rate.monthlyCents)}`);
  }
  for (const [key, rate] of before) if (!after.has(key)) lines.push(`${rateName(rate)}: removed (was ${dollars(rate.monthlyCents)})`);
  if (lines.length > 0) fields.push(`${plan.code}: ${lines.length} of ${Math.max(before.size, after.size)} rates change`);
  return { fields, rates: lines };
}

function groupRates(rates: readonly RateRow[]): Map<string, RateRow[]> {
  const byPlan = new Map<string, RateRow[]>();
  for (const rate of rates) {
    const list = byPlan.get(rate.planCode) ?? [];
    list.push(rate);
    byPlan.set(rate.planCode, list);
  }
  return byPlan;
}

const sortedRates = (rates: readonly RateRow[]) => [...rates].sort((a, b) => rateKey(a).localeCompare(rateKey(b)));

/** Equal as JSON with keys in a fixed order (an absent key and an undefined one are the same). */
const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );
}
