// `npm run backup -- --to <file>`: a copy of the embedded database (docs/operations.md "Backup and restore").
import { restrictNewFiles } from '../data-dir';
import { runBackupCommand } from '../db/backup-command';
import { loadEnv } from '../env';

restrictNewFiles();
process.exitCode = await runBackupCommand(process.argv.slice(2), loadEnv(), (line) => console.log(line));
