/**
 * `npm run data-key -- <status|rotate|reseal>` (docs/security.md "Data at rest and key rotation",
 * docs/decisions/0047). Works on the configured database: PostgreSQL (servers may keep running)
 * or the embedded PGlite database, which only one process may open, so the server must be
 * stopped first.
 */
import type { Db } from '../db/client';
import { withCommandDatabase } from '../db/command-database';
import type { Env } from '../env';
import { createDataCipher, type SealedColumn } from '../lib/data-cipher';
import { addKeyToFile } from './key-file';
import { countSealed, resealAll, type ResealReport } from './reseal';

export const USAGE = `Usage: npm run data-key -- <command>
  status   how many sealed values each data key holds
  rotate   add a new data key to the key file (current from now on), then re-seal every value under it
  reseal   re-seal the values not yet under the current key (finishes an interrupted rotation; safe to re-run)`;

type Print = (line: string) => void;

/** Runs one command; answers the process exit code. Prints counts and key ids, never a key or a value. */
export async function runDataKeyCommand(args: readonly string[], env: Env, print: Print): Promise<number> {
  const command = args[0];
  if (command !== 'status' && command !== 'rotate' && command !== 'reseal') {
    print(USAGE);
    return 2;
  }
  if (command === 'rotate' && !env.dataKeyFile) {
    print(
      'The data keys come from DATA_KEY in the environment, which this command cannot change. ' +
        'Put them in a file (one "<id> <base64 key>" a line) named by DATA_KEY_FILE, restart the servers with it, and run this again.',
    );
    return 1;
  }
  return withCommandDatabase(env, print, async (database) => {
    if (command === 'status') return printStatus(database.db, env, print);
    if (command === 'rotate') {
      const { keyId, report } = await rotateDataKey(database.db, env.dataKeyFile!, {
        onKeyAdded: (id) => print(`Added data key ${id} to ${env.dataKeyFile} as the current key. Re-sealing every value under it…`),
        onPage: progress(print),
      });
      return summarise(report, keyId, print);
    }
    return summarise(
      await resealAll(database.db, createDataCipher(env.dataKeys), { onPage: progress(print) }),
      env.dataKeys.currentId,
      print,
    );
  });
}

/** Adds a new current key to the key file, then re-seals every value under it (the old keys stay readable). */
export async function rotateDataKey(
  db: Db,
  keyFile: string,
  options: { batchSize?: number; onKeyAdded?: (keyId: string) => void; onPage?: (column: SealedColumn, resealed: number) => void } = {},
): Promise<{ keyId: string; report: ResealReport }> {
  const ring = addKeyToFile(keyFile);
  options.onKeyAdded?.(ring.currentId);
  return { keyId: ring.currentId, report: await resealAll(db, createDataCipher(ring), options) };
}

const progress = (print: Print) => (column: string, resealed: number) => {
  if (resealed > 0) print(`  ${column}: ${resealed} re-sealed`);
};

function summarise(report: ResealReport, keyId: string, print: Print): number {
  print(`Done: ${report.resealed} values re-sealed under ${keyId}.`);
  if (report.unreadable.length === 0) return 0;
  print(`${report.unreadable.length} values did not open and were left as they are (no key for them, or moved from another row):`);
  for (const place of report.unreadable) print(`  ${place}`);
  return 1;
}

async function printStatus(db: Db, env: Env, print: Print): Promise<number> {
  const ring = env.dataKeys;
  print(`Data keys: ${[...ring.keys.keys()].join(', ')} (current: ${ring.currentId})`);
  const counts = await countSealed(db, createDataCipher(ring));
  for (const { column, keyId, bound, count } of counts)
    print(`  ${column}  ${keyId}${bound ? '' : ' (v1, not bound to its row)'}  ${count}`);
  const older = counts.filter((entry) => entry.keyId !== ring.currentId || !entry.bound).reduce((sum, entry) => sum + entry.count, 0);
  print(
    older === 0
      ? `Every sealed value is under ${ring.currentId}.`
      : `${older} values are not under ${ring.currentId} yet: npm run data-key -- reseal`,
  );
  return 0;
}
