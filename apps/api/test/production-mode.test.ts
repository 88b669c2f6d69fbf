/**
 * NODE_ENV=production on a new store (docs/decisions/0106), in this process on the suite's database:
 * in-memory PGlite, or a new database on the PostgreSQL server of DATABASE_URL (CI runs both). The
 * real processes started together are test/production-start.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTING_KEYS } from '@benefit-store/domain';
import { buildApp } from '../src/app';
import { connectDatabase, pendingMigrations, type Database } from '../src/db/client';
import { databaseWarnings, migrateStore, prepareDatabase } from '../src/db/open-from-env';
import { runMigrateCommand } from '../src/db/migrate-command';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_MEMBER_ID, DEMO_STAFF } from '../src/db/seed/demo-ids';
import { checkDataKey } from '../src/data-key/key-check';
import { DEMO_API_CLIENT_KEY, loadEnv, type Env } from '../src/env';
import { createDataCipher } from '../src/lib/data-cipher';
import { PASSWORD_TOO_COMMON } from '../src/lib/password-policy';
import { StartRefusal } from '../src/lib/start-refusal';
import { createAdministrator } from '../src/modules/accounts/index';
import { readMemberPrefill } from '../src/modules/members/index';
import { dropPostgresDatabase, freshPostgresDatabase } from './fresh-postgres-database';
import { createTestApp } from './test-app';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** The settings of a production process on this database, with this data key. */
function productionEnv(databaseUrl: string | undefined, dataKey: string, settings: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'production',
    DATA_KEY: dataKey,
    DATA_DIR: '/tmp/benefit-store-test',
    DATABASE_URL: databaseUrl ?? '',
    MIGRATE_WAIT_SECONDS: '0',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...settings,
  });
}

