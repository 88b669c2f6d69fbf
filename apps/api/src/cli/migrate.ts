// `npm run migrate [-- --demo]`: brings the database up to date, under a lock (docs/decisions/0106).
import { restrictNewFiles } from '../data-dir';
import { runMigrateCommand } from '../db/migrate-command';
import { loadEnv } from '../env';
import { startOrRefuse } from '../lib/start-refusal';

// A new database's files (PGlite) and a key file written outside production are the owner's only (docs/decisions/0045).
restrictNewFiles();
const env = await startOrRefuse(async () => loadEnv());
process.exitCode = await runMigrateCommand(process.argv.slice(2), env, (line) => console.log(line));
