import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../db/client';
import { createSmtpTransport, deliverDueMessages } from './delivery-worker';
import { enqueueMessage, findMessage } from './outbox.repository';

type Received = { to: string; raw: string };

/** A real SMTP server that refuses the first `refuse` messages with a temporary error. */
async function startSmtp({ refuse = 0, port = 0 } = {}) {
  const received: Received[] = [];
  let refusals = refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return { received, port: actualPort, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const transportTo = (port: number) => createSmtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
const message = (to: string) => ({ kind: 'test', to, subject: 'Your quote', html: '<p>Plans and totals</p>', text: 'Plans and totals' });
const later = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000);

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

describe('e-mail delivery from the outbox', () => {
  it('retries after refusals and delivers exactly once', async () => {
    const smtp = await startSmtp({ refuse: 2 });
    const transport = transportTo(smtp.port);
    const id = await enqueueMessage(database.db, message('retry@example.com'));
    const t0 = new Date();
    const attempt = (asOf: Date) => deliverDueMessages({ db: database.db, transport, from: 'store@example.com', asOf });

    expect((await attempt(t0)).sent).toBe(0);
    expect((await findMessage(database.db, id))?.status).toBe('pending');
    // Not due again until the backoff has passed.
    expect((await attempt(t0)).claimed).toBe(0);
    expect((await attempt(later(t0, 1))).sent).toBe(0);
    expect((await attempt(later(t0, 2))).sent).toBe(1);
    expect((await attempt(later(t0, 3))).claimed).toBe(0);

    const mine = smtp.received.filter((m) => m.to === 'retry@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.raw).toContain('Plans and totals');
    const stored = await findMessage(database.db, id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 3 });
    transport.close();
    await smtp.close();
  });

  it('keeps a message while the server is down and sends it when it returns', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const transport = transportTo(port);
    const id = await enqueueMessage(database.db, message('later@example.com'));
    const t0 = new Date();

    const whileDown = await deliverDueMessages({ db: database.db, transport, from: 'store@example.com', asOf: t0 });
    expect(whileDown.sent).toBe(0);
    expect(await findMessage(database.db, id)).toMatchObject({ status: 'pending', attempts: 1 });

    const smtp = await startSmtp({ port });
    const back = await deliverDueMessages({ db: database.db, transport, from: 'store@example.com', asOf: later(t0, 1) });
    expect(back.sent).toBe(1);
    expect(smtp.received.filter((m) => m.to === 'later@example.com')).toHaveLength(1);
    transport.close();
    await smtp.close();
  });
});
