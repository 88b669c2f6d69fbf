import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type {} from './seeded-database';
import { freshPostgresDatabase } from './fresh-postgres-database';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { databaseTimeouts } from '../src/db/open-from-env';
import { seedDemoStore } from '../src/db/seed/seed-demo-store';
import { createDataCipher } from '../src/lib/data-cipher';
import { registerFixtureCipher } from './fixtures';
import { DEMO_API_CLIENT_KEY, loadEnv, type Env } from '../src/env';
import { hashPassword } from '../src/lib/password';
import { DEMO_STAFF } from '../src/db/seed/demo-ids';
import { createChecks, type Checks } from '../src/providers/checks';
import type { Clock } from '../src/context';

export type TestApp = {
  app: FastifyInstance;
  /** The settings the app was built with (its data key among them). */
  env: Env;
  database: Database;
  /** The PostgreSQL database's URL when `DATABASE_URL` is set. */
  databaseUrl?: string;
  /**
   * A request with the client key already set. It first drops the enrollments the app keeps in
   * memory (docs/decisions/0065): tests write rows through `database.db`, which nothing announces
   * (as a fix typed in psql), and read them next. `app.inject` keeps them (the cache's own tests).
   */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Waits until the app has heard of every catalog change committed so far (docs/decisions/0063):
   * a test that changes catalog rows through `database.db` calls it before asking the app.
   */
  catalogChanged(): Promise<void>;
  /** Signs a demo staff account in and returns its session cookie for `cookies`. */
  signIn(who: keyof typeof DEMO_STAFF): Promise<{ bs_session: string }>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** "Now" for the app's rules (e.g. to stand 31 days after a code was sent). */
  clock?: Clock;
  /** Every log line, from trace up, is written here (tests that read the log). */
  logDestination?: NodeJS.WritableStream;
  /** Stand-ins for a paid service's adapter, over the offline defaults. */
  checks?: Partial<Checks>;
  /** Settings over the test defaults (e.g. `PUBLIC_URL: 'https://…'` for the TLS cookies). */
  settings?: Record<string, string>;
  /**
   * A second app over this one's database and data key, as a second API process would run
   * (closing it leaves the database open for the first).
   */
  sameDatabaseAs?: TestApp;
  /** PGlite on disk in this folder (a server's `DATA_DIR/pglite`), for tests of commands run after the app closes; PostgreSQL when `DATABASE_URL` is set. */
  pgliteDir?: string;
};

/**
 * One migrated, seeded database per test file: in-memory PGlite, or the PostgreSQL server of
 * `DATABASE_URL` (a database of its own, under a unique name), each a copy of the run's seeded one.
 */
export async function createTestApp({
  clock,
  logDestination,
  checks: checkStandIns,
  settings,
  sameDatabaseAs,
  pgliteDir,
}: TestAppOptions = {}): Promise<TestApp> {
  // Most files start from the run's migrated, seeded database and take its data key
  // (test/seeded-database.ts); PGlite on disk (`pgliteDir`) and a key file of the test's own
  // (`settings.DATA_KEY_FILE`) migrate and seed their own. A second app takes the first one's.
  const seeded = sameDatabaseAs || pgliteDir || settings?.DATA_KEY_FILE ? undefined : inject('seededDatabase');
  const dataKey = settings?.DATA_KEY_FILE
    ? {}
    : { DATA_KEY: sameDatabaseAs?.env.dataKey.toString('base64') ?? seeded?.dataKey ?? randomBytes(32).toString('base64') };
  const env = loadEnv({
    ...dataKey,
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/benefit-store-test',
    TRUST_PROXY: 'true',
    // A busy test machine is not under test: load shedding on event-loop delay is off unless a test sets it (test/overload.test.ts).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(logDestination ? { LOG_LEVEL: 'trace' } : {}),
    ...settings,
  });
  // A second app on PostgreSQL opens its own pool to the same database, as another process would;
  // in-memory PGlite can be opened once only, so the second app shares the first one's.
  const template = seeded?.kind === 'postgres' ? seeded.template : undefined;
  const databaseUrl =
    sameDatabaseAs?.databaseUrl ?? (process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL, template) : undefined);
  const pgliteDump = seeded?.kind === 'pglite' ? new Blob([readFileSync(seeded.dumpFile)]) : undefined;
  const isShared = sameDatabaseAs !== undefined && databaseUrl === undefined;
  const database = isShared
    ? sameDatabaseAs.database
    : await openDatabase(databaseUrl ? { url: databaseUrl, timeouts: databaseTimeouts(env) } : { pgliteDir, pgliteDump });
  registerFixtureCipher(database.db, createDataCipher(env.dataKeys));
  if (!sameDatabaseAs && !seeded) await seedDemoStore({ db: database.db, cipher: createDataCipher(env.dataKeys), hashPassword });
  // `checks`: stand-ins for a paid service's adapter, over the offline defaults.
  const checks = checkStandIns && { ...createChecks(env), ...checkStandIns };
  const app = await buildApp({
    db: database.db,
    env,
    logger: logDestination !== undefined,
    logDestination,
    checks,
    ...(clock ? { clock } : {}),
  });
  return {
    app,
    env,
    database,
    databaseUrl,
    call: async (options) => {
      app.enrollmentCache.forgetAll();
      return app.inject({ ...options, headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}`, ...(options.headers ?? {}) } });
    },
    catalogChanged: () => app.catalog.sync(),
    signIn: async (who) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
        payload: DEMO_STAFF[who],
      });
      const cookie = res.cookies.find((c) => c.name === 'bs_session');
      if (!cookie) throw new Error(`sign-in failed: ${res.body}`);
      return { bs_session: cookie.value };
    },
    close: async () => {
      await app.close();
      if (!isShared) await database.close();
    },
  };
}
