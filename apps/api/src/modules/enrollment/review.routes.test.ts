import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptText, stepMissingMessage } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { SAVED_TABS, saveTabsFixture } from '../../../test/saved-tabs-fixture';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { agents, continueCodes, enrollments, groups, members, paymentMethods, policies } from '../../db/schema';
import { outboxMail } from '../../../test/outbox-mail';
import { createDataCipher, type DataCipher } from '../../lib/data-cipher';
import { memberEmailHash, openMemberContact } from '../../lib/member-contact';
import { readMemberPrefill } from '../members/index';
import { createDatabaseFileStore } from '../../files/database-file-store';

let t: TestApp;
let cipher: DataCipher;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  cipher = createDataCipher(t.env.dataKeys);
});
afterAll(() => t.close());

const post = (payload: object, cookies: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/v1/save-review-info', payload, cookies });
const receipt = (enrollmentId: string, cookies: Record<string, string>) =>
  t.call({ url: `/api/v1/get-receipt?enrollment_id=${enrollmentId}`, cookies });
const review = (f: Fixture) => post({ enrollment_id: f.enrollmentId, additional_notes: 'Call after 5pm', first_enroll: 1 }, f.cookies);

/** An IO dental enrollment of the demo rep with its cart. */
async function dentalEnrollment(): Promise<Fixture> {
  const fixture = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID });
  await addCartItemFixture(t.database.db, fixture.enrollmentId, 'DN101');
  await addCartItemFixture(t.database.db, fixture.enrollmentId, 'VS202');
  return fixture;
}

const policiesOf = (enrollmentId: string) => t.database.db.select().from(policies).where(eq(policies.enrollmentId, enrollmentId));
const receiptMails = (to: string[]) => outboxMail(t, { to, kind: 'receipt' });

