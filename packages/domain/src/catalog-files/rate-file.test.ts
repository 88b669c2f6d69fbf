import { describe, expect, it } from 'vitest';
import { CATALOG_FILE_FORMAT, CatalogFileSchema } from './catalog-file';
import { ageBandIssues, RateFileRowSchema, rateFileCells, rateRowIssues, unpricedOptions, type RateRow } from './rate-file';

const cells = {
  plan_code: 'DN101',
  pricing_option: '$1,000 Annual Max',
  tier: 'IO',
  min_age: '18',
  max_age: '29',
  state: '',
  tobacco: '',
  monthly_price: '21.95',
};
const catalog = CatalogFileSchema.parse({
  format: CATALOG_FILE_FORMAT,
  plans: [
    {
      code: 'DN101',
      name: 'Dental',
      category: 'dental',
      shortText: '<p>Dental</p>',
      pricingOptions: [{ label: '$1,000 Annual Max' }, { label: 'Gold' }],
    },
  ],
});

describe('rate file rows', () => {
  it('reads a row into cents with "any" for empty state and tobacco cells, and writes it back the same', () => {
    const rate = RateFileRowSchema.parse(cells);
    expect(rate).toEqual({
      planCode: 'DN101',
      pricingOption: '$1,000 Annual Max',
      tier: 'IO',
      minAge: 18,
      maxAge: 29,
      state: undefined,
      tobacco: undefined,
      monthlyCents: 2195,
    });
    expect(rateFileCells(rate)).toEqual(cells);
    expect(RateFileRowSchema.parse({ ...cells, state: 'TX', tobacco: 'yes', monthly_price: '7' })).toMatchObject({
      state: 'TX',
      tobacco: true,
      monthlyCents: 700,
    });
  });

  it('names the column of each bad cell', () => {
    const result = RateFileRowSchema.safeParse({ ...cells, min_age: '40', state: 'Texas', monthly_price: '-3.00' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['state', 'monthly_price', 'max_age']);
    expect(RateFileRowSchema.safeParse({ ...cells, min_age: '40' }).error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['max_age', 'max_age is below min_age'],
    ]);
  });

  it('finds rows that do not fit the catalog and options no row prices', () => {
    const rate = RateFileRowSchema.parse(cells);
    const rows: RateRow[] = [rate, { ...rate, planCode: 'XX1' }, { ...rate, pricingOption: 'Silver' }, rate];
    expect(rateRowIssues(catalog, rows).map((i) => [i.index, i.column])).toEqual([
      [1, 'plan_code'],
      [2, 'pricing_option'],
      [3, 'monthly_price'],
    ]);
    expect(unpricedOptions(catalog, rows)).toEqual([{ planIndex: 0, optionIndex: 1 }]);
  });

  it('finds age bands that overlap or leave an age out within one table, and none across tables', () => {
    const band = (minAge: number, maxAge: number, change: Partial<RateRow> = {}): RateRow => ({
      ...RateFileRowSchema.parse(cells),
      minAge,
      maxAge,
      ...change,
    });
    expect(ageBandIssues([band(18, 29), band(30, 39), band(40, 64)])).toEqual([]);
    expect(ageBandIssues([band(18, 29), band(35, 49), band(30, 39)]).map((i) => [i.index, i.message])).toEqual([
      [1, 'Ages 35-49 overlap 30-39 of the same plan, option, tier, state and tobacco'],
    ]);
    expect(ageBandIssues([band(30, 39), band(41, 49)]).map((i) => i.message)).toEqual([
      'No rate for age 40: the bands 30-39 and 41-49 leave it out',
    ]);
    expect(ageBandIssues([band(18, 29), band(35, 49)])[0]!.message).toContain('No rate for ages 30-34');
    // Another state, tier or tobacco answer is another table.
    expect(
      ageBandIssues([band(18, 40), band(30, 49, { state: 'NY' }), band(30, 49, { tier: 'IS' }), band(30, 49, { tobacco: true })]),
    ).toEqual([]);
    // Dollars without cents, or with one digit of them; never free.
    expect(RateFileRowSchema.parse({ ...cells, monthly_price: '29.9' }).monthlyCents).toBe(2990);
    expect(RateFileRowSchema.parse({ ...cells, monthly_price: '30' }).monthlyCents).toBe(3000);
    expect(RateFileRowSchema.safeParse({ ...cells, monthly_price: '0.00' }).error!.issues[0]!.message).toContain('more than 0.00');
    expect(RateFileRowSchema.safeParse({ ...cells, state: 'ZZ' }).error!.issues.map((i) => i.message)).toEqual([
      'Not a US state or DC code (TX, NY, DC...)',
    ]);
  });

  it('writes a label that starts like a formula with an apostrophe, and reads it back as it was', () => {
    const rate = RateFileRowSchema.parse({ ...cells, pricing_option: '=HYPERLINK("x")' });
    expect(rate.pricingOption).toBe('=HYPERLINK("x")');
    const written = rateFileCells(rate);
    expect(written.pricing_option).toBe(`'=HYPERLINK("x")`);
    expect(RateFileRowSchema.parse(written).pricingOption).toBe('=HYPERLINK("x")');
    for (const label of ['+1 rider', '-5%', '@home'])
      expect(RateFileRowSchema.parse(rateFileCells({ ...rate, pricingOption: label })).pricingOption).toBe(label);
    // An ordinary label, and one whose apostrophe is its own, are kept.
    expect(rateFileCells({ ...rate, pricingOption: "Kids' Plan" }).pricing_option).toBe("Kids' Plan");
    expect(RateFileRowSchema.parse({ ...cells, pricing_option: "'Quoted'" }).pricingOption).toBe("'Quoted'");
  });
});
