// `npm run audit -- --member <id>` or `-- --from YYYY-MM-DD --to YYYY-MM-DD`: prints the audit log, one line per entry (docs/decisions/0048).
import { loadEnv } from '../../env';
import { pgliteDirFor } from '../../db/client';
import { databaseBusyReason, openCommandDatabase } from '../../db/command-database';
import { pgliteExists } from '../../db/pglite-lock';
import { restrictNewFiles } from '../../data-dir';
import { AUDIT_USAGE, auditLines, parseAuditArgs } from './audit-report';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

restrictNewFiles();
const parsed = parseAuditArgs(process.argv.slice(2));
if ('error' in parsed) fail(`${parsed.error}\n\n${AUDIT_USAGE}`, 2);
const env = loadEnv();
if (!env.DATABASE_URL && !pgliteExists(pgliteDirFor(env.DATA_DIR)))
  fail(`There is no database in ${pgliteDirFor(env.DATA_DIR)} yet (set DATA_DIR or DATABASE_URL to the store's).`, 1);
const busy = databaseBusyReason(env);
if (busy) fail(busy, 1);
const database = await openCommandDatabase(env);
try {
  const lines = await auditLines(database.db, parsed.query);
  for (const line of lines) console.log(line);
  if (lines.length === 0) console.error('No audit entries match.');
} finally {
  await database.close();
}
