// Staff accounts from the command line (docs/decisions/0051, 0106), with the server's settings (DATA_DIR / DATABASE_URL, the data key):
//   npm run staff-admin -- create-admin <email>       the store's administrator (a new production store's first sign-in)
//   npm run staff-admin -- set-password <email>
//   npm run staff-admin -- reset-two-factor <email>
// A password is asked twice at a terminal and never shown, or read from standard input when piped.
// Nothing printed names the account. With PGlite (no DATABASE_URL) stop the server first: one process opens the data folder at a time.
import { withCommandDatabase } from './db/command-database';
import { loadEnv } from './env';
import { restrictNewFiles } from './data-dir';
import { readNewPassword } from './lib/read-secret';
import { startOrRefuse } from './lib/start-refusal';
import { serializeError } from './plugins/logger';
import { createAdministrator, resetTwoFactor, setStaffPassword } from './modules/accounts/index';

const USAGE = `Usage: npm run staff-admin -- <command> <email>
  create-admin <email>       create an administrator account of the store (password asked, or on standard input)
  set-password <email>       a new password for a staff account (asked, or on standard input); its sessions end
  reset-two-factor <email>   two-factor sign-in off for a staff account (a lost phone); its sessions end`;

const COMMANDS = ['create-admin', 'set-password', 'reset-two-factor'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (value: string | undefined): value is Command => COMMANDS.includes(value as Command);

async function run(command: string | undefined, email: string | undefined): Promise<number> {
  if (!email || !isCommand(command)) {
    console.error(USAGE);
    return 2;
  }
  const env = await startOrRefuse(async () => loadEnv());
  // Asked before the database opens (PGlite takes a while), so the prompt comes at once.
  const password = command === 'reset-two-factor' ? undefined : await readNewPassword(process.stdin, process.stderr);
  return withCommandDatabase(
    env,
    (line) => console.error(line),
    async ({ db }) => {
      if (command === 'create-admin') {
        if (!(await createAdministrator(db, email, password!)))
          throw new Error('A staff account with that e-mail address already exists: nothing was created.');
        console.log('Administrator account created. Sign in at /sign-in with its e-mail and password, then set up two-factor sign-in.');
        return 0;
      }
      const found = password !== undefined ? await setStaffPassword(db, email, password) : await resetTwoFactor(db, email);
      if (!found) throw new Error('No staff account has that e-mail address.');
      console.log(
        password !== undefined
          ? 'Password set; the account was signed out everywhere.'
          : 'Two-factor sign-in is off for the account; it was signed out everywhere.',
      );
      return 0;
    },
  );
}

restrictNewFiles();
try {
  process.exitCode = await run(process.argv[2], process.argv[3]);
} catch (error) {
  // The message only (a refused password, a known problem), a database error's without its values: never the password or the e-mail.
  console.error(serializeError(error).message);
  process.exitCode = 1;
}
