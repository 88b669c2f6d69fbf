import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';
import { startDeliveryWorker } from '../src/mail/delivery-worker';
import { stopServer } from '../src/stop-server';
import { createDataCipher } from '../src/lib/data-cipher';

describe('stopping the server (docs/decisions/0023)', () => {
  it('lets a running request finish on the database before the database closes', async () => {
    const t = await createTestApp();
    const { app, database } = t;
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    // A slow call that keeps using the database for a while, as a long request does.
    app.get('/slow-test-call', async () => {
      started();
      let rows = 0;
      for (let i = 0; i < 10; i++) {
        await sleep(30);
        rows += (await database.db.execute(sql`select 1 as one`)).rows.length;
      }
      return { status: 'success', data: { rows } };
    });
    const worker = startDeliveryWorker({
      db: database.db,
      cipher: createDataCipher(t.env.dataKeys),
      transport: nodemailer.createTransport({ jsonTransport: true }),
      from: 'test@example.com',
      intervalMs: 20,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow-test-call`);
    await requestStarted;
    const stopStarted = Date.now();
    const stopping = stopServer({ app, worker, database });

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', data: { rows: 10 } });
    await expect(stopping).resolves.toBeUndefined();
    // The finished request's keep-alive connection does not hold the stop.
    expect(Date.now() - stopStarted).toBeLessThan(3_000);
    // Stopped means stopped: no new connection is taken.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
