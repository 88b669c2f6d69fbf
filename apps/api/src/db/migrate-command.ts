/**
 * `npm run migrate [-- --demo]` (docs/decisions/0106, docs/operations.md "Upgrading"): brings the
 * configured database up to date under the migration lock, with the servers' settings: the schema,
 * the data key's check, the reference data and the one-time passes over older rows. The step a
 * production deployment runs before starting (or upgrading) its servers, which never migrate.
 * `--demo` also seeds the demo store, never with NODE_ENV=production.
 */
import type { Env } from '../env';
import { databaseBusyReason, orPrintRefusal } from './command-database';
import { connectFromEnv, migrateStore } from './open-from-env';

export const MIGRATE_USAGE = `Usage: npm run migrate [-- --demo]
  brings the database of DATABASE_URL (or the embedded one in DATA_DIR) up to date: its schema, the data key's
  check and the reference data; --demo also seeds the demo store (never with NODE_ENV=production)`;

type Print = (line: string) => void;

/** Runs the command; answers the process exit code. Prints counts, never a key or a value. */
export async function runMigrateCommand(args: readonly string[], env: Env, print: Print): Promise<number> {
  const withDemo = args.includes('--demo');
  if (args.some((arg) => arg !== '--demo')) {
    print(MIGRATE_USAGE);
    return 2;
  }
  if (withDemo && env.NODE_ENV === 'production') {
    print('The demo store is never seeded with NODE_ENV=production: its staff sign-ins and passwords are published in the README.');
    return 1;
  }
  const busy = databaseBusyReason(env);
  if (busy) {
    print(busy);
    return 1;
  }
  const database = await connectFromEnv(env);
  try {
    const report = await orPrintRefusal(() => migrateStore(database, env, { withDemo }), print);
    if (!report) return 1;
    const { migrations, referenceSeeded, demoSeeded } = report;
    print(
      [
        migrations === 0 ? 'The schema was up to date' : `Applied ${migrations} migration${migrations === 1 ? '' : 's'}`,
        referenceSeeded ? 'seeded the reference data' : undefined,
        demoSeeded ? 'seeded the demo store' : undefined,
      ]
        .filter(Boolean)
        .join('; ') + '. The database is ready for this version.',
    );
    return 0;
  } finally {
    await database.close();
  }
}
