/**
 * Rate tables (`npm run catalog -- import|export`, docs/decisions/0053): CSV rows of
 * plan_code, pricing_option, tier, min_age, max_age, state, tobacco, monthly_price. An empty state or tobacco
 * cell means "any"; the monthly price is dollars, with or without cents (21.95, 29.9, 30), and more than 0.
 * Within one plan, option, tier, state and tobacco answer the age bands may neither overlap nor leave an age out.
 */
import { z } from 'zod';
import { TierSchema } from '../codes/codes';
import { PlanCodeSchema, StateCodeSchema, type CatalogFile } from './catalog-file';

export const RATE_FILE_COLUMNS = [
  'plan_code',
  'pricing_option',
  'tier',
  'min_age',
  'max_age',
  'state',
  'tobacco',
  'monthly_price',
] as const;
export type RateFileColumn = (typeof RATE_FILE_COLUMNS)[number];

/**
 * A label as a spreadsheet may hold it (docs/operations.md "Catalog files"): one that starts like a formula
 * (= + - @, a tab or a return) is written with a leading apostrophe, so a spreadsheet shows it instead of
 * running it, and read back without it.
 */
const STARTS_LIKE_A_FORMULA = /^[=+\-@\t\r]/;
export const formulaSafe = (text: string): string => (STARTS_LIKE_A_FORMULA.test(text) ? `'${text}` : text);
export const fromFormulaSafe = (text: string): string =>
  text.startsWith("'") && STARTS_LIKE_A_FORMULA.test(text.slice(1)) ? text.slice(1) : text;

const ageCell = z
  .string()
  .regex(/^\d{1,3}$/, 'An age is a whole number of years')
  .transform(Number)
  .pipe(z.number().max(120, 'An age is at most 120'));

/** One CSV row as read (every cell a string), checked and turned into a rate. */
export const RateFileRowSchema = z
  .object({
    plan_code: PlanCodeSchema,
    pricing_option: z.string().regex(/\S/, 'Name the pricing option (its label in the catalog)').transform(fromFormulaSafe),
    tier: TierSchema,
    min_age: ageCell,
    max_age: ageCell,
    state: z.union([z.literal(''), StateCodeSchema]).transform((s) => s || undefined),
    tobacco: z
      .enum(['', 'yes', 'no'], { error: 'Tobacco is yes, no or empty (either)' })
      .transform((t) => (t === '' ? undefined : t === 'yes')),
    monthly_price: z
      .string()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, 'A monthly price is dollars with cents (21.95)')
      .transform((price) => Math.round(Number(price) * 100))
      .refine((cents) => cents > 0, 'A monthly price is more than 0.00: a plan that costs nothing is not sold'),
  })
  .refine((row) => row.min_age <= row.max_age, { path: ['max_age'], message: 'max_age is below min_age' })
  .transform((row) => ({
    planCode: row.plan_code,
    pricingOption: row.pricing_option,
    tier: row.tier,
    minAge: row.min_age,
    maxAge: row.max_age,
    state: row.state,
    tobacco: row.tobacco,
    monthlyCents: row.monthly_price,
  }));

export type RateRow = z.output<typeof RateFileRowSchema>;

/** A rate as a CSV row (the inverse of `RateFileRowSchema`). */
export function rateFileCells(rate: RateRow): Record<RateFileColumn, string> {
  return {
    plan_code: rate.planCode,
    pricing_option: formulaSafe(rate.pricingOption),
    tier: rate.tier,
    min_age: String(rate.minAge),
    max_age: String(rate.maxAge),
    state: rate.state ?? '',
    tobacco: rate.tobacco === undefined ? '' : rate.tobacco ? 'yes' : 'no',
    monthly_price: (rate.monthlyCents / 100).toFixed(2),
  };
}

/** What identifies a rate within its pricing option: two rows with the same key would price one shopper twice. */
export const rateKey = (rate: RateRow): string =>
  [rate.planCode, rate.pricingOption, rate.tier, rate.minAge, rate.maxAge, rate.state ?? '*', rate.tobacco ?? '*'].join('|');

