/**
 * The real processes of a production deployment (docs/decisions/0106): servers, `npm run migrate`
 * and `npm run staff-admin` as child processes with NODE_ENV=production, on the suite's database
 * kind. Processes started together need a database several processes can open: those tests are
 * for PostgreSQL (CI's run with DATABASE_URL) and say so in their names. The same rules tested in
 * this process, on both databases: test/production-mode.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, pgliteDirFor, type Database } from '../src/db/client';
import { staffAccounts } from '../src/db/schema';
import { DEMO_STAFF } from '../src/db/seed/demo-ids';
import { DEMO_API_CLIENT_KEY } from '../src/env';
import { dropPostgresDatabase, freshPostgresDatabase } from './fresh-postgres-database';
import { freePort, runStoreCommand, startServerProcess, type ServerProcess, type StoreProcessOptions } from './server-process';

const baseUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-production-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function newPostgresDatabase(template?: string): Promise<string> {
  const url = await freshPostgresDatabase(baseUrl!, template);
  cleanups.push(() => dropPostgresDatabase(baseUrl!, url));
  return url;
}

/** A copy of the suite's seeded store for processes: a PostgreSQL database from its template, or PGlite files in a data folder. */
async function seededStore(): Promise<StoreProcessOptions> {
  const seeded = inject('seededDatabase');
  const dataDir = newDataDir();
  const settings = { DATA_KEY: seeded.dataKey };
  if (seeded.kind === 'postgres') return { dataDir, databaseUrl: await newPostgresDatabase(seeded.template), settings };
  const files = await connectDatabase({ pgliteDir: pgliteDirFor(dataDir), pgliteDump: new Blob([readFileSync(seeded.dumpFile)]) });
  await files.close();
  return { dataDir, settings };
}

async function started(options: Parameters<typeof startServerProcess>[0]): Promise<ServerProcess> {
  const server = await startServerProcess(options);
  cleanups.push(() => server.kill('SIGTERM'));
  return server;
}

const signIn = (server: ServerProcess, body: { email: string; password: string }) =>
  fetch(`${server.base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function withDatabase<T>(options: StoreProcessOptions, read: (database: Database) => Promise<T>): Promise<T> {
  const database = await connectDatabase(options.databaseUrl ? { url: options.databaseUrl } : { pgliteDir: pgliteDirFor(options.dataDir) });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

const rowCount = async (database: Database, table: string) =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;

describe("a production server's log", () => {
  it("is JSON only on standard output, each request's lines carrying its request id", { timeout: 60_000 }, async () => {
    const store = await seededStore();
    const server = await started({ ...store, port: await freePort(), settings: { ...store.settings, LOG_LEVEL: 'info' } });
    const res = await fetch(`${server.base}/api/v1/get-states`, {
      headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}`, 'x-request-id': 'balancer-1234' },
    });
    expect(res.headers.get('x-request-id')).toBe('balancer-1234');
    await server.kill('SIGTERM');
    const lines = server.output().split('\n').filter(Boolean);
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; reqId?: string };
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
    expect(entries.map((entry) => entry.msg)).toContain('Benefit Store is running');
    expect(entries.filter((entry) => entry.reqId === 'balancer-1234').map((entry) => entry.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(server.output()).not.toContain('mailbox');
  });
});

