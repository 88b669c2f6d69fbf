// `npm run data-key -- <status|rotate|reseal>`: the data keys and the values they seal (docs/security.md).
import { restrictNewFiles } from '../data-dir';
import { runDataKeyCommand } from '../data-key/command';
import { loadEnv } from '../env';

// A new key file and any database file written are the owner's only (docs/decisions/0045).
restrictNewFiles();
process.exitCode = await runDataKeyCommand(process.argv.slice(2), loadEnv(), (line) => console.log(line));
