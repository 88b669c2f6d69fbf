// Staff accounts from the command line (docs/decisions/0051), with the server's settings (DATA_DIR / DATABASE_URL):
//   npm run staff-admin -- set-password <email>       the new password is read from standard input
//   npm run staff-admin -- reset-two-factor <email>
// With PGlite (no DATABASE_URL) stop the server first: one process opens the data folder at a time.
import { text } from 'node:stream/consumers';
import { openDatabaseFromEnv } from './db/open-from-env';
import { loadEnv } from './env';
import { restrictNewFiles } from './data-dir';
import { ApiFailure } from './lib/http';
import { resetTwoFactor, setStaffPassword } from './modules/accounts/staff-admin';

const USAGE = 'Usage: staff-admin set-password <email> (password on standard input) | staff-admin reset-two-factor <email>';

async function run(command: string | undefined, email: string | undefined): Promise<string> {
  if (!email || (command !== 'set-password' && command !== 'reset-two-factor')) throw new Error(USAGE);
  const database = await openDatabaseFromEnv(loadEnv());
  try {
    const found =
      command === 'set-password'
        ? await setStaffPassword(database.db, email, (await text(process.stdin)).replace(/\r?\n$/, ''))
        : await resetTwoFactor(database.db, email);
    if (!found) throw new Error('No staff account has that e-mail address.');
    return command === 'set-password'
      ? 'Password set; the account was signed out everywhere.'
      : 'Two-factor sign-in is off for the account; it was signed out everywhere.';
  } finally {
    await database.close();
  }
}

restrictNewFiles();
try {
  console.log(await run(process.argv[2], process.argv[3]));
} catch (error) {
  console.error(error instanceof ApiFailure || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
