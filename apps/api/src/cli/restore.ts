// `npm run restore -- --from <file> [--replace]`: a backup put in place of the embedded database (docs/operations.md "Backup and restore").
import { restrictNewFiles } from '../data-dir';
import { runRestoreCommand } from '../db/backup-command';
import { loadEnv } from '../env';

restrictNewFiles();
process.exitCode = await runRestoreCommand(process.argv.slice(2), loadEnv(), (line) => console.log(line));
