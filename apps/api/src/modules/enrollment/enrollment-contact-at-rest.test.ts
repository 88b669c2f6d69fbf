import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tableFiles } from '../../../test/table-files';
import { addCartItemFixture } from '../../../test/fixtures';
import { browser } from '../../../test/responses';
import { CONTACT_INFO_BODY, EMPLOYER_INFO_BODY } from '../../../test/wire-bodies';

/**
 * What a copy of the database shows of an applicant while they enroll (docs/decisions/0095): the
 * finder's date of birth, the contact and employer steps, the address a save-for-later code went
 * to and a quote's recipient, typed through the calls a browser makes; then the enrollment tables'
 * raw rows and (PGlite) their files on disk are searched for each value.
 */
const folder = mkdtempSync(join(tmpdir(), 'enrollment-contact-at-rest-'));
const pgliteDir = join(folder, 'pglite');
let t: TestApp;
let rep: { bs_session: string };
beforeAll(async () => {
  t = await createTestApp({ pgliteDir });
  rep = await t.signIn('agent');
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const DOB = { us: '09/23/1979', iso: '1979-09-23' };
const CONTACT = { phone: '2145550163', street: '5813 Wrenfield Court', email: 'h.tarrow@example.com' };
const EMPLOYER_STREET = '2290 Quarrystone Parkway';
const SAVED_FOR_LATER = 'tarrow.later@example.com';
const RECIPIENT = { name: 'Hollis Tarrow', email: 'hollis.quote@example.com' };

const SECRETS: Record<string, string> = {
  'birth date (ISO)': DOB.iso,
  'birth date (US)': DOB.us,
  phone: CONTACT.phone,
  street: CONTACT.street,
  'contact e-mail': CONTACT.email,
  'employer street': EMPLOYER_STREET,
  'save-for-later address': SAVED_FOR_LATER,
  'quote recipient address': RECIPIENT.email,
  'quote recipient name': RECIPIENT.name,
};

const TABLES = ['enrollments', 'continue_codes', 'quotes'] as const;

async function rawRows(enrollmentId: string): Promise<string[]> {
  const result = await t.database.db.execute<{ row: string }>(sql`
    select row_to_json(e)::text as row from enrollments e where e.id = ${enrollmentId}
    union all select row_to_json(c)::text from continue_codes c where c.enrollment_id = ${enrollmentId}
    union all select row_to_json(q)::text from quotes q where q.enrollment_id = ${enrollmentId}`);
  return result.rows.map((r) => r.row);
}

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });

describe('an enrollment at rest', () => {
  it("holds no birth date, phone, street, e-mail address or quote recipient in clear, in the enrollment tables' rows or files", async () => {
    const shopper = browser();
    const started = await post(
      '/api/v1/add-filter-for-new-user',
      { zip: '75201', dob: DOB.us, gender: '0', tier: 'IO', agent_id: 1, eprocess: 'rep' },
      shopper,
    );
    expect(started.statusCode, started.body).toBe(200);
    const enrollmentId: string = started.json().data.temp_enrollment_id;
    await addCartItemFixture(t.database.db, enrollmentId, 'DI901');
    const contact = {
      ...CONTACT_INFO_BODY,
      enrollment_id: enrollmentId,
      email_address: CONTACT.email,
      phone_number: CONTACT.phone,
      address1: CONTACT.street,
    };
    const savedContact = await post('/api/v1/save-contact-info', contact, shopper);
    expect(savedContact.statusCode, savedContact.body).toBe(200);
    const savedEmployer = await post(
      '/api/v1/save-employer-info',
      { ...EMPLOYER_INFO_BODY, address1: EMPLOYER_STREET, enrollment_id: enrollmentId },
      shopper,
    );
    expect(savedEmployer.statusCode, savedEmployer.body).toBe(200);
    const later = await post(
      '/api/v1/save-enrollment',
      { enrollment_id: enrollmentId, email: SAVED_FOR_LATER, tab: 'contact_info' },
      shopper,
    );
    expect(later.statusCode, later.body).toBe(200);
    const quote = await post(
      '/api/v1/save-enrollment',
      { enrollment_id: enrollmentId, tab: 'cart_info', data: {}, ...RECIPIENT },
      { ...shopper, ...rep },
    );
    expect(quote.statusCode, quote.body).toBe(200);

    const rows = await rawRows(enrollmentId);
    expect(rows).toHaveLength(3);
    for (const [name, secret] of Object.entries(SECRETS))
      expect(
        rows.find((row) => row.toLowerCase().includes(secret.toLowerCase())),
        `${name} in a row`,
      ).toBeUndefined();

    // The shopper still reads back what they typed.
    const filter = await t.call({
      url: `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=filter_info`,
      cookies: shopper,
    });
    expect(filter.json().data.result).toMatchObject({ dob: DOB.us });
    const contactRead = await t.call({
      url: `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=contact_info`,
      cookies: shopper,
    });
    expect(contactRead.json().data.result).toMatchObject({ address1: CONTACT.street, phone_number: CONTACT.phone });

    if (t.databaseUrl) return; // PostgreSQL's files are the server's, not this test's.
    await t.database.db.execute(sql`checkpoint`);
    const files = (await tableFiles(t.database.db, TABLES)).map((path) => ({ path, bytes: readFileSync(join(pgliteDir, path)) }));
    expect(files.length).toBeGreaterThanOrEqual(TABLES.length);
    // The scan sees what was written: the zip stays in clear.
    expect(files.some((file) => file.bytes.includes(Buffer.from('75201')))).toBe(true);
    for (const [name, secret] of Object.entries(SECRETS))
      expect(files.find((file) => file.bytes.includes(Buffer.from(secret)))?.path, `${name} in a file`).toBeUndefined();
  });
});
