import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DependentInfo, TabData } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tableFiles } from '../../../test/table-files';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { SAVED_TABS, saveTabsFixture } from '../../../test/saved-tabs-fixture';
import { completeEnrollment } from '../../../test/family-enrollment';
import { DEMO_AGENT_ID } from '../../db/seed/demo-ids';
import { createDataCipher } from '../../lib/data-cipher';
import { readMemberPrefill } from './member-prefill';

/**
 * What a copy of the database shows of a member's contact data (docs/decisions/0094): a family
 * (applicant, spouse, child, one beneficiary) completes an enrollment through the API, then the
 * member tables' raw rows and (PGlite) their files on disk are searched for the values typed.
 * The enrollment's own tabs are not looked at here: those are the enrollments table's concern.
 */
const folder = mkdtempSync(join(tmpdir(), 'member-contact-at-rest-'));
const pgliteDir = join(folder, 'pglite');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pgliteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const APPLICANT = { us: '03/14/1971', iso: '1971-03-14' };
const SPOUSE = { us: '08/27/1973', iso: '1973-08-27' };
const CHILD = { us: '11/05/2009', iso: '2009-11-05' };
const BENEFICIARY = { us: '06/19/1948', iso: '1948-06-19' };
const CONTACT = {
  phone: '2145550199',
  street: '4127 Quillfeather Lane',
  unit: 'Suite 7Q Brackenridge',
  email: 'q.ferndale@example.com',
};

const child = { middle_name: null, last_name: 'Ferndale', relationship: 'child', employed: '0' } as const;
const TABS = {
  ...SAVED_TABS,
  primary_info: { ...SAVED_TABS.primary_info, first_name: 'Quinta', last_name: 'Ferndale', birthdate: APPLICANT.us },
  contact_info: {
    ...SAVED_TABS.contact_info,
    address1: CONTACT.street,
    address2: CONTACT.unit,
    phone_number: CONTACT.phone,
    email_address: CONTACT.email,
  },
  beneficiary_info: {
    beneficiaries: [
      {
        first_name: 'Odile',
        last_name: 'Ferndale',
        birthdate: BENEFICIARY.us,
        ssn: null,
        relationship: 'Mother',
        beneficiary_percentage: 100,
      },
    ],
  },
  dependent_info: {
    dependents: [
      {
        primary_info: {
          first_name: 'Piers',
          last_name: 'Ferndale',
          birthdate: SPOUSE.us,
          relationship: 'spouse',
          gender: '0',
          employed: '0',
          ssn: null,
        },
      },
      { primary_info: { ...child, first_name: 'Wren', birthdate: CHILD.us, gender: '1', ssn: null } },
    ],
  } satisfies DependentInfo,
} satisfies Partial<TabData>;

/** Each value in every spelling it could be stored in. */
const SECRETS: Record<string, string> = {
  phone: CONTACT.phone,
  street: CONTACT.street,
  unit: CONTACT.unit,
  email: CONTACT.email,
  ...Object.fromEntries(
    Object.entries({ APPLICANT, SPOUSE, CHILD, BENEFICIARY }).flatMap(([who, date]) => [
      [`${who} birth date (ISO)`, date.iso],
      [`${who} birth date (US)`, date.us],
    ]),
  ),
};

const MEMBER_TABLES = ['members', 'member_dependents', 'member_beneficiaries'] as const;

/** The member's rows in the member tables, one JSON text a row, as the database holds them. */
async function rawMemberRows(memberId: string): Promise<string[]> {
  const result = await t.database.db.execute<{ row: string }>(sql`
    select row_to_json(m)::text as row from members m where m.id = ${memberId}
    union all select row_to_json(d)::text from member_dependents d where d.member_id = ${memberId}
    union all select row_to_json(b)::text from member_beneficiaries b where b.member_id = ${memberId}`);
  return result.rows.map((r) => r.row);
}

describe('members at rest', () => {
  it("holds no birth date, phone, street address or e-mail address of a family in clear, in the member tables' rows or files", async () => {
    const db = t.database.db;
    const f = await createEnrollmentFixture(db, {
      agentId: DEMO_AGENT_ID,
      filter: { zip: '75201', state: 'TX', dob: APPLICANT.iso, gender: '0', tier: 'IF' },
    });
    await addCartItemFixture(db, f.enrollmentId, 'DN101');
    await saveTabsFixture(db, createDataCipher(t.env.dataKeys), f.enrollmentId, TABS);
    const memberId = await completeEnrollment(t, { ...f, planIds: [] });

    const rows = await rawMemberRows(memberId);
    expect(rows).toHaveLength(4);
    for (const [name, secret] of Object.entries(SECRETS))
      expect(
        rows.find((row) => row.toLowerCase().includes(secret.toLowerCase())),
        `${name} in a member table's row`,
      ).toBeUndefined();

    // The member still reads back whole for the next enrollment's prefill.
    const prefill = await readMemberPrefill(db, createDataCipher(t.env.dataKeys), memberId);
    expect(prefill?.primary_info.birthdate).toBe(APPLICANT.us);
    expect(prefill?.contact_info).toMatchObject({
      address1: CONTACT.street,
      address2: CONTACT.unit,
      phone_number: CONTACT.phone,
      email_address: CONTACT.email,
    });
    expect(prefill?.dependent_info.dependents.map((d) => d.primary_info.birthdate)).toEqual([SPOUSE.us, CHILD.us]);
    expect(prefill?.beneficiary_info.beneficiaries.map((b) => b.birthdate)).toEqual([BENEFICIARY.us]);

    if (t.databaseUrl) return; // PostgreSQL's files are the server's, not this test's.
    await db.execute(sql`checkpoint`);
    const files = (await tableFiles(t.database.db, MEMBER_TABLES)).map((path) => ({ path, bytes: readFileSync(join(pgliteDir, path)) }));
    expect(files.length).toBeGreaterThanOrEqual(MEMBER_TABLES.length);
    // The scan sees what was written: the names stay in clear (searchable).
    expect(files.some((file) => file.bytes.includes(Buffer.from('Ferndale')))).toBe(true);
    for (const [name, secret] of Object.entries(SECRETS))
      expect(files.find((file) => file.bytes.includes(Buffer.from(secret)))?.path, `${name} in a member table's file`).toBeUndefined();
  });
});
