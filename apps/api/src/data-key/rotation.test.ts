import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeEnrollment, startFamilyEnrollment } from '../../test/family-enrollment';
import { sealV1 } from '../../test/legacy-sealed';
import { DEMO_MEMBER_ID } from '../db/seed/demo-ids';
import { enrollments, members, paymentMethods, quotes } from '../db/schema';
import { createDatabaseFileStore } from '../files/database-file-store';
import { createDataCipher, SEALED_COLUMNS, sealedAt, type DataCipher } from '../lib/data-cipher';
import { firstKey, singleKeyRing } from '../lib/data-keys';
import { openQuoteRecipient, sealQuoteRecipient, sealSavedEmail } from '../lib/enrollment-contact';
import { readEnrollmentTabs } from '../modules/enrollment/index';
import { readMemberPrefill } from '../modules/members/index';
import { openAnswerStore, updateAnswerEntry } from '../modules/plans/index';
import { rotateDataKey } from './command';
import { readKeyRingFile, writeKeyRingFile } from './key-file';
import { countSealed, resealAll } from './reseal';
import { checkDataKey } from './key-check';

/**
 * A key rotation over a store holding the demo members and one whole family enrollment (every
 * sealed column written): afterwards everything reads back the same, through a fresh cipher and
 * through the running app (which has not restarted), and no value is under the old key.
 */
let t: TestApp;
let dir: string;
let keyFile: string;
let before: DataCipher;

