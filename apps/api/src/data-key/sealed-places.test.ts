import { eq, getTableColumns, getTableName, isNotNull } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEnrollmentFixture } from '../../test/fixtures';
import { saveTabsFixture } from '../../test/saved-tabs-fixture';
import * as schema from '../db/schema';
import { enrollments, memberDependents, members, storedFiles } from '../db/schema';
import { createDatabaseFileStore } from '../files/database-file-store';
import { createDataCipher, SEALED_COLUMNS, type DataCipher } from '../lib/data-cipher';
import { readEnrollmentTabs, saveEnrollmentTab } from '../modules/enrollment/index';
import { readMemberPrefill } from '../modules/members/index';
import { placeName } from './sealed-values.repository';

/**
 * Each sealed value is bound to its table, column and row (GCM additional data): a value copied
 * anywhere else in the database does not open, even though it was sealed with the same key.
 */
let t: TestApp;
let cipher: DataCipher;
beforeAll(async () => {
  t = await createTestApp();
  cipher = createDataCipher(t.env.dataKeys);
});
afterAll(() => t.close());

async function savedEnrollment() {
  const { enrollmentId } = await createEnrollmentFixture(t.database.db);
  await saveTabsFixture(t.database.db, cipher, enrollmentId);
  return enrollmentId;
}
const rowOf = async (id: string) => (await t.database.db.select().from(enrollments).where(eq(enrollments.id, id)))[0]!;

describe('sealed values bound to their row and column', () => {
  it("does not open a member's SSN copied to another member, or a dependent's to another dependent", async () => {
    const [a, b] = await t.database.db.select().from(members).where(isNotNull(members.ssnEnc)).limit(2);
    expect((await readMemberPrefill(t.database.db, cipher, b!.id))?.primary_info.ssn).toMatch(/^\d{9}$/);
    await t.database.db.update(members).set({ ssnEnc: a!.ssnEnc }).where(eq(members.id, b!.id));
    await expect(readMemberPrefill(t.database.db, cipher, b!.id)).rejects.toThrow();

    const [first, second] = await t.database.db.select().from(memberDependents).where(isNotNull(memberDependents.ssnEnc)).limit(2);
    await t.database.db.update(memberDependents).set({ ssnEnc: first!.ssnEnc }).where(eq(memberDependents.id, second!.id));
    await expect(readMemberPrefill(t.database.db, cipher, second!.memberId)).rejects.toThrow();
  });

  it("does not open an enrollment's step data copied to another enrollment or to another step's column", async () => {
    const source = await savedEnrollment();
    const target = await savedEnrollment();
    await t.database.db
      .update(enrollments)
      .set({ primaryInfoEnc: (await rowOf(source)).primaryInfoEnc })
      .where(eq(enrollments.id, target));
    await expect(readEnrollmentTabs(t.database.db, cipher, target)).rejects.toThrow();

    const sameRow = await savedEnrollment();
    const row = await rowOf(sameRow);
    await t.database.db.update(enrollments).set({ agreementInfoEnc: row.paymentInfoEnc }).where(eq(enrollments.id, sameRow));
    await expect(readEnrollmentTabs(t.database.db, cipher, sameRow)).rejects.toThrow();
  });

  it('does not open a sealed file copied over another file', async () => {
    const enrollmentId = await savedEnrollment();
    const files = createDatabaseFileStore(t.database.db, cipher);
    const signature = await files.put({ enrollmentId, contentType: 'image/png', bytes: Buffer.from('signature'), isPersonal: true });
    const screenshot = await files.put({ enrollmentId, contentType: 'image/png', bytes: Buffer.from('screenshot'), isPersonal: true });
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, signature));
    await t.database.db.update(storedFiles).set({ bytes: row!.bytes }).where(eq(storedFiles.id, screenshot));
    await expect(files.get(enrollmentId, screenshot)).rejects.toThrow();
    expect((await files.get(enrollmentId, signature))?.bytes.toString()).toBe('signature');
  });

  it('never stores a card security code: the billing step keeps no field for one', async () => {
    const enrollmentId = (await createEnrollmentFixture(t.database.db)).enrollmentId;
    const card = {
      payment_method: 'cc',
      first_name_on_cc: 'Nora',
      last_name_on_cc: 'Quinlan',
      card_number: '4111111111111111',
      expiration_month: '07',
      expiration_year: '2031',
    };
    await saveEnrollmentTab(t.database.db, cipher, {
      enrollmentId,
      tab: 'billing_info',
      data: { ...card, security_code: '739', cvv: '739' },
      asOf: new Date(),
    });
    const { tabs } = await readEnrollmentTabs(t.database.db, cipher, enrollmentId);
    expect(tabs.billing_info).toMatchObject({ card_number: '4111111111111111' });
    expect(JSON.stringify(tabs.billing_info)).not.toContain('739');
  });
});

describe('the list of sealed columns', () => {
  it('holds every `_enc` column of the schema, the sealed file bytes, the TOTP secret and the data key check, each naming its real table and column', () => {
    const encrypted = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((table) => Object.values(getTableColumns(table)).map((column) => `${getTableName(table)}:${column.name}`))
      .filter((name) => name.endsWith('_enc'));
    expect([...SEALED_COLUMNS].sort()).toEqual(
      [...encrypted, 'stored_files:bytes', 'staff_accounts:totp_secret', 'data_key_canary:sealed'].sort(),
    );
    for (const column of SEALED_COLUMNS) expect(placeName(column)).toBe(column);
  });
});
