import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { createSmtpTransport, deliverDueMessages, MAX_ATTEMPTS, withoutAddresses } from './delivery-worker';
import { emailOutbox } from '../db/schema';
import { randomBytes } from 'node:crypto';
import { enqueueMessage } from './outbox';
import { findMessage } from './outbox.repository';
import { createDataCipher } from '../lib/data-cipher';
import { singleKeyRing } from '../lib/data-keys';
import { startSmtp } from '../../test/smtp-capture';

const cipher = createDataCipher(singleKeyRing(randomBytes(32)));

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
    const id = await enqueueMessage(database.db, cipher, message('retry@example.com'));
    const t0 = new Date();
    const attempt = (asOf: Date) => deliverDueMessages({ db: database.db, cipher, transport, from: 'store@example.com', asOf });

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
    const id = await enqueueMessage(database.db, cipher, message('later@example.com'));
    const t0 = new Date();

    const whileDown = await deliverDueMessages({ db: database.db, cipher, transport, from: 'store@example.com', asOf: t0 });
    expect(whileDown.sent).toBe(0);
    expect(await findMessage(database.db, id)).toMatchObject({ status: 'pending', attempts: 1 });

    const smtp = await startSmtp({ port });
    const back = await deliverDueMessages({ db: database.db, cipher, transport, from: 'store@example.com', asOf: later(t0, 1) });
    expect(back.sent).toBe(1);
    expect(smtp.received.filter((m) => m.to === 'later@example.com')).toHaveLength(1);
    transport.close();
    await smtp.close();
  });

  it('gives up after its last attempt, drops the message, and keeps no address in the reason', async () => {
    const smtp = await startSmtp({ refuse: 'all' });
    const transport = transportTo(smtp.port);
    const id = await enqueueMessage(database.db, cipher, message('given.up@example.com'));
    await database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    expect((await deliverDueMessages({ db: database.db, cipher, transport, from: 'store@example.com' })).sent).toBe(0);
    expect(await findMessage(database.db, id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, messageEnc: null });
    expect(withoutAddresses('550 5.1.1 <given.up@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    transport.close();
    await smtp.close();
  });
});