/** An empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
async function emptyDatabase(): Promise<{ database: Database; url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await connectDatabase({});
    return { database, url: undefined, drop: () => database.close() };
  }
  const url = await freshPostgresDatabase(base);
  const database = await connectDatabase({ url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await dropPostgresDatabase(base, url);
    },
  };
}

const count = async (database: Database, table: string) =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;

const DEMO_TABLES = [
  'agents',
  'groups',
  'portals',
  'sites',
  'landing_pages',
  'carriers',
  'plans',
  'memberships',
  'banks',
  'members',
  'policies',
];
const DEMO_TABLES_TOO = ['referral_links', 'staff_accounts', 'enrollments', 'plan_events'];

describe(`a production start on a new database (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dataKey = randomBytes(32).toString('base64');
  let store: Awaited<ReturnType<typeof emptyDatabase>>;
  let env: Env;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    store = await emptyDatabase();
    env = productionEnv(store.url, dataKey);
  });
  afterAll(async () => {
    await app?.close();
    await store.drop();
  });

  const signIn = (payload: { email: string; password: string }) =>
    app!.inject({ method: 'POST', url: '/api/v1/auth/sign-in', headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` }, payload });

  it('refuses while the schema is behind, saying to run npm run migrate, and migrates nothing itself', async () => {
    const all = await pendingMigrations(store.database);
    expect(all).toBeGreaterThan(20);
    const refused = prepareDatabase(store.database, env, { log: () => undefined });
    await expect(refused).rejects.toThrow(StartRefusal);
    await expect(refused).rejects.toThrow(
      /schema is behind this version of the store \(\d+ migrations to apply\).*never migrates: run `npm run migrate`/,
    );
    expect(await pendingMigrations(store.database)).toBe(all);
  });

  it('never seeds the demo store, even through npm run migrate -- --demo', async () => {
    const printed: string[] = [];
    expect(await runMigrateCommand(['--demo'], env, (line) => printed.push(line))).toBe(1);
    expect(printed.join('\n')).toContain('never seeded with NODE_ENV=production');
  });

  it('after npm run migrate, starts with the reference data and nothing of the demo: no demo rows, no demo sign-in', async () => {
    expect(await migrateStore(store.database, env, { withDemo: false })).toEqual({
      migrations: expect.any(Number) as number,
      referenceSeeded: true,
      demoSeeded: false,
    });
    await expect(prepareDatabase(store.database, env)).resolves.toBeUndefined();
    for (const table of [...DEMO_TABLES, ...DEMO_TABLES_TOO]) expect(await count(store.database, table), table).toBe(0);
    expect(await count(store.database, 'health_questions')).toBe(8);
    expect(await count(store.database, 'ethnic_categories')).toBe(12);
    expect(await count(store.database, 'agreement_texts')).toBe(4);
    expect(await count(store.database, 'chat_questions')).toBe(5);
    expect(await count(store.database, 'site_settings')).toBe(SITE_SETTING_KEYS.length);
    expect(await count(store.database, 'data_key_canary')).toBe(1);

    expect(await databaseWarnings(store.database, env)).toEqual([]);

    app = await buildApp({ db: store.database.db, env, logger: false });
    expect((await signIn(DEMO_STAFF.agent)).statusCode).toBe(401);
    expect((await signIn(DEMO_STAFF.group)).statusCode).toBe(401);
    const ethnic = await app.inject({ url: '/api/v1/get-ethnic-category', headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` } });
    expect(ethnic.statusCode).toBe(200);
  });

  it('takes its first administrator from npm run staff-admin -- create-admin: signs in, reaches no rep or group data', async () => {
    const email = 'Owner@Store.example';
    await expect(createAdministrator(store.database.db, email, 'Password1234!')).rejects.toMatchObject({
      errors: [{ target_element: 'password', error_message: PASSWORD_TOO_COMMON }],
    });
    await expect(createAdministrator(store.database.db, 'not an address', 'Harbor-Lantern-Quiet-58')).rejects.toThrow('not an e-mail');
    expect(await createAdministrator(store.database.db, email, 'Harbor-Lantern-Quiet-58')).toBe(true);
    expect(await createAdministrator(store.database.db, email.toLowerCase(), 'Another-Harbor-Lantern-9')).toBe(false);

    const signedIn = await signIn({ email: 'owner@store.example', password: 'Harbor-Lantern-Quiet-58' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ role: 'admin', agent_id: null, group_id: null, two_factor: 'off' });
    const cookies = { bs_session: signedIn.cookies.find((c) => c.name === 'bs_session')!.value };
    const call = (url: string) => app!.inject({ url, cookies, headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` } });
    expect((await call(`/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`)).statusCode).toBe(403);
    expect((await call(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`)).statusCode).toBe(403);
    const enroll = await app!.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/enroll',
      cookies,
      headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    });
    expect(enroll.statusCode).toBe(200);
  });

  it('refuses another data key with a message that says what to set and holds no key', async () => {
    const otherKey = randomBytes(32).toString('base64');
    const refused = prepareDatabase(store.database, productionEnv(store.url, otherKey));
    await expect(refused).rejects.toThrow(StartRefusal);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).toContain('The data key does not fit this database: its key check, sealed under data key k1');
    expect(message).toContain('set DATA_KEY or DATA_KEY_FILE');
    for (const key of [dataKey, otherKey]) expect(message).not.toContain(key);
    // The right key still starts, as before.
    await expect(prepareDatabase(store.database, env)).resolves.toBeUndefined();
  });
});

describe(`the data key's check on a store sealed before it existed (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a key that does not open a sample of the sealed values; the right key seals the check at its first start', async () => {
    // The demo store: members' SSNs, payment numbers, outbox messages sealed, and no check yet.
    const t = await createTestApp();
    try {
      const { db } = t.database;
      const right = createDataCipher(t.env.dataKeys);
      const wrong = createDataCipher(
        loadEnv({ DATA_KEY: randomBytes(32).toString('base64'), DATA_DIR: '/tmp/benefit-store-test' }).dataKeys,
      );
      expect(await count(t.database, 'data_key_canary')).toBe(0);
      // A production server on it says at start that the demo's published sign-ins are live.
      expect(await databaseWarnings(t.database, { NODE_ENV: 'production' })).toEqual([expect.stringContaining('holds the demo store')]);

      const bySample = checkDataKey(db, wrong, ['k1']);
      await expect(bySample).rejects.toThrow(StartRefusal);
      await expect(bySample).rejects.toThrow(
        /sealed values opened at start do not open with the keys given \(k1\): .*members:ssn_enc \(under k1\)/,
      );
      expect(await count(t.database, 'data_key_canary')).toBe(0);

      await checkDataKey(db, right, ['k1']);
      expect(await count(t.database, 'data_key_canary')).toBe(1);
      await expect(checkDataKey(db, wrong, ['k1'])).rejects.toThrow('its key check, sealed under data key k1');
      await expect(checkDataKey(db, right, ['k1'])).resolves.toBeUndefined();
      // The demo member's SSN still opens with the right key: nothing was re-sealed on the way.
      expect((await readMemberPrefill(db, right, DEMO_MEMBER_ID))?.primary_info.ssn).toMatch(/^\d{9}$/);
    } finally {
      await t.close();
    }
  });
});
