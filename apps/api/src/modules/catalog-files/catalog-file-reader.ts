/**
 * Reads and checks the files of `npm run catalog -- import`: one catalog JSON and its rate CSVs. Every problem
 * is named by file, row and column; nothing is written unless there are none (docs/decisions/0053).
 */
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  CatalogFileSchema,
  RATE_FILE_COLUMNS,
  RateFileRowSchema,
  rateRowIssues,
  unpricedOptions,
  type CatalogFile,
  type RateRow,
} from '@benefit-store/domain';
import type { z } from 'zod';

/** One problem in one file: `row` is a CSV line number or the catalog's plan; `column` a CSV column or a field path. */
export type FileIssue = { file: string; row: string; column: string; message: string };

export const describeIssue = (issue: FileIssue): string => `${issue.file}: ${issue.row}, column ${issue.column}: ${issue.message}`;

export type CatalogFiles = { catalog: CatalogFile; rates: RateRow[] };

/** A rate row with the file and line it came from. */
type SourcedRate = { rate: RateRow; file: string; line: number };

export async function readCatalogFiles(paths: readonly string[]): Promise<{ files: CatalogFiles } | { issues: FileIssue[] }> {
  const catalogPaths = paths.filter((p) => extname(p).toLowerCase() === '.json');
  const ratePaths = paths.filter((p) => extname(p).toLowerCase() === '.csv');
  const others = paths.filter((p) => !catalogPaths.includes(p) && !ratePaths.includes(p));
  const usage: FileIssue[] = [
    ...others.map((p) => ({
      file: p,
      row: 'whole file',
      column: '-',
      message: 'Give the catalog as a .json file and rates as .csv files',
    })),
    ...(catalogPaths.length === 1
      ? []
      : [{ file: catalogPaths.join(', ') || '(none)', row: 'whole file', column: '-', message: 'Give exactly one catalog .json file' }]),
    ...(ratePaths.length > 0 ? [] : [{ file: '(none)', row: 'whole file', column: '-', message: 'Give at least one rate .csv file' }]),
  ];
  if (usage.length > 0) return { issues: usage };

  const catalogPath = catalogPaths[0]!;
  const catalog = await readCatalogJson(catalogPath);
  const rates = await Promise.all(ratePaths.map(readRateCsv));
  const issues = [...('issues' in catalog ? catalog.issues : []), ...rates.flatMap((r) => ('issues' in r ? r.issues : []))];
  if ('issues' in catalog || issues.length > 0) return { issues };

  const sourced = rates.flatMap((r) => ('rows' in r ? r.rows : []));
  const rows = sourced.map((s) => s.rate);
  const crossIssues: FileIssue[] = [
    ...rateRowIssues(catalog.catalog, rows).map(({ index, column, message }) => ({
      file: sourced[index]!.file,
      row: `row ${sourced[index]!.line}`,
      column,
      message,
    })),
    ...unpricedOptions(catalog.catalog, rows).map(({ planIndex, optionIndex }) => ({
      file: basename(catalogPath),
      row: planRow(catalog.catalog, planIndex),
      column: `pricingOptions.${optionIndex}.label`,
      message: 'No rate row prices this pricing option',
    })),
  ];
  return crossIssues.length > 0 ? { issues: crossIssues } : { files: { catalog: catalog.catalog, rates: rows } };
}

/**
 * The file as UTF-8 text, or why it is not: spreadsheets save "Unicode text" as UTF-16, which reads as a
 * mess of NUL characters; the operator is told what to do instead.
 */
async function readUtf8(path: string, saveAs: string): Promise<{ text: string } | { problem: string }> {
  const bytes = await readFile(path);
  const bom16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (bom16 || bytes.subarray(0, 1024).includes(0)) return { problem: `The file is UTF-16; save it as ${saveAs}` };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD'))
    return { problem: `The file is not UTF-8 (a spreadsheet's "CSV" in a Windows or Mac encoding); save it as ${saveAs}` };
  return { text };
}

const planRow = (catalog: { plans: { code?: unknown }[] } | undefined, index: number): string => {
  const code = catalog?.plans[index]?.code;
  return `plan ${index + 1}${typeof code === 'string' ? ` (${code})` : ''}`;
};

async function readCatalogJson(path: string): Promise<{ catalog: CatalogFile } | { issues: FileIssue[] }> {
  const file = basename(path);
  const read = await readUtf8(path, 'JSON in UTF-8');
  if ('problem' in read) return { issues: [{ file, row: 'whole file', column: '-', message: read.problem }] };
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch (error) {
    return { issues: [{ file, row: 'whole file', column: '-', message: `Not readable JSON: ${(error as Error).message}` }] };
  }
  const parsed = CatalogFileSchema.safeParse(json);
  if (parsed.success) return { catalog: parsed.data };
  const raw = json as { plans?: { code?: unknown }[] };
  return {
    issues: parsed.error.issues.map((issue) => {
      const [top, index, ...rest] = issue.path;
      return top === 'plans' && typeof index === 'number'
        ? {
            file,
            row: planRow(Array.isArray(raw.plans) ? (raw as { plans: { code?: unknown }[] }) : undefined, index),
            column: rest.join('.') || '-',
            message: issue.message,
          }
        : { file, row: 'top level', column: issue.path.join('.') || '-', message: issue.message };
    }),
  };
}

async function readRateCsv(path: string): Promise<{ rows: SourcedRate[] } | { issues: FileIssue[] }> {
  const file = basename(path);
  const read = await readUtf8(path, 'CSV UTF-8');
  if ('problem' in read) return { issues: [{ file, row: 'whole file', column: '-', message: read.problem }] };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(read.text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (error) {
    return { issues: [{ file, row: 'whole file', column: '-', message: `Not readable CSV: ${(error as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header || header.record.join(',') !== RATE_FILE_COLUMNS.join(','))
    return { issues: [{ file, row: 'row 1', column: '-', message: `The first row must be the header ${RATE_FILE_COLUMNS.join(',')}` }] };
  const rows: SourcedRate[] = [];
  const issues: FileIssue[] = [];
  for (const { record, info } of body) {
    const row = `row ${info.lines}`;
    if (record.length !== RATE_FILE_COLUMNS.length) {
      issues.push({ file, row, column: '-', message: `A row has ${RATE_FILE_COLUMNS.length} cells; this one has ${record.length}` });
      continue;
    }
    const parsed = RateFileRowSchema.safeParse(Object.fromEntries(RATE_FILE_COLUMNS.map((column, i) => [column, record[i]])));
    if (parsed.success) rows.push({ rate: parsed.data, file, line: info.lines });
    else issues.push(...cellIssues(parsed.error, file, row));
  }
  return issues.length > 0 ? { issues } : { rows };
}

const cellIssues = (error: z.ZodError, file: string, row: string): FileIssue[] =>
  error.issues.map((issue) => ({ file, row, column: String(issue.path[0] ?? '-'), message: issue.message }));
