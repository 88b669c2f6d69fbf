import { describe, expect, it } from 'vitest';
import { assertAllAnswered, formatTable, meetsTarget, percentile, type LoadFigures, type Row } from './report';

const figures = (over: Partial<LoadFigures> = {}): LoadFigures => ({
  requestsPerSecond: 300,
  p50Ms: 20,
  p99Ms: 40,
  failed: 0,
  total: 3000,
  ...over,
});

describe('the bench refuses figures of errors', () => {
  it('throws when any request was not answered 2xx, naming the call and the count', () => {
    expect(() => assertAllAnswered('get-plan-cart', 'PGlite', figures({ failed: 1 }))).toThrow(
      'get-plan-cart on PGlite: 1 of 3000 requests were not answered 2xx',
    );
    expect(() => assertAllAnswered('get-plan-cart', 'PGlite', figures({ total: 0 }))).toThrow('no request was answered');
    expect(() => assertAllAnswered('get-plan-cart', 'PGlite', figures())).not.toThrow();
  });
});

describe('percentile', () => {
  it('is the nearest rank of the sorted durations', () => {
    const durations = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(durations, 50)).toBe(50);
    expect(percentile(durations, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe('the table', () => {
  const hot: Row = { call: 'get-filtered-plans', database: 'PostgreSQL', figures: figures(), bareRequestsPerSecond: 1000 };
  const journey: Row = { call: 'whole enrollment', database: 'PGlite', figures: figures({ p50Ms: 310 }) };

  it('prints req/s, p50, p99, the bare route and the ratio, and whether the issue target is met', () => {
    const lines = formatTable([hot, journey]).split('\n');
    expect(lines[0]).toMatch(/^\| call +\| database +\| req\/s +\| p50 ms +\| p99 ms +\| bare req\/s +\| ratio % +\| target +\| met +\|$/);
    expect(lines[2]!.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'get-filtered-plans',
      'PostgreSQL',
      '300',
      '20.0',
      '40.0',
      '1000',
      '30.0',
      '>= 25%, p99 < 50 ms',
      'yes',
      '',
    ]);
    expect(
      lines[3]!
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, -1),
    ).toEqual(['whole enrollment', 'PGlite', '—', '310.0', '40.0', '—', '—', 'p50 < 300 ms', 'no']);
  });

  it('misses a target on the ratio or on p99 alone', () => {
    expect(meetsTarget({ ...hot, bareRequestsPerSecond: 1300 })).toBe(false);
    expect(meetsTarget({ ...hot, figures: figures({ p99Ms: 50 }) })).toBe(false);
    expect(meetsTarget({ ...hot, call: 'add-plan-to-cart', database: 'PGlite' })).toBeUndefined();
  });
});
