import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFile } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import { carriers, cartItems, plans, type FilterInfo } from '../../db/schema';
import { DEMO_AGENT_ID } from '../../db/seed/demo-ids';
import { describeIssue, readCatalogFiles, type CatalogFiles } from './catalog-file-reader';
import { exportCatalog } from './catalog-export';
import { importCatalog, importCatalogFiles, summaryLine } from './catalog-import';
import { readStoredCatalog } from './catalog-files.repository';

/** The catalog module against the database of a running test app: what it writes, the API answers at once. */
let t: TestApp;
let dir: string;
let exported: { catalog: string; rates: string };
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'catalog-files-'));
  await exportCatalog(t.database.db, dir);
  exported = { catalog: readFileSync(join(dir, 'catalog.json'), 'utf8'), rates: readFileSync(join(dir, 'rates.csv'), 'utf8') };
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes a variant of the exported files; answers their paths. */
function variant(name: string, change: { catalog?: (file: CatalogFile) => void; rates?: (lines: string[]) => string[] } = {}) {
  const catalog = JSON.parse(exported.catalog) as CatalogFile;
  change.catalog?.(catalog);
  const lines = exported.rates.trimEnd().split('\n');
  const paths = [join(dir, `${name}.json`), join(dir, `${name}.csv`)];
  writeFileSync(paths[0]!, JSON.stringify(catalog));
  writeFileSync(paths[1]!, `${(change.rates?.(lines) ?? lines).join('\n')}\n`);
  return paths;
}

async function read(paths: string[]): Promise<CatalogFiles> {
  const read = await readCatalogFiles(paths);
  if ('issues' in read) throw new Error(read.issues.map(describeIssue).join('\n'));
  return read.files;
}

/** cart-checkout on the first effective date offered. */
async function checkout(cart: { enrollmentId: string; cookies: Record<string, string> }) {
  const dates = await t.call({ url: `/api/v1/get-cart-effective-dates?enrollment_id=${cart.enrollmentId}`, cookies: cart.cookies });
  const [first] = dates.json().data as { value: string }[];
  return t.call({
    method: 'POST',
    url: '/api/v1/cart-checkout',
    payload: { enrollment_id: cart.enrollmentId, effective_date: first!.value },
    cookies: cart.cookies,
  });
}

const TX: FilterInfo = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IO' };
const rateLinesOf = (lines: string[], code: string) => lines.filter((line) => line.startsWith(`${code},`));

