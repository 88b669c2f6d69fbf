import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../test/fixtures';
import { decodeMail, startSmtp } from '../../test/smtp-capture';
import { readFilesUnder } from '../../test/files-under';
import { createDataCipher } from '../lib/data-cipher';
import { saveEnrollmentTab } from '../modules/enrollment/index';
import { deliverDueMessages } from './delivery-worker';

/**
 * What a copy of the database shows of the e-mails it sends (docs/decisions/0088): a continue
 * code with its direct-continue link, a quote link and a verification code are put in the outbox
 * by the real calls, then read back from the raw rows and (PGlite) from the database's files.
 */
const folder = mkdtempSync(join(tmpdir(), 'outbox-at-rest-'));
let t: TestApp;
const cipher = () => createDataCipher(t.env.dataKeys);
beforeAll(async () => {
  t = await createTestApp({ pgliteDir: join(folder, 'pglite') });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const stamp = Date.now();
/** The quote's message, kept in clear on the quote (its page shows it): what shows the scan reads the files. */
const QUOTE_NOTE = `Quoted at rest note ${stamp}`;
const ADDRESSES = {
  saver: `saver.at.rest.${stamp}@example.com`,
  quoted: `quoted.at.rest.${stamp}@example.com`,
  signer: `signer.at.rest.${stamp}@example.com`,
};

async function sendTheThreeMails() {
  const saver = await createEnrollmentFixture(t.database.db);
  const saved = await t.call({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    payload: { enrollment_id: saver.enrollmentId, email: ADDRESSES.saver, tab: 'contact_info' },
    cookies: saver.cookies,
    remoteAddress: '10.88.0.1',
  });
  expect(saved.statusCode).toBe(200);

  const quoted = await createEnrollmentFixture(t.database.db);
  await addCartItemFixture(t.database.db, quoted.enrollmentId, 'DN101');
  const quote = await t.call({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    payload: { enrollment_id: quoted.enrollmentId, email: ADDRESSES.quoted, name: 'Quinn Rest', tab: 'cart_info', message: QUOTE_NOTE },
    cookies: { ...quoted.cookies, ...(await t.signIn('agent')) },
    remoteAddress: '10.88.0.2',
  });
  expect(quote.statusCode).toBe(200);

  const signer = await createEnrollmentFixture(t.database.db, { eprocess: 'rep' });
  const asOf = new Date();
  const steps = {
    primary_info: { first_name: 'Sam', last_name: 'Rest', birthdate: '04/12/1985', gender: '1' },
    contact_info: {
      address1: '1 Elm St',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone_number: '2145550100',
      email_address: ADDRESSES.signer,
    },
  } as const;
  for (const [tab, data] of Object.entries(steps))
    await saveEnrollmentTab(t.database.db, cipher(), { enrollmentId: signer.enrollmentId, tab: tab as keyof typeof steps, data, asOf });
  const code = await t.call({
    method: 'POST',
    url: '/api/v1/send-agreement-verification-code',
    payload: { enrollment_id: signer.enrollmentId },
    cookies: signer.cookies,
    remoteAddress: '10.88.0.3',
  });
  expect(code.statusCode).toBe(200);
}

/** Every outbox row as the database holds it, one JSON text a row. */
async function rawOutboxRows(): Promise<string[]> {
  const result = await t.database.db.execute<{ row: string }>(sql`select row_to_json(o)::text as row from email_outbox o`);
  return result.rows.map((r) => r.row);
}

/** The secrets each e-mail carried, read from what the SMTP server was handed. */
function secretsIn(mails: string[]) {
  const all = mails.join('\n');
  const found = {
    continueCode: /Your enrollment code: ([A-Z0-9]{8})/.exec(all)?.[1],
    continueLinkToken: /\/direct-continue\/([A-Za-z0-9_-]{43})\//.exec(all)?.[1],
    quoteLinkToken: /\/quote\/([A-Za-z0-9_-]{43})/.exec(all)?.[1],
    verificationCode: /this code:\s+(\d{6})/.exec(all)?.[1],
  };
  for (const [name, value] of Object.entries(found)) expect(value, name).toBeDefined();
  return found as Record<keyof typeof found, string>;
}

let secrets: ReturnType<typeof secretsIn>;

/**
 * The forms each secret would be stored in: six digits alone turn up by chance among stored
 * numbers and sealed text, so the verification code is looked for as its e-mail holds it
 * (HTML, text, and the text as a JSON row shows it).
 */
const storedForms = ({ verificationCode, ...rest }: typeof secrets): Record<string, string> => ({
  ...rest,
  verificationCodeHtml: `>${verificationCode}<`,
  verificationCodeText: `${verificationCode}\n\nThe code works`,
  verificationCodeJson: `${verificationCode}\\n\\nThe code works`,
});

describe('the outbox at rest', () => {
  it('holds no code, link token or address in clear while the e-mails wait, in its rows or the database files', async () => {
    await sendTheThreeMails();
    // A server that takes each message and refuses it: the secrets are known, the messages stay waiting.
    const smtp = await startSmtp({ refuse: 'all' });
    const transport = smtp.transport();
    await deliverDueMessages({ db: t.database.db, cipher: cipher(), transport, from: 'store@example.com' });
    transport.close();
    await smtp.close();
    expect(smtp.offered.map((m) => m.to).sort()).toEqual(Object.values(ADDRESSES).sort());
    secrets = secretsIn(smtp.offered.map((m) => decodeMail(m.raw)));

    const rows = await rawOutboxRows();
    expect(rows).toHaveLength(3);
    for (const [name, secret] of Object.entries({ ...storedForms(secrets), ...ADDRESSES }))
      expect(
        rows.find((row) => row.toLowerCase().includes(secret.toLowerCase())),
        `${name} in an outbox row`,
      ).toBeUndefined();

    if (t.databaseUrl) return; // PostgreSQL's files are the server's, not this test's.
    const files = readFilesUnder(folder);
    // The scan sees what was written: the quote's message is kept in clear.
    expect(files.some((file) => file.bytes.includes(Buffer.from(QUOTE_NOTE)))).toBe(true);
    // Nor the addresses, sealed wherever they are kept (docs/decisions/0095).
    for (const [name, secret] of Object.entries({ ...storedForms(secrets), ...ADDRESSES }))
      expect(files.find((file) => file.bytes.includes(Buffer.from(secret)))?.path, `${name} in the database files`).toBeUndefined();
  });

  it("drops a delivered message's recipient and body, and keeps its kind, recipient hash, times and attempts", async () => {
    const smtp = await startSmtp();
    const transport = smtp.transport();
    const delivered = await deliverDueMessages({
      db: t.database.db,
      cipher: cipher(),
      transport,
      from: 'store@example.com',
      asOf: new Date(Date.now() + 3_600_000),
    });
    transport.close();
    await smtp.close();
    expect(delivered.sent).toBe(3);
    // The real SMTP server got each e-mail whole.
    const mails = smtp.received.map((m) => decodeMail(m.raw));
    expect(secretsIn(mails)).toEqual(secrets);

    const rows = (await rawOutboxRows()).map((row) => JSON.parse(row) as Record<string, unknown>);
    expect(rows.map((row) => row.kind).sort()).toEqual(['agreement_code', 'continue_code', 'quote']);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, message_enc: null, last_error: null });
      expect(row.recipient_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.created_at).toEqual(expect.any(String));
      expect(row.sent_at).toEqual(expect.any(String));
    }
  });
});
