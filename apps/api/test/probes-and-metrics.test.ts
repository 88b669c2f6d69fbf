/**
 * What an operator's balancer, scraper and log reader rely on (docs/decisions/0110): a liveness and
 * a readiness probe that say what they mean, 404 for paths that are no page, Prometheus metrics
 * behind a token, and a request id in every answer and log line of its request.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('the probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz says the process is alive, /readyz that it is ready, both as JSON on any host', async () => {
    const alive = await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.5:3000' } });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'success', data: { ok: true, busy: false } });
    const ready = await t.app.inject({ url: '/readyz', headers: { host: '10.0.0.5:3000' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'success',
      data: {
        ready: true,
        checks: [
          { name: 'database', ok: true, detail: 'reachable' },
          { name: 'migrations', ok: true, detail: 'current' },
          { name: 'draining', ok: true, detail: 'no' },
        ],
      },
    });
  });

  it('/readyz answers 503 once the schema is behind this version, and again 200 once it is not', async () => {
    const [last] = (
      await t.database.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const behind = await t.app.inject({ url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({
        status: 'error',
        data: [{ target_element: 'migrations', error_message: '1 to apply (npm run migrate)' }],
        message: 'Not ready',
      });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('paths that are none of the app pages answer 404; its pages, landing pages included, 200', async () => {
    for (const url of [
      '/',
      '/plans',
      '/cart?x=1',
      '/plan/12/dental-plus',
      '/jsmith',
      '/JSmith/plans',
      '/acme/enrollment/personal-info',
      '/sign-in',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    for (const url of ['/metrics', '/no-such-rep', '/no-such-rep/plans', '/wp-admin/setup.php', '/plans/extra/segments', '/.env']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      // A person who typed it still gets the app, which says the page was not found.
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    expect((await t.app.inject({ url: '/assets/no-such-file.js' })).statusCode).toBe(404);
  });

  it('/readyz answers 503 while the process drains, and /healthz stays 200', async () => {
    const draining = await createTestApp({ sameDatabaseAs: t });
    try {
      draining.app.startDraining();
      const res = await draining.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ data: [{ target_element: 'draining' }] });
      expect((await draining.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('the metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: { METRICS_TOKEN, SIGN_IN_RATE_LIMIT: '1' } });
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

  it('are refused without the token and with a wrong one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('count requests by route pattern and status, the outbox, the event loop and the limit refusals', async () => {
    await t.call({ url: '/api/v1/get-states' });
    const refused = [];
    for (let i = 0; i < 2; i += 1)
      refused.push(
        await t.call({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: 'nobody@example.com', password: 'not-the-password' },
        }),
      );
    expect(refused.map((res) => res.statusCode)).toContain(429);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/get-states",status_code="200"\} 1/);
    expect(text).toMatch(/limit_refusals_total\{route="\/api\/v1\/auth\/sign-in"\} 1/);
    expect(text).toMatch(/^outbox_backlog \d+$/m);
    expect(text).toMatch(/^outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
    // Never the path asked for: ids and personal values stay out of the labels.
    await t.call({ url: '/api/v1/get-enrollment-temp-info?enrollment_id=5d1f0644-0000-4000-8000-000000000000&column=contact_info' });
    expect((await scrape()).body).not.toContain('5d1f0644');
  });

  it('do not exist without a token', async () => {
    const plain = await createTestApp({ sameDatabaseAs: t, settings: {} });
    try {
      expect((await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('request ids', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      }),
    });
  });
  afterAll(() => t.close());

  it("keep the balancer's id, in the answer and in every log line of the request", async () => {
    const res = await t.call({ url: '/api/v1/get-states', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    const ofRequest = lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .filter((line) => line.reqId === 'lb-7f3a.42');
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('make one when none or a forged one comes, and name it in refusals too', async () => {
    for (const given of [undefined, 'two\nlines', 'x'.repeat(65)]) {
      const res = await t.app.inject({ url: '/api/v1/get-states', headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