describe('npm run catalog -- import (the module)', () => {
  it('importing the exported demo catalog changes nothing', async () => {
    const before = await readStoredCatalog(t.database.db);
    const files = await read([join(dir, 'catalog.json'), join(dir, 'rates.csv')]);
    expect(files.catalog.plans.length).toBeGreaterThan(20);
    expect(summaryLine(await importCatalog(t.database.db, files))).toBe('0 added, 0 changed, 0 retired');
    expect(await readStoredCatalog(t.database.db)).toEqual(before);
  });

  it('writes nothing when one rate row is bad, and names its file, row and column', async () => {
    const before = await readStoredCatalog(t.database.db);
    const paths = variant('bad-row', {
      // A good change on line 2 and a bad price on line 5: neither may be written.
      rates: (lines) =>
        lines.map((line, i) => (i === 1 ? line.replace(/,[\d.]+$/, ',1.00') : i === 4 ? line.replace(/,[\d.]+$/, ',12.5x') : line)),
    });
    const result = await importCatalogFiles(t.database.db, paths);
    expect('issues' in result && result.issues.map(describeIssue)).toEqual([
      'bad-row.csv: row 5, column monthly_price: A monthly price is dollars with cents (21.95)',
    ]);
    expect(await readStoredCatalog(t.database.db)).toEqual(before);
  });

  it('names the catalog plan and field at fault, and a rate for a pricing option the plan does not list', async () => {
    const paths = variant('bad-plan', {
      catalog: (file) => {
        file.plans[1]!.category = 'cheese' as never;
      },
      rates: (lines) => [...lines, 'DN101,No Such Option,IO,18,120,,,9.99'],
    });
    const first = await readCatalogFiles(paths);
    expect('issues' in first && first.issues.map((i) => [i.file, i.row, i.column])).toEqual([
      ['bad-plan.json', expect.stringMatching(/^plan 2 \(\w+\)$/), 'category'],
    ]);
    const second = await readCatalogFiles([paths[1]!, join(dir, 'catalog.json')]);
    expect('issues' in second && second.issues.map(describeIssue)).toEqual([
      `bad-plan.csv: row ${exported.rates.trimEnd().split('\n').length + 1}, column pricing_option: Plan DN101 has no pricing option "No Such Option"`,
    ]);
  });

  it('refuses what a carrier analyst would not trust: unknown states, free plans, overlapping or gapped age bands, UTF-16', async () => {
    // The first rate table with two age bands or more: its first band is changed.
    const tableOf = (line: string) => {
      const [plan, option, tier, , , state, tobacco] = line.split(',');
      return [plan, option, tier, state, tobacco].join('|');
    };
    const lines = exported.rates.trimEnd().split('\n');
    const body = lines.slice(1);
    // A row of plain cells (no quoted label), so that a comma splits it.
    const banded = body.findIndex((line, i) => !line.includes('"') && body.some((other, j) => j !== i && tableOf(other) === tableOf(line)));
    const at = banded + 1;
    const [plan, option, tier, min, max, , , price] = lines[at]!.split(',');
    const row = at + 1;
    const issuesOf = async (name: string, rates: (lines: string[]) => string[]) => {
      const result = await readCatalogFiles(variant(name, { rates }));
      return 'issues' in result ? result.issues.map(describeIssue) : [];
    };
    const withCells = (cells: Partial<Record<number, string>>) => (all: string[]) =>
      all.map((line, i) =>
        i === at
          ? line
              .split(',')
              .map((cell, c) => cells[c] ?? cell)
              .join(',')
          : line,
      );

    expect(await issuesOf('state-zz', withCells({ 5: 'ZZ' }))).toEqual([
      `state-zz.csv: row ${row}, column state: Not a US state or DC code (TX, NY, DC...)`,
    ]);
    expect(await issuesOf('free', withCells({ 7: '0.00' }))).toEqual([
      `free.csv: row ${row}, column monthly_price: A monthly price is more than 0.00: a plan that costs nothing is not sold`,
    ]);
    expect(await issuesOf('gap', withCells({ 4: String(Number(max) - 1) }))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^gap\\.csv: row \\d+, column min_age: No rate for age ${max}: the bands ${min}-${Number(max) - 1} and ${Number(max) + 1}-\\d+ leave it out$`,
        ),
      ),
    ]);
    expect(
      await issuesOf('overlap', (all) => [...all, [plan, option, tier, min, max, '', '', price].join(',').replace(/,,,/, ',,,')]),
    ).toEqual([expect.stringMatching(/^overlap\.csv: row \d+, column (min_age|monthly_price): /)]);
    const overlapping = await issuesOf('overlap2', withCells({ 4: String(Number(max) + 1) }));
    expect(overlapping).toEqual([
      expect.stringMatching(new RegExp(`column min_age: Ages ${Number(max) + 1}-\\d+ overlap ${min}-${Number(max) + 1} of the same plan`)),
    ]);

    // 29.9 is $29.90.
    const priced = await read(variant('one-decimal', { rates: withCells({ 7: '29.9' }) }));
    expect(priced.rates[at - 1]!.monthlyCents).toBe(2990);

    // A spreadsheet's "Unicode text": named, not read as rows of NULs.
    const [catalogPath, ratesPath] = variant('utf16');
    writeFileSync(ratesPath!, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(exported.rates, 'utf16le')]));
    const utf16 = await readCatalogFiles([catalogPath!, ratesPath!]);
    expect('issues' in utf16 && utf16.issues.map(describeIssue)).toEqual([
      'utf16.csv: whole file, column -: The file is UTF-16; save it as CSV UTF-8',
    ]);
  });

  it("never makes a carrier of a typo: a plan's carrier is a code or a stored name, a new one is declared", async () => {
    const before = await readStoredCatalog(t.database.db);
    const carriersBefore = await t.database.db.select().from(carriers);
    const typo = variant('typo', {
      catalog: (file) => {
        file.plans.find((plan) => plan.code === 'DN101')!.carrier = 'Bluepine Dental Co';
      },
    });
    const refused = await importCatalogFiles(t.database.db, typo);
    expect('issues' in refused && refused.issues.map(describeIssue)).toEqual([
      expect.stringMatching(
        /^typo\.json: plan \d+ \(DN101\), column carrier: No carrier "Bluepine Dental Co": name one by its code \(.*BLUEPINE.*\) or its name, or declare a new one under "carriers"$/,
      ),
    ]);
    expect(await t.database.db.select().from(carriers)).toEqual(carriersBefore);
    expect(await readStoredCatalog(t.database.db)).toEqual(before);
    // Named by its code, the same carrier: nothing changes.
    const byCode = variant('by-code', {
      catalog: (file) => {
        file.plans.find((plan) => plan.code === 'DN101')!.carrier = 'BLUEPINE';
      },
    });
    expect(await importCatalogFiles(t.database.db, byCode)).toEqual({ changes: { added: [], changed: [], retired: [], details: [] } });
  });

  it('a price change reaches get-plan-pricing-detail without a restart; a cart keeps its price until checkout re-rates it, saying so', async () => {
    const { plan } = await findPlanByCode(t.database.db, 'DN101');
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
    // Added through the store, at the price the shopper was shown.
    const carted = await createEnrollmentFixture(t.database.db, { filter: TX });
    const shown = await t.call({
      url: `/api/v1/get-plan-pricing-detail?pid=${plan.id}&enrollment_id=${carted.enrollmentId}`,
      cookies: carted.cookies,
    });
    const [option] = shown.json().data.plans as { ppid: number }[];
    const added = await t.call({
      method: 'POST',
      url: '/api/v1/add-plan-to-cart',
      payload: { enrollment_id: carted.enrollmentId, plan_id: plan.id, plan_pricing_id: option!.ppid },
      cookies: carted.cookies,
    });
    expect(added.statusCode).toBe(200);
    const [cartBefore] = await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, carted.enrollmentId));
    const pricing = async () => {
      const res = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${plan.id}&enrollment_id=${enrollmentId}`, cookies });
      expect(res.statusCode).toBe(200);
      return (res.json().data.plans as { plan_price: string }[]).map((row) => Number(row.plan_price));
    };
    const old = await pricing();

    // Every DN101 rate up by $10.00.
    const paths = variant('dearer', {
      rates: (lines) =>
        lines.map((line) =>
          line.startsWith('DN101,') ? line.replace(/,([\d.]+)$/, (_m, price: string) => `,${(Number(price) + 10).toFixed(2)}`) : line,
        ),
    });
    const dry = await importCatalog(t.database.db, await read(paths), { dryRun: true });
    expect(dry).toMatchObject({ added: [], changed: ['DN101'], retired: [] });
    // What changes, in words: how many rates, then each (the first 20 of the import) as old -> new.
    const count = rateLinesOf(exported.rates.trimEnd().split('\n'), 'DN101').length;
    expect(dry.details[0]).toBe(`DN101: ${count} of ${count} rates change`);
    expect(dry.details.slice(1)).toHaveLength(Math.min(count, 20));
    expect(dry.details[1]).toMatch(/^DN101 \$1,000 Annual Max I[OSCF] \d+-\d+ any state tobacco any: (\d+\.\d{2}) -> (\d+\.\d{2})$/);
    const [, was, is] = dry.details[1]!.match(/: (\d+\.\d{2}) -> (\d+\.\d{2})$/)!;
    expect(Number(is) - Number(was)).toBeCloseTo(10, 2);
    expect(await pricing()).toEqual(old);
    expect(await importCatalog(t.database.db, await read(paths))).toMatchObject({ added: [], changed: ['DN101'], retired: [] });
    // As a running store hears an import made by the command (another process): docs/decisions/0063.
    await t.catalogChanged();
    expect(await pricing()).toEqual(old.map((price) => Number((price + 10).toFixed(2))));
    expect(summaryLine(await importCatalog(t.database.db, await read(paths)))).toBe('0 added, 0 changed, 0 retired');

    const [cartAfter] = await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, carted.enrollmentId));
    expect(cartAfter!.monthlyCents).toBe(cartBefore!.monthlyCents);

    const checkedOut = await checkout(carted);
    expect(checkedOut.statusCode).toBe(200);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(checkedOut.json().data.price_changes).toEqual([
      {
        plan_id: plan.id,
        plan_name: plan.name,
        old_price: dollars(cartBefore!.monthlyCents),
        new_price: dollars(cartBefore!.monthlyCents + 1000),
      },
    ]);
    const [rerated] = await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, carted.enrollmentId));
    expect(rerated!.monthlyCents).toBe(cartBefore!.monthlyCents + 1000);
    expect((await checkout(carted)).json().data.price_changes).toEqual([]);
  });

  it('adds a new plan and retires one missing from the file, whose policies stay readable', async () => {
    const rep = await t.signIn('agent');
    const members = async () => {
      const res = await t.call({ url: `/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`, cookies: rep });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { plan_info: { plan_name: string; plan_status: string }[] }[]).flatMap((m) => m.plan_info);
    };
    const policiesBefore = await members();
    const held = policiesBefore[0]!.plan_name;
    const [heldPlan] = await t.database.db.select().from(plans).where(eq(plans.name, held));
    const code = heldPlan!.code;

    // The held plan goes, with any plan replaced by it; a copy of DN101 comes.
    const gone = new Set([code]);
    const paths = variant('renewal', {
      catalog: (file) => {
        for (const p of file.plans) if (p.rules?.replacedByCode === code) gone.add(p.code);
        const copy = structuredClone(file.plans.find((p) => p.code === 'DN101')!);
        file.plans = file.plans.filter((p) => !gone.has(p.code));
        // From a carrier new to the store, declared with its code; the plan names it by code.
        file.carriers = [{ code: 'BPMUTUAL', name: 'Bluepine Mutual Holdings' }];
        file.plans.push({ ...copy, code: 'DN900', name: 'Renewal Dental 900', carrier: 'bpmutual' });
      },
      rates: (lines) => [
        ...lines.filter((line) => !gone.has(line.split(',')[0]!)),
        ...rateLinesOf(lines, 'DN101').map((l) => l.replace(/^DN101,/, 'DN900,')),
      ],
    });
    const carted = await createEnrollmentFixture(t.database.db, { filter: TX });
    await addCartItemFixture(t.database.db, carted.enrollmentId, code);
    const changes = await importCatalog(t.database.db, await read(paths));
    expect(changes.added).toEqual(['DN900']);
    await t.catalogChanged();
    // A cart holding the retired plan cannot check out; the shopper is told which plan to remove.
    const refused = await checkout(carted);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([
      { target_element: 'enrollment_id', error_message: `${held} is no longer offered. Please remove it from your cart.` },
    ]);
    expect(changes.retired).toContain(code);
    const [newCarrier] = await t.database.db.select().from(carriers).where(eq(carriers.name, 'Bluepine Mutual Holdings'));
    expect(newCarrier?.code).toBe('BPMUTUAL');

    expect(await members()).toEqual(policiesBefore);
    const retired = await t.call({ url: `/api/v1/get-plan-pricing-detail?pid=${heldPlan!.id}` });
    expect(retired.statusCode).not.toBe(200);
    const { plan: added } = await findPlanByCode(t.database.db, 'DN900');
    const enrollment = await createEnrollmentFixture(t.database.db, { filter: TX });
    const res = await t.call({
      url: `/api/v1/get-plan-pricing-detail?pid=${added.id}&enrollment_id=${enrollment.enrollmentId}`,
      cookies: enrollment.cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(summaryLine(await importCatalog(t.database.db, await read(paths)))).toBe('0 added, 0 changed, 0 retired');
  });
});
