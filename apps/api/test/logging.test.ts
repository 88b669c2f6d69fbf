import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemoStore } from '../src/db/seed/seed-demo-store';
import { staffAccounts } from '../src/db/schema';
import { createDataCipher } from '../src/lib/data-cipher';
import { hashPassword } from '../src/lib/password';
import { DEMO_API_CLIENT_KEY, loadEnv } from '../src/env';
import { DEMO_STAFF } from '../src/db/seed/demo-ids';
import { createEnrollmentFixture, registerFixtureCipher } from './fixtures';

/** Values that must never reach a log line. */
const EMAIL = 'zelda.secretname@example.com';
const NAME = 'Zelda Secretname';
const MESSAGE = 'my-private-note';
const TOKEN = randomBytes(32).toString('base64url');
const DB_VALUE = 'db-param-value-4711';

let app: FastifyInstance;
let database: Database;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  const env = loadEnv({
    DATA_KEY: randomBytes(32).toString('base64'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: '/tmp/benefit-store-test',
  });
  database = await openDatabase({});
  await seedDemoStore({ db: database.db, cipher: createDataCipher(env.dataKeys), hashPassword });
  registerFixtureCipher(database.db, createDataCipher(env.dataKeys));
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ db: database.db, env, logDestination: destination });
  // Test-only calls that make the database refuse a value, as a bug in a call would.
  app.get('/test-only/db-error', async () => database.db.execute(sql`select ${DB_VALUE}::int as n`));
  app.get('/test-only/db-duplicate', async () => {
    const { id: _id, ...existing } = (await database.db.select().from(staffAccounts)).find((row) => row.email === DEMO_STAFF.agent.email)!;
    return database.db.insert(staffAccounts).values(existing);
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (url: string) => app.inject({ url, headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}`, accept: 'application/json' } });

describe('log lines hold nothing personal and no token (docs/decisions/0023, DESIGN §5)', () => {
  it('logs the target of a personal call without its query values', async () => {
    const { enrollmentId } = await createEnrollmentFixture(database.db);
    const query = new URLSearchParams({
      enrollment_id: enrollmentId,
      tab: 'cart_info',
      type: 'preview',
      name: NAME,
      email: EMAIL,
      message: MESSAGE,
    });
    const res = await call(`/api/v1/get-quote-preview-content?${query.toString()}`);
    expect(res.statusCode).toBeLessThan(500);
    expect(log()).toContain('/api/v1/get-quote-preview-content?enrollment_id=[redacted]&tab=[redacted]');
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), NAME, encodeURIComponent(NAME), 'Zelda', MESSAGE, enrollmentId]) {
      expect(log()).not.toContain(secret);
    }
  });

  it('redacts link tokens in paths and token= values', async () => {
    for (const url of [
      `/api/v1/quote/${TOKEN}`,
      `/api/v1/quote/${TOKEN}/enroll`,
      `/quote/${TOKEN}`,
      `/jsmith/quote/${TOKEN}`,
      `/direct-continue/${TOKEN}`,
      `/jsmith/member-benefit-store/${TOKEN}/IO`,
      `/api/v1/get-default-info?token=${TOKEN}`,
      `/plans?${TOKEN}`,
    ]) {
      await call(url);
    }
    expect(log()).toContain('/api/v1/quote/[redacted]');
    expect(log()).toContain('/jsmith/member-benefit-store/[redacted]');
    expect(log()).toContain('token=[redacted]');
    expect(log()).not.toContain(TOKEN);
  });

  it('logs a database error without its parameters or values', async () => {
    const res = await call(`/test-only/db-error?email=${encodeURIComponent(EMAIL)}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', data: [], message: 'Something went wrong' });
    const duplicate = await call('/test-only/db-duplicate');
    expect(duplicate.statusCode).toBe(500);

    const errors = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> }).filter((line) => line.err);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    // The error is still useful: its type, the database's code and the names involved.
    expect(JSON.stringify(errors)).toContain('22P02');
    expect(JSON.stringify(errors)).toContain('23505');
    expect(log()).not.toContain(DB_VALUE);
    expect(log()).not.toContain(EMAIL);
    expect(log()).not.toContain(DEMO_STAFF.agent.email);
    expect(log()).not.toMatch(/"params"|"parameters"|"detail"/);
  });
});