/** A problem with one rate row, named by the column at fault. */
export type RateRowIssue = { index: number; column: RateFileColumn; message: string };

/**
 * The rows that do not fit the catalog: a plan code not in it, a label the plan does not list, the same rate twice,
 * age bands that overlap or leave an age out.
 * `index` is the row's position in `rows`.
 */
export function rateRowIssues(catalog: CatalogFile, rows: readonly RateRow[]): RateRowIssue[] {
  const labels = new Map(catalog.plans.map((plan) => [plan.code, new Set(plan.pricingOptions.map((o) => o.label))]));
  const seen = new Set<string>();
  const issues: RateRowIssue[] = [];
  rows.forEach((row, index) => {
    const planLabels = labels.get(row.planCode);
    if (!planLabels) issues.push({ index, column: 'plan_code', message: `No plan ${row.planCode} in the catalog file` });
    else if (!planLabels.has(row.pricingOption))
      issues.push({ index, column: 'pricing_option', message: `Plan ${row.planCode} has no pricing option "${row.pricingOption}"` });
    else if (seen.has(rateKey(row))) issues.push({ index, column: 'monthly_price', message: 'The same rate is listed twice' });
    seen.add(rateKey(row));
  });
  const twice = new Set(issues.map((issue) => issue.index));
  return [...issues, ...ageBandIssues(rows).filter((issue) => !twice.has(issue.index))].sort((a, b) => a.index - b.index);
}

/** The rows of one rate table: the same plan, option, tier, state and tobacco answer, told apart by age alone. */
const bandTable = (rate: RateRow): string =>
  [rate.planCode, rate.pricingOption, rate.tier, rate.state ?? '*', rate.tobacco ?? '*'].join('|');

/**
 * Age bands that overlap (a shopper of 40 priced by 35-49 and by 30-39) or leave an age between them out (30-39
 * then 41-49: no rate at 40), within one rate table. `index` is the later band's row.
 */
export function ageBandIssues(rows: readonly RateRow[]): RateRowIssue[] {
  const tables = new Map<string, { row: RateRow; index: number }[]>();
  rows.forEach((row, index) => tables.set(bandTable(row), [...(tables.get(bandTable(row)) ?? []), { row, index }]));
  const issues: RateRowIssue[] = [];
  for (const bands of tables.values()) {
    const sorted = [...bands].sort((a, b) => a.row.minAge - b.row.minAge || a.row.maxAge - b.row.maxAge);
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1]!.row;
      const { row, index } = sorted[i]!;
      const band = (r: RateRow) => `${r.minAge}-${r.maxAge}`;
      if (row.minAge <= before.maxAge)
        issues.push({
          index,
          column: 'min_age',
          message: `Ages ${band(row)} overlap ${band(before)} of the same plan, option, tier, state and tobacco`,
        });
      else if (row.minAge > before.maxAge + 1) {
        const missing = row.minAge - 1 === before.maxAge + 1 ? `age ${before.maxAge + 1}` : `ages ${before.maxAge + 1}-${row.minAge - 1}`;
        issues.push({
          index,
          column: 'min_age',
          message: `No rate for ${missing}: the bands ${band(before)} and ${band(row)} leave it out`,
        });
      }
    }
  }
  return issues.sort((a, b) => a.index - b.index);
}

/** Pricing options of the catalog that no rate row prices: "plan code / label". */
export function unpricedOptions(catalog: CatalogFile, rows: readonly RateRow[]): { planIndex: number; optionIndex: number }[] {
  const priced = new Set(rows.map((row) => `${row.planCode}|${row.pricingOption}`));
  return catalog.plans.flatMap((plan, planIndex) =>
    plan.pricingOptions.flatMap((option, optionIndex) => (priced.has(`${plan.code}|${option.label}`) ? [] : [{ planIndex, optionIndex }])),
  );
}
