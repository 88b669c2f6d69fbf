/**
 * `npm run catalog -- export [DIR]` and `npm run catalog -- import FILE... [--dry-run]` (docs/operations.md
 * "Catalog files", docs/decisions/0053). Works on the configured database; the embedded one only while no server
 * holds it.
 */
import { mkdirSync } from 'node:fs';
import type { Env } from '../../env';
import { databaseBusyReason, orPrintRefusal } from '../../db/command-database';
import { openDatabaseFromEnv } from '../../db/open-from-env';
import { describeIssue } from './catalog-file-reader';
import { exportCatalog } from './catalog-export';
import { importCatalogFiles, summaryLine } from './catalog-import';

const MAX_ISSUES_SHOWN = 50;

export const CATALOG_USAGE = `Usage: npm run catalog -- <command>
  export [DIR]                 write DIR/catalog.json and DIR/rates.csv (DIR: the current folder)
  import FILE... [--dry-run]   bring the catalog to one catalog .json and its rate .csv files; --dry-run only says what would change`;

type Print = (line: string) => void;

/** Runs one command; answers the process exit code. */
export async function runCatalogCommand(args: readonly string[], env: Env, print: Print): Promise<number> {
  const [command, ...rest] = args;
  const dryRun = rest.includes('--dry-run');
  const operands = rest.filter((a) => a !== '--dry-run');
  if ((command !== 'export' && command !== 'import') || (command === 'export' && (operands.length > 1 || dryRun))) {
    print(CATALOG_USAGE);
    return 2;
  }
  const busy = databaseBusyReason(env);
  if (busy) {
    print(busy);
    return 1;
  }
  // Opened as the server opens it (outside production migrated, the demo store seeded once), so an import into a
  // new store is not followed by a demo seed at the server's first start that would clash with the imported plan codes.
  const database = await orPrintRefusal(() => openDatabaseFromEnv(env), print);
  if (!database) return 1;
  try {
    if (command === 'export') {
      const dir = operands[0] ?? '.';
      mkdirSync(dir, { recursive: true });
      const written = await exportCatalog(database.db, dir);
      print(`Wrote ${written.paths.join(' and ')}: ${written.plans} plans, ${written.rates} rates.`);
      return 0;
    }
    const result = await importCatalogFiles(database.db, operands, {
      dryRun,
      onProgress: (done, total) => print(`  ${done} of ${total} plans written`),
    });
    if ('issues' in result) {
      for (const issue of result.issues.slice(0, MAX_ISSUES_SHOWN)) print(describeIssue(issue));
      if (result.issues.length > MAX_ISSUES_SHOWN) print(`… and ${result.issues.length - MAX_ISSUES_SHOWN} more.`);
      print(`Nothing was written: ${result.issues.length} problem${result.issues.length === 1 ? '' : 's'} in the files.`);
      return 1;
    }
    const { changes } = result;
    for (const kind of ['added', 'changed', 'retired'] as const)
      if (changes[kind].length > 0) print(`  ${kind}: ${changes[kind].join(', ')}`);
    for (const detail of changes.details) print(`    ${detail}`);
    print(dryRun ? `Dry run, nothing written. Would be: ${summaryLine(changes)}` : summaryLine(changes));
    return 0;
  } finally {
    await database.close();
  }
}
