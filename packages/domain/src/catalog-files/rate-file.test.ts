import { describe, expect, it } from 'vitest';
import { CATALOG_FILE_FORMAT, CatalogFileSchema } from './catalog-file';
import { RateFileRowSchema, rateFileCells, rateRowIssues, unpricedOptions, type RateRow } from './rate-file';

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
});
