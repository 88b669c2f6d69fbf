/**
 * `npm run carriers -- export-834 --carrier CODE [--since YYYY-MM-DD] [--out DIR] [--format 834|csv] [--resend]`
 * (docs/operations.md "Carrier enrollment files", docs/decisions/0054). Prints one summary line;
 * never a name, an SSN or any other value of the file.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withCommandDatabase } from '../../db/command-database';
import type { Env } from '../../env';
import { createDataCipher } from '../../lib/data-cipher';
import { CarrierExportRefusal, exportCarrierEnrollments } from './carrier-export.service';

export const CARRIERS_USAGE = `Usage: npm run carriers -- export-834 --carrier CODE [--since YYYY-MM-DD] [--out DIR] [--format 834|csv] [--resend]
  --carrier  the carrier's code (BLUEPINE, ...)
  --since    only enrollments completed on or after this day
  --out      the folder for the file (default: DATA_DIR/carrier-files)
  --format   834 (ANSI X12 005010X220A1, the default) or csv
  --resend   include enrollments already sent (recorded as a re-send)`;

export type CommandIo = { print: (line: string) => void; clock: () => Date; ranBy: string };

type Parsed = { carrier: string; since?: string; out?: string; format: '834' | 'csv'; resend: boolean };

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function parse(args: readonly string[]): Parsed | string {
  try {
    const { positionals, values } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        carrier: { type: 'string' },
        since: { type: 'string' },
        out: { type: 'string' },
        format: { type: 'string', default: '834' },
        resend: { type: 'boolean', default: false },
      },
    });
    if (positionals.length !== 1 || positionals[0] !== 'export-834') return CARRIERS_USAGE;
    if (!values.carrier) return `--carrier is required.\n\n${CARRIERS_USAGE}`;
    if (values.since !== undefined && !isDay(values.since)) return `--since takes a day as YYYY-MM-DD, such as 2026-11-01.`;
    if (values.format !== '834' && values.format !== 'csv') return `--format is 834 or csv.`;
    return { carrier: values.carrier, since: values.since, out: values.out, format: values.format, resend: values.resend };
  } catch (error) {
    return `${(error as Error).message}\n\n${CARRIERS_USAGE}`;
  }
}

/** Runs the command; answers the process exit code. */
export async function runCarriersCommand(args: readonly string[], env: Env, { print, clock, ranBy }: CommandIo): Promise<number> {
  const parsed = parse(args);
  if (typeof parsed === 'string') {
    print(parsed);
    return 2;
  }
  return withCommandDatabase(env, print, async (database) => {
    try {
      const result = await exportCarrierEnrollments(database.db, createDataCipher(env.dataKeys), {
        carrierCode: parsed.carrier,
        format: parsed.format,
        since: parsed.since,
        resend: parsed.resend,
        outDir: parsed.out ?? join(env.DATA_DIR, 'carrier-files'),
        ranBy,
        now: clock(),
      });
      print(
        result.written
          ? `${result.members} members, ${result.dependents} dependents written for ${result.carrierCode} to ${result.file}`
          : `0 members, 0 dependents: nobody to send for ${result.carrierCode}${parsed.since ? ` since ${parsed.since}` : ''}; no file written (--resend sends again).`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof CarrierExportRefusal)) throw error;
      print(error.message);
      return 1;
    }
  });
}
