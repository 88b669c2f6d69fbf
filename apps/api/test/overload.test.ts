import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createEnrollmentFixture, findPlanByCode } from './fixtures';
import { cartItems, planEvents } from '../src/db/schema';
import { BUSY_MESSAGE } from '../src/lib/service-busy';

/**
 * Overload and timeouts (docs/decisions/0057). Pressure is forced deterministically: a
 * heap threshold of one byte is past as soon as the first sample is taken (every 10 ms here), so
 * the test waits for that sample, never for a load to build up.
 */
const TX = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '1', tier: 'IO' };
const BUSY_ENVELOPE = { status: 'error', data: [{ target_element: 'request', error_message: BUSY_MESSAGE }], message: BUSY_MESSAGE };

async function addDentalToCart(t: TestApp) {
  const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db, { filter: TX });
  const { plan, options } = await findPlanByCode(t.database.db, 'DN101');
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/add-plan-to-cart',
    payload: { enrollment_id: enrollmentId, plan_id: plan.id, plan_pricing_id: options[0]!.id },
    cookies,
  });
  const cart = await t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  const events = await t.database.db.select().from(planEvents).where(eq(planEvents.enrollmentId, enrollmentId));
  return { res, written: cart.length + events.length };
}

describe('under pressure', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Benefit Store</title>');
    t = await createTestApp({
      settings: { WEB_DIST: webDist, PRESSURE_MAX_HEAP_BYTES: '1', PRESSURE_SAMPLE_INTERVAL_MS: '10', PRESSURE_RETRY_AFTER_SECONDS: '7' },
    });
    await t.app.ready();
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers an API call 503 with Retry-After in the envelope and writes nothing', async () => {
    const { res, written } = await addDentalToCart(t);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual(BUSY_ENVELOPE);
    expect(written).toBe(0);
  });

  it('still answers /healthz 200 (liveness), saying it is busy', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { ok: true, busy: true } });
  });

  it("still serves the web app's files", async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Benefit Store');
  });
});

describe('without pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The same set-up with the heap threshold out of reach (and the event-loop one off: this machine's load is not the test's).
    t = await createTestApp({
      settings: { PRESSURE_MAX_HEAP_BYTES: String(2 ** 40), PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', PRESSURE_SAMPLE_INTERVAL_MS: '10' },
    });
    await t.app.ready();
    await vi.waitFor(() => expect(t.app.memoryUsage().heapUsed).toBeGreaterThan(0));
  });
  afterAll(() => t.close());

  it('answers an API call normally and writes it', async () => {
    expect(t.app.isUnderPressure()).toBe(false);
    const { res, written } = await addDentalToCart(t);
    expect(res.statusCode).toBe(200);
    expect(written).toBe(2);
  });

  it('sets the request, connection and keep-alive timeouts from the settings', async () => {
    const u = await createTestApp({
      sameDatabaseAs: t,
      settings: { REQUEST_TIMEOUT_MS: '1234', CONNECTION_TIMEOUT_MS: '5678', KEEP_ALIVE_TIMEOUT_MS: '4321' },
    });
    try {
      expect(u.app.initialConfig).toMatchObject({ requestTimeout: 1234, connectionTimeout: 5678, keepAliveTimeout: 4321 });
      expect(u.app.server.requestTimeout).toBe(1234);
      expect(u.app.server.keepAliveTimeout).toBe(4321);
    } finally {
      await u.close();
    }
  });
});

describe('database timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: { DB_STATEMENT_TIMEOUT_MS: '100', DB_POOL_WAIT_MS: '200' } });
    // Not API paths (those come from call definitions only): a statement the database cancels, and a slow one.
    t.app.get('/test/cancelled-statement', async () => {
      await t.database.db.execute(sql`do $$ begin raise exception 'cancelled' using errcode = 'query_canceled'; end $$`);
    });
    t.app.get('/test/slow-statement', async () => {
      await t.database.db.execute(sql`select pg_sleep(1)`);
      return { status: 'success', data: {} };
    });
  });
  afterAll(() => t.close());

  it('answers a statement the database cancelled with 503 and Retry-After in the envelope, not a 500', async () => {
    const res = await t.app.inject({ url: '/test/cancelled-statement' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual(BUSY_ENVELOPE);
  });

  it('on PostgreSQL cancels a statement past DB_STATEMENT_TIMEOUT_MS; PGlite cannot cancel one and lets it finish', async () => {
    const res = await t.app.inject({ url: '/test/slow-statement' });
    if (t.database.kind === 'postgres') {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY_ENVELOPE);
    } else {
      expect(res.statusCode).toBe(200);
    }
  });

  it('on PostgreSQL answers a call that waited past DB_POOL_WAIT_MS for a pooled connection with 503, not a 500', async () => {
    const call = () => t.call({ url: '/api/v1/get-menu-filtered-plans?category=dental' });
    if (t.database.kind !== 'postgres') {
      // PGlite has no pool: its one session takes every statement in turn.
      expect((await call()).statusCode).toBe(200);
      return;
    }
    const pool = t.database.db.$client as unknown as { connect(): Promise<{ release(): void }>; options: { max: number } };
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      // The catalog is in memory; the call below needs a connection for nothing else, so read a held enrollment.
      const res = await t.call({ url: `/api/v1/get-plan-cart?enrollment_id=00000000-0000-4000-8000-000000000000` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toEqual(BUSY_ENVELOPE);
    } finally {
      for (const client of held) client.release();
    }
    expect((await call()).statusCode).toBe(200);
  });
});
