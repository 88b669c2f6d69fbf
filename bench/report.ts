/** The benchmark's figures: what a load run counts, the refusal check, percentiles, targets and the printed table. */

/** What one autocannon run counted, in the units the table prints. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, connection errors and timeouts: any one makes the figures worthless. */
  failed: number;
  total: number;
}

/** Throws unless every request of a load run was answered 2xx: a benchmark of errors measures nothing. */
export function assertAllAnswered(call: string, where: string, figures: LoadFigures): void {
  if (figures.failed > 0) {
    throw new Error(`${call} on ${where}: ${figures.failed} of ${figures.total} requests were not answered 2xx; the figures are void`);
  }
  if (figures.total === 0) throw new Error(`${call} on ${where}: no request was answered`);
}

/** The nearest-rank percentile of some durations (milliseconds). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The targets for one call on one database (ratios to the bare route in the same run). */
export interface Target {
  minRatioPercent?: number;
  maxP99Ms?: number;
  maxP50Ms?: number;
}

export type Database = 'PGlite' | 'PostgreSQL';

export function targetFor(call: string, database: Database): Target | undefined {
  const hotRead = call === 'get-filtered-plans' || call === 'get-plan-pricing-detail';
  const cart = call === 'add-plan-to-cart' || call === 'get-plan-cart';
  if (call === 'whole enrollment') return { maxP50Ms: 300 };
  if (hotRead) return database === 'PostgreSQL' ? { minRatioPercent: 25, maxP99Ms: 50 } : { minRatioPercent: 4 };
  if (cart && database === 'PostgreSQL') return { minRatioPercent: 10 };
  return undefined;
}

export interface Row {
  call: string;
  database: Database;
  figures: LoadFigures;
  /** Requests a second of the bare route sending the same bytes; absent for the scenario. */
  bareRequestsPerSecond?: number;
}

export function ratioPercent(row: Row): number | undefined {
  return row.bareRequestsPerSecond ? (100 * row.figures.requestsPerSecond) / row.bareRequestsPerSecond : undefined;
}

function describeTarget(target: Target): string {
  const parts = [
    target.minRatioPercent !== undefined ? `>= ${target.minRatioPercent}%` : '',
    target.maxP99Ms !== undefined ? `p99 < ${target.maxP99Ms} ms` : '',
    target.maxP50Ms !== undefined ? `p50 < ${target.maxP50Ms} ms` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** Whether a row meets its target; undefined when the issue sets none for it. */
export function meetsTarget(row: Row): boolean | undefined {
  const target = targetFor(row.call, row.database);
  if (!target) return undefined;
  const ratio = ratioPercent(row);
  return (
    (target.minRatioPercent === undefined || (ratio !== undefined && ratio >= target.minRatioPercent)) &&
    (target.maxP99Ms === undefined || row.figures.p99Ms < target.maxP99Ms) &&
    (target.maxP50Ms === undefined || row.figures.p50Ms < target.maxP50Ms)
  );
}

const decimals = (value: number, places: number) => value.toFixed(places);

/** The printed table (Markdown, so a run pastes into bench/README.md as it is). */
export function formatTable(rows: Row[]): string {
  const header = ['call', 'database', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'ratio %', 'target', 'met'];
  const lines = rows.map((row) => {
    const ratio = ratioPercent(row);
    const target = targetFor(row.call, row.database);
    const met = meetsTarget(row);
    return [
      row.call,
      row.database,
      row.bareRequestsPerSecond === undefined ? '—' : decimals(row.figures.requestsPerSecond, 0),
      decimals(row.figures.p50Ms, 1),
      decimals(row.figures.p99Ms, 1),
      row.bareRequestsPerSecond === undefined ? '—' : decimals(row.bareRequestsPerSecond, 0),
      ratio === undefined ? '—' : decimals(ratio, ratio < 10 ? 2 : 1),
      target ? describeTarget(target) : '—',
      met === undefined ? '—' : met ? 'yes' : 'no',
    ];
  });
  const table = [header, header.map(() => '---'), ...lines];
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  return table.map((cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`).join('\n');
}
