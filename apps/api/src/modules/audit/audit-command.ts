// `npm run audit -- --member <id>` or `-- --from YYYY-MM-DD --to YYYY-MM-DD`: prints the audit log, one line per entry (docs/decisions/0048).
import { loadEnv } from '../../env';
import { openDatabase, pgliteDirFor } from '../../db/client';
import { pgliteExists, pgliteIsOpen } from '../../db/pglite-lock';
import { restrictNewFiles, secureDataDir } from '../../data-dir';
import { AUDIT_USAGE, auditLines, parseAuditArgs } from './audit-report';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

restrictNewFiles();
const parsed = parseAuditArgs(process.argv.slice(2));
if ('error' in parsed) fail(`${parsed.error}\n\n${AUDIT_USAGE}`, 2);
const env = loadEnv();
if (!env.DATABASE_URL) {
  const dir = pgliteDirFor(env.DATA_DIR);
  if (!pgliteExists(dir)) fail(`There is no database in ${dir} yet (set DATA_DIR or DATABASE_URL to the store's).`, 1);
  if (pgliteIsOpen(dir))
    fail(
      `The embedded database in ${dir} is open in a running server (or mail worker). ` +
        'Stop the server first, then run this command again; the embedded database serves one process at a time. ' +
        '(If no server is running, one was stopped abruptly: start it and stop it once.)',
      1,
    );
  secureDataDir(env.DATA_DIR);
}
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
try {
  const lines = await auditLines(database.db, parsed.query);
  for (const line of lines) console.log(line);
  if (lines.length === 0) console.error('No audit entries match.');
} finally {
  await database.close();
}