describe('a production server without a data key setting', () => {
  it('refuses to start in one line saying what to set, and generates no key', async () => {
    const dataDir = newDataDir();
    const refused = await startServerProcess({ dataDir, port: await freePort(), settings: { DATA_KEY: '' } }).catch(
      (error: Error) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('NODE_ENV=production never generates a data key: set DATA_KEY, or DATA_KEY_FILE');
    expect((refused as Error).message).not.toContain('    at ');
    expect(existsSync(join(dataDir, 'data.key'))).toBe(false);
  });
});

describe(`npm run staff-admin -- create-admin (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates the administrator from a piped password, printing neither it nor the e-mail', { timeout: 60_000 }, async () => {
    const store = await seededStore();
    const email = 'first.admin@store.example';
    const password = 'Copper-Kettle-Morning-42';
    // One run (each opens the database in a new process); a second account on the e-mail: production-mode.test.ts.
    const created = await runStoreCommand('apps/api/src/staff-admin-cli.ts', ['create-admin', email], { ...store, input: `${password}\n` });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Administrator account created');
    for (const printed of [created.stdout, created.stderr]) {
      expect(printed).not.toContain(email);
      expect(printed).not.toContain(password);
    }
    const [account] = await withDatabase(store, (database) =>
      database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)),
    );
    expect(account).toMatchObject({ role: 'admin', agentId: null, groupId: null });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe.skipIf(!baseUrl)('on PostgreSQL: processes started together on an empty database', () => {
  const dataKey = randomBytes(32).toString('base64');

  it(
    'outside production, two servers both come up, one migrating and seeding the demo store while the other waits',
    { timeout: 120_000 },
    async () => {
      const store = {
        dataDir: newDataDir(),
        databaseUrl: await newPostgresDatabase(),
        settings: { NODE_ENV: 'development', DATA_KEY: dataKey },
      };
      const [first, second] = await Promise.all([
        started({ ...store, port: await freePort() }),
        started({ ...store, port: await freePort() }),
      ]);
      for (const server of [first, second]) expect((await signIn(server, DEMO_STAFF.agent)).status).toBe(200);
      expect(await withDatabase(store, (database) => rowCount(database, 'agents'))).toBe(5);
    },
  );

  it(
    'in production, npm run migrate and two servers started with it all come up: no demo rows, no demo sign-in',
    { timeout: 120_000 },
    async () => {
      const store = { dataDir: newDataDir(), databaseUrl: await newPostgresDatabase(), settings: { DATA_KEY: dataKey } };
      const [migrated, first, second] = await Promise.all([
        runStoreCommand('apps/api/src/cli/migrate.ts', [], store),
        started({ ...store, port: await freePort() }),
        started({ ...store, port: await freePort() }),
      ]);
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toMatch(/Applied \d+ migrations; seeded the reference data/);
      for (const server of [first, second]) {
        expect((await signIn(server, DEMO_STAFF.agent)).status).toBe(401);
        expect((await signIn(server, DEMO_STAFF.group)).status).toBe(401);
      }
      await withDatabase(store, async (database) => {
        for (const table of ['agents', 'groups', 'plans', 'members', 'staff_accounts'])
          expect(await rowCount(database, table), table).toBe(0);
        expect(await rowCount(database, 'health_questions')).toBeGreaterThan(0);
      });

      // Another key on the same database: refused in one line that says what to set, with no key in it.
      const otherKey = randomBytes(32).toString('base64');
      const refused = await startServerProcess({ ...store, port: await freePort(), settings: { DATA_KEY: otherKey } }).catch(
        (error: Error) => error,
      );
      expect(refused).toBeInstanceOf(Error);
      const message = (refused as Error).message;
      expect(message).toContain('The data key does not fit this database');
      expect(message).not.toContain('    at ');
      for (const key of [dataKey, otherKey]) expect(message).not.toContain(key);
    },
  );
});

describe('a server restarted under load', () => {
  it('loses no request: a client that retries only when a connection is refused sees every answer', { timeout: 120_000 }, async () => {
    const store = await seededStore();
    const port = await freePort();
    let server = await started({ ...store, port });
    const outcomes = { answered: 0, refusedThenRetried: 0, failed: [] as string[] };
    let running = true;
    /** One client of several: GETs one after another on keep-alive connections; retries only on ECONNREFUSED. */
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${server.base}/api/v1/get-states`, { headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` } });
          await res.arrayBuffer();
          if (res.status === 200) outcomes.answered += 1;
          else outcomes.failed.push(`status ${res.status}`);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code === 'ECONNREFUSED') {
            outcomes.refusedThenRetried += 1;
            await sleep(50);
          } else outcomes.failed.push(`${code ?? ''} ${(error as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(1_000);
    const before = outcomes.answered;
    await server.kill('SIGTERM');
    server = await started({ ...store, port });
    await sleep(1_000);
    running = false;
    await Promise.all(clients);
    expect(outcomes.failed).toEqual([]);
    expect(before).toBeGreaterThan(20);
    expect(outcomes.answered).toBeGreaterThan(before);
  });
});
