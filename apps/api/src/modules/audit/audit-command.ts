// `npm run audit -- --member <id>` or `-- --from YYYY-MM-DD --to YYYY-MM-DD`: prints the audit log, one line per entry (docs/decisions/0048).
import { loadEnv } from '../../env';
import { commandDatabaseRefusal, openCommandDatabase } from '../../db/command-database';
import { restrictNewFiles } from '../../data-dir';
import { startOrRefuse } from '../../lib/start-refusal';
import { AUDIT_USAGE, auditLines, parseAuditArgs } from './audit-report';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

restrictNewFiles();
const parsed = parseAuditArgs(process.argv.slice(2));
if ('error' in parsed) fail(`${parsed.error}\n\n${AUDIT_USAGE}`, 2);
const env = await startOrRefuse(async () => loadEnv());
const refusal = commandDatabaseRefusal(env);
if (refusal) fail(refusal, 1);
const database = await startOrRefuse(() => openCommandDatabase(env));
try {
  const lines = await auditLines(database.db, parsed.query);
  for (const line of lines) console.log(line);
  if (lines.length === 0) console.error('No audit entries match.');
} finally {
  await database.close();
}
