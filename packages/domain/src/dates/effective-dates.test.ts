import { describe, expect, it } from 'vitest';
import { defaultEffectiveDate, offeredEffectiveDates, type EffectiveDatesInput } from './effective-dates';

describe('offeredEffectiveDates', () => {
  const cases: Array<[string, EffectiveDatesInput, string[]]> = [
    ['offers the 1st and 15th up to 60 days ahead', { asOf: '2026-03-10' }, ['2026-03-15', '2026-04-01', '2026-04-15', '2026-05-01']],
    ['starts tomorrow: today (a 1st) is not offered', { asOf: '2026-04-01' }, ['2026-04-15', '2026-05-01', '2026-05-15']],
    ['tomorrow is offered when it is the 15th', { asOf: '2026-04-14' }, ['2026-04-15', '2026-05-01', '2026-05-15', '2026-06-01']],
    // 2025-12-31 + 60 days = 2026-03-01: the last day of the horizon is offered.
    [
      'includes the date exactly 60 days ahead',
      { asOf: '2025-12-31' },
      ['2026-01-01', '2026-01-15', '2026-02-01', '2026-02-15', '2026-03-01'],
    ],
    // 2026-01-30 + 61 days = 2026-04-01: one day past the horizon, so not offered.
    ['excludes the date 61 days ahead', { asOf: '2026-01-30' }, ['2026-02-01', '2026-02-15', '2026-03-01', '2026-03-15']],
    ['crosses the year end', { asOf: '2026-12-20' }, ['2027-01-01', '2027-01-15', '2027-02-01', '2027-02-15']],
    [
      'removes dates inside a blackout',
      { asOf: '2026-03-10', blackouts: [{ start: '04-01', end: '04-10' }] },
      ['2026-03-15', '2026-04-15', '2026-05-01'],
    ],
    ['blackout ends are inclusive', { asOf: '2026-03-10', blackouts: [{ start: '03-15', end: '04-01' }] }, ['2026-04-15', '2026-05-01']],
    ['a blackout that wraps the year end', { asOf: '2026-12-01', blackouts: [{ start: '12-15', end: '01-01' }] }, ['2027-01-15']],
    [
      'several blackouts all apply',
      {
        asOf: '2026-03-10',
        blackouts: [
          { start: '03-15', end: '03-15' },
          { start: '05-01', end: '05-01' },
        ],
      },
      ['2026-04-01', '2026-04-15'],
    ],
    ['a blackout over the whole horizon leaves nothing', { asOf: '2026-03-10', blackouts: [{ start: '03-01', end: '06-30' }] }, []],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(offeredEffectiveDates(input)).toEqual(expected);
  });

  it('rejects an asOf that is not a date', () => {
    expect(() => offeredEffectiveDates({ asOf: '03/10/2026' })).toThrow(RangeError);
  });
});

describe('defaultEffectiveDate', () => {
  it.each([
    ['preselects the earliest offered date', { asOf: '2026-03-10' }, '2026-03-15'],
    ['skips a blacked-out earliest date', { asOf: '2026-03-10', blackouts: [{ start: '03-15', end: '03-15' }] }, '2026-04-01'],
    ['is undefined when nothing is offered', { asOf: '2026-03-10', blackouts: [{ start: '01-01', end: '12-31' }] }, undefined],
  ])('%s', (_name, input: EffectiveDatesInput, expected) => {
    expect(defaultEffectiveDate(input)).toBe(expected);
  });
});