const signature = Buffer.from('signature of Nora Quinlan, drawn');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rotation-'));
  keyFile = join(dir, 'data.key');
  writeKeyRingFile(keyFile, singleKeyRing(randomBytes(32)));
  t = await createTestApp({ settings: { DATA_KEY_FILE: keyFile } });
  before = createDataCipher(t.env.dataKeys);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run data-key -- rotate', () => {
  it('re-seals a store with a full enrollment under a new key id, and everything reads back the same', async () => {
    const db = t.database.db;
    const f = await startFamilyEnrollment(t);
    const planId = f.planIds[0]!;
    await db.transaction((tx) =>
      updateAnswerEntry(tx, before, f.enrollmentId, planId, () => ({
        carrier: { answers: [{ qid: 3, true_condition: 0 }], savedAt: '2026-01-01' },
      })),
    );
    const files = createDatabaseFileStore(db, before);
    const fileId = await files.put({ enrollmentId: f.enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    const memberId = await completeEnrollment(t, f);
    // One value as it was sealed before key ids (v1): it is re-sealed too, and bound to its row.
    await db
      .update(members)
      .set({ ssnEnc: sealV1(firstKey(t.env.dataKeys), '111223333').text })
      .where(eq(members.id, DEMO_MEMBER_ID));
    // The family's saved address has no second line: one is given, so that column is rotated too.
    await db
      .update(members)
      .set({ address2Enc: before.encrypt('Apt 4B', sealedAt('members:address2_enc', memberId)) })
      .where(eq(members.id, memberId));

    // An employer step, a save-for-later address and a quote's recipient, so those columns are rotated too.
    const other = await startFamilyEnrollment(t);
    await db
      .update(enrollments)
      .set({
        employerInfoEnc: before.encryptJson({ name: 'Acme Manufacturing' }, sealedAt('enrollments:employer_info_enc', other.enrollmentId)),
        emailEnc: sealSavedEmail(before, other.enrollmentId, 'later@example.com'),
      })
      .where(eq(enrollments.id, other.enrollmentId));
    const quoteId = randomUUID();
    const recipient = { name: 'Maria Lopez', email: 'maria@example.com' };
    await db.insert(quotes).values({ id: quoteId, enrollmentId: other.enrollmentId, ...sealQuoteRecipient(before, quoteId, recipient) });

    // The data key's check, as a server's first start seals it (docs/decisions/0106): re-sealed with the rest.
    await checkDataKey(db, before, ['k1']);

    const tabsBefore = await readEnrollmentTabs(db, before, f.enrollmentId);
    const prefillBefore = await readMemberPrefill(db, before, memberId);
    expect(prefillBefore?.dependent_info.dependents[0]?.primary_info.ssn).toBe('487654321');
    expect(prefillBefore?.contact_info).toMatchObject({ address2: 'Apt 4B', email_address: 'nora.quinlan@example.com' });
    const sealedBefore = await countSealed(db, before);
    // Every sealed column holds a value (members' contact data and the receipt e-mails waiting in
    // the outbox among them), but the demo staff's two-factor secrets: none has turned it on.
    expect(new Set(sealedBefore.map((entry) => entry.column))).toEqual(
      new Set(SEALED_COLUMNS.filter((column) => column !== 'staff_accounts:totp_secret')),
    );
    expect(sealedBefore.every((entry) => entry.keyId === 'k1')).toBe(true);

    const { keyId, report } = await rotateDataKey(db, keyFile, { batchSize: 7 });
    expect(keyId).toBe('k2');
    expect(report.unreadable).toEqual([]);
    const total = (counts: { count: number }[]) => counts.reduce((sum, entry) => sum + entry.count, 0);
    expect(report.resealed).toBe(total(sealedBefore));

    const after = createDataCipher(readKeyRingFile(keyFile));
    const sealedAfter = await countSealed(db, after);
    expect(sealedAfter.filter((entry) => entry.keyId !== 'k2' || !entry.bound)).toEqual([]);
    expect(total(sealedAfter)).toBe(total(sealedBefore));

    expect(await readEnrollmentTabs(db, after, f.enrollmentId)).toEqual(tabsBefore);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(openQuoteRecipient(after, quote!)).toEqual(recipient);
    const [otherRow] = await db.select().from(enrollments).where(eq(enrollments.id, other.enrollmentId));
    expect(after.decryptJson(otherRow!.employerInfoEnc!, sealedAt('enrollments:employer_info_enc', other.enrollmentId))).toEqual({
      name: 'Acme Manufacturing',
    });
    expect(await readMemberPrefill(db, after, memberId)).toEqual(prefillBefore);
    expect((await readMemberPrefill(db, after, DEMO_MEMBER_ID))?.primary_info.ssn).toBe('111223333');
    const [stored] = await db.select().from(enrollments).where(eq(enrollments.id, f.enrollmentId));
    expect(openAnswerStore(after, f.enrollmentId, stored!.planAnswersEnc)[String(planId)]?.carrier?.answers).toEqual([
      { qid: 3, true_condition: 0 },
    ]);
    expect((await createDatabaseFileStore(db, after).get(f.enrollmentId, fileId))?.bytes).toEqual(signature);
    const [payment] = await db.select().from(paymentMethods).where(eq(paymentMethods.memberId, memberId));
    expect(after.decrypt(payment!.accountNumberEnc!, sealedAt('payment_methods:account_number_enc', payment!.id))).toBe('000123456789');

    // The running app was started with k1 only: it reads the key file again at the first k2 value.
    // Read by the enrollment's rep: completion ended the browser's hold (docs/decisions/0090).
    const temp = await t.call({
      url: `/api/v1/get-enrollment-temp-info?enrollment_id=${f.enrollmentId}&column=primary_info`,
      cookies: await t.signIn('agent'),
    });
    expect(temp.statusCode, temp.body).toBe(200);
    expect(temp.json().data.result).toMatchObject({ first_name: 'Nora', ssn: 'xxxxxxxx6789' });

    // Safe to run again (`npm run data-key -- reseal`): nothing is left to do.
    expect(await resealAll(db, after)).toEqual({ resealed: 0, unreadable: [] });
    // A start with the new ring opens the check; one with the old key alone is refused.
    await expect(checkDataKey(db, after, ['k1', 'k2'])).resolves.toBeUndefined();
    await expect(checkDataKey(db, before, ['k1'])).rejects.toThrow(
      "under data key k2 at the database's first start, does not open with the keys given (k1): no key k2 is given",
    );
  });
});