describe('save-review-info: completion', () => {
  it('refuses while a required step is not saved, naming the first missing one, and writes nothing', async () => {
    const f = await dentalEnrollment();
    const { billing_info: _billing, ...withoutBilling } = SAVED_TABS;
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, withoutBilling);
    const res = await review(f);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual([{ target_element: 'billing_info', error_message: stepMissingMessage('billing_info') }]);
    expect(stepMissingMessage('billing_info')).toBe('Please complete Billing Information before confirming your enrollment');

    const none = await dentalEnrollment();
    const empty = await review(none);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().data[0].target_element).toBe('primary_info');
    expect(await policiesOf(f.enrollmentId)).toEqual([]);
    expect((await receipt(f.enrollmentId, f.cookies)).statusCode).toBe(404);
  });

  it('refuses an agreement that was started (a verification code sent) but not signed', async () => {
    const f = await dentalEnrollment();
    const { signed_at: _signed, ...unsigned } = SAVED_TABS.agreement_info;
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, { ...SAVED_TABS, agreement_info: unsigned });
    const res = await review(f);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual([{ target_element: 'agreement_info', error_message: stepMissingMessage('agreement_info') }]);
  });

  it('creates the member, one ACTIVE policy per cart plan, the payment method and the receipt e-mails, once', async () => {
    const f = await dentalEnrollment();
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId);
    const res = await review(f);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { policy_id: string; name: string };
    expect(data.name).toBe('Nora Quinlan');
    expect(data.policy_id).toMatch(/^\d{10}$/);

    const made = await policiesOf(f.enrollmentId);
    expect(made).toHaveLength(2);
    expect(made.every((p) => p.status === 'ACTIVE' && p.effectiveDate === '2026-12-01' && p.tier === 'IO')).toBe(true);
    expect(made.map((p) => String(p.id))).toContain(data.policy_id);
    // Not a count: the two numbers of one enrollment are not neighbours.
    expect(Math.abs(made[0]!.id - made[1]!.id)).toBeGreaterThan(1);

    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, f.enrollmentId));
    expect(enrollment).toMatchObject({ status: 'completed', reviewInfo: { additional_notes: 'Call after 5pm', first_enroll: 1 } });
    const memberId = enrollment!.memberId!;
    const [member] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    expect(member).toMatchObject({
      agentId: DEMO_AGENT_ID,
      firstName: 'Nora',
      ssnLast4: '6789',
      state: 'TX',
      birthState: 'TX',
    });
    expect(member!.ssnEnc).not.toContain('123456789');
    expect(openMemberContact(cipher, member!)).toMatchObject({ birthdate: '1985-04-12', email: 'nora.quinlan@example.com' });
    const [payment] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, memberId));
    expect(payment).toMatchObject({ kind: 'bank', last4: '6789', routingNumber: '021000021' });
    expect(payment!.accountNumberEnc).not.toContain('000123456789');

    // The next enrollment as an existing member reads back what this one left.
    const prefill = await readMemberPrefill(t.database.db, cipher, memberId);
    expect(prefill?.primary_info).toMatchObject({
      ssn: '123456789',
      prior_coverage_flag: '1',
      prior_carrier_name: 'Old Mutual Health',
      prior_effective_date: '01/01/2020',
      ethnic_category: 12,
      ethnic_category_other_type: 'Basque',
    });
    expect(prefill?.contact_info).toMatchObject({ birth_city: 'Austin', email_address: 'nora.quinlan@example.com' });

    const [agent] = await t.database.db.select().from(agents).where(eq(agents.id, DEMO_AGENT_ID));
    const repAddress = (agent!.displayEmail ?? agent!.email).toLowerCase();
    const mails = await receiptMails(['nora.quinlan@example.com', repAddress]);
    expect(mails.map((m) => m.to).sort()).toEqual(['nora.quinlan@example.com', repAddress].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Enrollment Receipt');
      expect(mail.text).toContain(`#${data.policy_id}`);
      expect(mail.text).toContain('Effective date: 12/01/2026');
      expect(mail.text).toContain('First Month Total Cost');
    }

    // get-receipt answers the same number and name, with what was enrolled and whom to contact; the receipt text names the number.
    const got = await receipt(f.enrollmentId, f.cookies);
    expect(got.json().data).toMatchObject({
      ...data,
      effective_date: '12/01/2026',
      tier_label: 'Member Only',
      contact: { name: expect.any(String) as string },
    });
    const details = got.json().data as { plans: { option_label: string; price: string }[]; recurring_month_cost: string };
    expect(details.plans).toHaveLength(2);
    expect(details.plans.every((plan) => plan.option_label !== '' && /^\d+\.\d{2}$/.test(plan.price))).toBe(true);
    const sum = details.plans.reduce((cents, plan) => cents + Math.round(Number(plan.price) * 100), 0);
    expect(Math.round(Number(details.recurring_month_cost) * 100)).toBe(sum);
    expect(receiptText(data.policy_id, 'rep')).toBe(
      `Your confirmation number is #${data.policy_id}. A receipt of your enrollment will be sent to you and also to the client with the subject "Enrollment Receipt"`,
    );

    // A second click answers the same receipt and makes nothing more.
    const again = await review(f);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(data);
    expect(await policiesOf(f.enrollmentId)).toHaveLength(2);
    expect(await receiptMails(['nora.quinlan@example.com', repAddress])).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(members)
        .where(eq(members.emailHash, memberEmailHash(cipher, 'nora.quinlan@example.com'))),
    ).toHaveLength(1);

    // The rep now sees the member among their current members.
    const rep = await t.signIn('agent');
    const list = await t.call({ url: `/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`, cookies: rep });
    const listed = (list.json().data as { plan_info: { policy_id?: unknown; plan_status: string }[]; ssn: string }[]).find((m) =>
      JSON.stringify(m).includes('Quinlan'),
    );
    expect(listed).toBeDefined();
    expect(listed!.ssn).toBe('xxx-xx-6789');
    expect(listed!.plan_info.map((p) => p.plan_status)).toEqual(['ACTIVE', 'ACTIVE']);
    // 'Enroll Now' for them names one of their policy numbers (10 digits, beyond a 32-bit integer).
    const enrollNow = await t.call({
      method: 'POST',
      url: '/api/v1/add-filter-for-existing-user',
      payload: { user_id: memberId, tier: 'IF', eprocess: 'rep', agent_id: DEMO_AGENT_ID, policy_id: Number(data.policy_id) },
      cookies: rep,
    });
    expect(enrollNow.statusCode, enrollNow.body).toBe(200);
  });

  it("refuses a dependent without a name at the dependent's path, and copies dependents with their health answers", async () => {
    const f = await createEnrollmentFixture(t.database.db, {
      filter: { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IS' },
    });
    await addCartItemFixture(t.database.db, f.enrollmentId, 'DN101');
    const spouse = {
      primary_info: {
        first_name: 'Ian',
        last_name: 'Quinlan',
        birthdate: '02/03/1984',
        relationship: 'spouse' as const,
        gender: '0' as const,
        employed: '0' as const,
        ssn: '487654321',
      },
      health_info: { condition_questions: [{ question_id: 141, yes_no_flag: 0 as const, conditions: [] }] },
    };
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      ...SAVED_TABS,
      contact_info: { ...SAVED_TABS.contact_info, email_address: 'family@example.com' },
      dependent_info: { dependents: [spouse, { ...spouse, primary_info: { ...spouse.primary_info, first_name: ' ' } }] },
    });
    const refused = await review(f);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([
      { target_element: 'dependents.1.primary_info.first_name', error_message: 'Please enter valid first name' },
    ]);

    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, { dependent_info: { dependents: [spouse] } });
    expect((await review(f)).statusCode).toBe(200);
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, f.enrollmentId));
    const prefill = await readMemberPrefill(t.database.db, cipher, enrollment!.memberId!);
    expect(prefill?.dependent_info.dependents).toEqual([
      expect.objectContaining({
        primary_info: expect.objectContaining({ first_name: 'Ian', relationship: 'spouse', ssn: '487654321', birthdate: '02/03/1984' }),
        health_info: expect.objectContaining({ condition_questions: [expect.objectContaining({ question_id: 141, yes_no_flag: 0 })] }),
      }),
    ]);
  });

  it('refuses a dependent who breaks an age rule on the effective date, and keeps a disabled child for the next enrollment', async () => {
    const f = await createEnrollmentFixture(t.database.db, {
      filter: { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IC' },
    });
    await addCartItemFixture(t.database.db, f.enrollmentId, 'DN101');
    const adult = {
      primary_info: {
        first_name: 'Sam',
        last_name: 'Quinlan',
        birthdate: '05/06/1996',
        relationship: 'child' as const,
        gender: '0' as const,
        employed: '0' as const,
        ssn: '487654321',
        is_disabled: '0' as const,
      },
    };
    // Saved under other rules (or another effective date): the completion checks again, on its own date.
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      ...SAVED_TABS,
      contact_info: { ...SAVED_TABS.contact_info, email_address: 'disabled-child@example.com' },
      dependent_info: { dependents: [adult] },
    });
    const refused = await review(f);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([
      {
        target_element: 'dependents.0.primary_info.birthdate',
        error_message: 'A child must be under 26 on the effective date (12/01/2026), unless marked as a disabled dependent.',
      },
    ]);

    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      dependent_info: { dependents: [{ primary_info: { ...adult.primary_info, is_disabled: '1' } }] },
    });
    expect((await review(f)).statusCode).toBe(200);
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, f.enrollmentId));
    const prefill = await readMemberPrefill(t.database.db, cipher, enrollment!.memberId!);
    expect(prefill?.dependent_info.dependents[0]?.primary_info).toMatchObject({ first_name: 'Sam', is_disabled: '1' });
  });

  it("updates an existing member's record instead of creating one", async () => {
    const f = await dentalEnrollment();
    await t.database.db
      .update(enrollments)
      .set({ memberId: DEMO_MEMBER_ID, type: 'existing-user' })
      .where(eq(enrollments.id, f.enrollmentId));
    const before = await t.database.db.select({ id: members.id }).from(members);
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      ...SAVED_TABS,
      contact_info: { ...SAVED_TABS.contact_info, email_address: 'existing@example.com' },
    });
    expect((await review(f)).statusCode).toBe(200);
    expect(await t.database.db.select({ id: members.id }).from(members)).toHaveLength(before.length);
    const [member] = await t.database.db.select().from(members).where(eq(members.id, DEMO_MEMBER_ID));
    expect(member).toMatchObject({ firstName: 'Nora', emailHash: memberEmailHash(cipher, 'existing@example.com') });
    expect(openMemberContact(cipher, member!).email).toBe('existing@example.com');
    expect((await policiesOf(f.enrollmentId)).every((p) => p.memberId === DEMO_MEMBER_ID)).toBe(true);
  });

  it("a group enrollment copies the employer, mails the group and shows the member in the group's users", async () => {
    const f = await createEnrollmentFixture(t.database.db, { groupId: DEMO_GROUP_IDS.acme, eprocess: 'group' });
    await addCartItemFixture(t.database.db, f.enrollmentId, 'DN101');
    const { primary_info, contact_info, billing_info, agreement_info } = SAVED_TABS;
    const withoutEmployer = {
      primary_info,
      contact_info: { ...contact_info, email_address: 'worker@example.com' },
      billing_info,
      agreement_info,
    };
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, withoutEmployer);
    const missing = await review(f);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().data[0].target_element).toBe('employer_info');

    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      employer_info: { name: 'Acme Manufacturing', occupation: 'Machinist', employment_start_date: '03/01/2019', emp_num_employed: 250 },
    });
    const done = await review(f);
    expect(done.statusCode).toBe(200);
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, f.enrollmentId));
    const prefill = await readMemberPrefill(t.database.db, cipher, enrollment!.memberId!);
    expect(prefill?.employer_info).toMatchObject({
      name: 'Acme Manufacturing',
      occupation: 'Machinist',
      employment_start_date: '03/01/2019',
      emp_num_employed: 250,
    });

    const [group] = await t.database.db.select().from(groups).where(eq(groups.id, DEMO_GROUP_IDS.acme));
    expect(group!.displayEmail).toBeTruthy();
    const mails = await outboxMail(t, { kind: 'receipt' });
    const ofThis = mails.filter((m) => m.text.includes(`#${done.json().data.policy_id}`)).map((m) => m.to);
    expect(ofThis.sort()).toEqual(['worker@example.com', group!.displayEmail!.toLowerCase()].sort());

    const admin = await t.signIn('group');
    const users = await t.call({ url: `/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`, cookies: admin });
    expect(JSON.stringify(users.json().data)).toContain('Quinlan');
  });

  it('completes once under two concurrent calls', async () => {
    const f = await dentalEnrollment();
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      ...SAVED_TABS,
      contact_info: { ...SAVED_TABS.contact_info, email_address: 'twice@example.com' },
    });
    const [a, b] = await Promise.all([review(f), review(f)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toEqual(b.json().data);
    expect(await policiesOf(f.enrollmentId)).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(members)
        .where(eq(members.emailHash, memberEmailHash(cipher, 'twice@example.com'))),
    ).toHaveLength(1);
    expect(await receiptMails(['twice@example.com'])).toHaveLength(1);
  });

  it('ends the live continue code, and refuses later step saves', async () => {
    const f = await dentalEnrollment();
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId);
    await t.database.db.insert(continueCodes).values({
      enrollmentId: f.enrollmentId,
      codeHash: `h-${f.enrollmentId}`.slice(0, 64),
      emailHash: `e-${f.enrollmentId}`.slice(0, 64),
      expiresAt: new Date(Date.now() + 86_400_000),
      linkTokenHash: `l-${f.enrollmentId}`.slice(0, 64),
      linkExpiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await review(f)).statusCode).toBe(200);
    const [code] = await t.database.db.select().from(continueCodes).where(eq(continueCodes.enrollmentId, f.enrollmentId));
    expect(code!.replacedAt).not.toBeNull();
    const save = await t.call({
      method: 'POST',
      url: '/api/v1/save-contact-info',
      payload: { ...SAVED_TABS.contact_info, enrollment_id: f.enrollmentId },
      cookies: f.cookies,
    });
    // The completing browser keeps its receipt and nothing else (docs/decisions/0090); its rep is told it is complete.
    expect(save.statusCode).toBe(404);
    const asRep = await t.call({
      method: 'POST',
      url: '/api/v1/save-contact-info',
      payload: { ...SAVED_TABS.contact_info, enrollment_id: f.enrollmentId },
      cookies: await t.signIn('agent'),
    });
    expect(asRep.statusCode).toBe(409);
  });

  it("get-review-summary: the cart's plans with their options, the tier, the effective date and the signed agreement's signature", async () => {
    const f = await dentalEnrollment();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const files = createDatabaseFileStore(t.database.db, cipher);
    const signatureFileId = await files.put({ enrollmentId: f.enrollmentId, contentType: 'image/png', bytes: png, isPersonal: true });
    await saveTabsFixture(t.database.db, cipher, f.enrollmentId, {
      ...SAVED_TABS,
      agreement_info: { ...SAVED_TABS.agreement_info, signature_file_id: signatureFileId },
    });
    const res = await t.call({ url: `/api/v1/get-review-summary?enrollment_id=${f.enrollmentId}`, cookies: f.cookies });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data as { plans: { plan_name: string; option_label: string }[]; signature: string | null };
    expect(summary).toMatchObject({
      tier_label: 'Member Only',
      effective_date: '12/01/2026',
      signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(summary.plans).toHaveLength(2);
    expect(summary.plans.every((plan) => plan.plan_name !== '' && plan.option_label !== '')).toBe(true);

    // No signature before the agreement is signed; nothing for another browser.
    const unsigned = await dentalEnrollment();
    const { signed_at: _signed, ...notSigned } = SAVED_TABS.agreement_info;
    await saveTabsFixture(t.database.db, cipher, unsigned.enrollmentId, { ...SAVED_TABS, agreement_info: notSigned });
    const before = await t.call({ url: `/api/v1/get-review-summary?enrollment_id=${unsigned.enrollmentId}`, cookies: unsigned.cookies });
    expect(before.json().data.signature).toBeNull();
    const stranger = await createEnrollmentFixture(t.database.db);
    expect(
      (await t.call({ url: `/api/v1/get-review-summary?enrollment_id=${f.enrollmentId}`, cookies: stranger.cookies })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to another browser, an unknown id, and 400 to a malformed one', async () => {
    const f = await dentalEnrollment();
    const stranger = await createEnrollmentFixture(t.database.db);
    expect((await post({ enrollment_id: f.enrollmentId }, stranger.cookies)).statusCode).toBe(404);
    expect((await receipt(f.enrollmentId, stranger.cookies)).statusCode).toBe(404);
    expect((await post({ enrollment_id: '00000000-0000-4000-8000-000000000000' }, f.cookies)).statusCode).toBe(404);
    const bad = await post({ enrollment_id: '12' }, f.cookies);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('enrollment_id');
  });
});
