/** Milliseconds of each step change of one enrollment, by name ('personal → Contact Information'). */
export type StepTimes = Record<string, number>;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A Markdown table: one row a step, one column a CPU setting, each cell the median over its runs. */
export function stepTable(columns: Array<{ label: string; runs: StepTimes[] }>): string {
  const steps = [...new Set(columns.flatMap(({ runs }) => runs.flatMap(Object.keys)))];
  const lines = [`| step | ${columns.map((c) => `${c.label} ms`).join(' | ')} |`, `| --- | ${columns.map(() => '---:').join(' | ')} |`];
  for (const step of steps) {
    const cells = columns.map(({ runs }) => {
      const values = runs.map((run) => run[step]).filter((value): value is number => value !== undefined);
      return values.length > 0 ? String(Math.round(median(values))) : '—';
    });
    lines.push(`| ${step} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
