import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TEXTS, SIGNING_MESSAGES, stepMissingMessage, WIZARD_MESSAGES, type TabData, type TabName } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { SAVED_TABS, saveTabsFixture } from '../../../test/saved-tabs-fixture';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_STAFF } from '../../db/seed/demo-ids';
import { AGENT_IDS } from '../../db/seed/parties';
import { auditLog, enrollments, policies } from '../../db/schema';
import { createDataCipher, type DataCipher } from '../../lib/data-cipher';
import { readEnrollmentTabs } from '../enrollment/index';
import { outboxMail } from '../../../test/outbox-mail';

let t: TestApp;
let cipher: DataCipher;
/** How far the app's clock stands ahead of the real one (to let a link expire). */
let clockAhead = 0;
const DAY_MS = 86_400_000;
let rep: { bs_session: string };
let groupAdmin: { bs_session: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockAhead) });
  cipher = createDataCipher(t.env.dataKeys);
  rep = await t.signIn('agent');
  groupAdmin = await t.signIn('group');
});
afterAll(() => t.close());

type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>> & { email: string };
/** A signature as a browser draws it: about 12,000 characters of base64, far past the wizard's 255-character texts. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('TYPED SIGNATURE PIXELS '.repeat(400)),
]);
const signature = `data:image/png;base64,${png.toString('base64')}`;
const consents = Object.fromEntries(AGREEMENT_TEXTS.map((text) => [text.text_id, true]));

/** A dental enrollment a rep (or group) filled up to the agreement, for an applicant at an address of their own. */
let applicants = 0;
async function filledByEnroller(
  options: Parameters<typeof createEnrollmentFixture>[1] = {},
  tabs: Partial<{ [T in TabName]: TabData[T] }> = {},
): Promise<Fixture> {
  const fixture = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID, eprocess: 'rep', ...options });
  await addCartItemFixture(t.database.db, fixture.enrollmentId, 'DN101');
  const email = `nora.signs.${++applicants}@example.com`;
  const { agreement_info: _unsigned, ...beforeAgreement } = SAVED_TABS;
  await saveTabsFixture(t.database.db, cipher, fixture.enrollmentId, {
    ...beforeAgreement,
    contact_info: { ...SAVED_TABS.contact_info, email_address: email },
    ...tabs,
  });
  return { ...fixture, email };
}

/** Each send from a client address of its own: sends per address are limited (modules/limits). */
let sends = 0;
const send = (f: Fixture, cookies: Record<string, string> = rep) =>
  t.call({
    method: 'POST',
    url: '/api/v1/send-to-applicant-to-sign',
    payload: { enrollment_id: f.enrollmentId },
    cookies,
    headers: { 'x-forwarded-for': `198.51.100.${++sends}` },
  });
const open = (token: string) => t.call({ url: `/api/v1/signing/${token}` });
const sign = (token: string, body: object = { consents, signature }) =>
  t.call({
    method: 'POST',
    url: `/api/v1/signing/${token}`,
    payload: body,
    headers: { 'user-agent': 'ApplicantPhone/2.0', 'x-forwarded-for': '203.0.113.44' },
  });
const mailsTo = (to: string, kind: string) => outboxMail(t, { to, kind });
/** The token of the last link of `path` e-mailed to an address: read from the outbox, as only the applicant could. */
async function lastLinkTo(to: string, kind: string, path: 'sign' | 'not-me'): Promise<string> {
  const text = (await mailsTo(to, kind)).at(-1)!.text;
  return new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec(text)![1]!;
}
const policiesOf = (enrollmentId: string) => t.database.db.select().from(policies).where(eq(policies.enrollmentId, enrollmentId));
const enrollmentRow = async (enrollmentId: string) =>
  (await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)))[0]!;
const errorsOf = (res: { json(): { data: { target_element: string; error_message: string }[] } }) => res.json().data;

describe('send-to-applicant-to-sign, then the applicant signs through the link', () => {
  it('e-mails the contact address a link; the applicant sees the review masked, signs, and the enrollment completes once', async () => {
    const f = await filledByEnroller();
    const sent = await send(f);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ message: SIGNING_MESSAGES.linkSent, sent_to: `n•••@example.com` });
    const token = await lastLinkTo(f.email, 'signing_link', 'sign');
    expect((await mailsTo(f.email, 'signing_link'))[0]!.subject).toBe('John Smith asks you to review and sign your enrollment');

    // The applicant opens it in a browser of their own (no cookie): masked and read-only.
    const view = await open(token);
    expect(view.statusCode).toBe(200);
    const data = view.json().data;
    expect(data.enroller).toBe('John Smith');
    expect(data.applicant_name).toBe('Nora Quinlan');
    expect(data.texts).toEqual(AGREEMENT_TEXTS);
    expect(data.sections.map((section: { title: string }) => section.title)).toContain('Billing Info');
    expect(data.cart.plans).toHaveLength(1);
    const body = view.body;
    expect(body).not.toContain('123456789'); // SSN
    expect(body).not.toContain('000123456789'); // bank account
    expect(body).not.toContain('04/12/1985'); // birth date
    expect(body).toContain('xxxxxxxx6789');
    expect(body).toContain('xx/xx/1985');
    expect(body).not.toContain(f.enrollmentId);

    // A consent left unticked: a field error, nothing written, the link still live.
    const { payment: _payment, ...missing } = consents;
    const refused = await sign(token, { consents: missing, signature });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([{ target_element: 'consents.payment', error_message: WIZARD_MESSAGES.consentRequired }]);
    const unsigned = await sign(token, { consents, signature: '' });
    expect(errorsOf(unsigned)).toEqual([{ target_element: 'signature', error_message: WIZARD_MESSAGES.signatureRequired }]);
    expect(await policiesOf(f.enrollmentId)).toEqual([]);

    const signed = await sign(token);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ name: 'Nora Quinlan', policy_id: expect.stringMatching(/^\d{10}$/) });
    const row = await enrollmentRow(f.enrollmentId);
    expect(row.status).toBe('completed');
    expect(await policiesOf(f.enrollmentId)).toHaveLength(1);
    const { tabs } = await readEnrollmentTabs(t.database.db, cipher, f.enrollmentId);
    expect(tabs.agreement_info).toMatchObject({
      mode: 'applicant-link',
      texts: AGREEMENT_TEXTS,
      texts_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      consents,
      signer_ip: '203.0.113.44',
      signer_user_agent: 'ApplicantPhone/2.0',
      signature_file_id: expect.any(String),
    });
    expect(await mailsTo(f.email, 'receipt')).toHaveLength(1);
    expect((await mailsTo(f.email, 'enrolled_by'))[0]!.subject).toBe('John Smith enrolled you in John Smith Benefits Group');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.enrollmentId, f.enrollmentId), eq(auditLog.call, 'signing')));
    expect(audited.map((entry) => entry.subject).sort()).toEqual(['payment', 'ssn']);

    // Single use: the link is gone; nothing is completed twice.
    for (const again of [await sign(token), await open(token)]) {
      expect(again.statusCode).toBe(404);
      expect(errorsOf(again)).toEqual([{ target_element: 'token', error_message: SIGNING_MESSAGES.linkInvalid }]);
    }
    expect(await policiesOf(f.enrollmentId)).toHaveLength(1);
    expect(await mailsTo(f.email, 'receipt')).toHaveLength(1);
  });

  it('ends the link after 7 days by the app clock, and a second send voids the first link', async () => {
    const f = await filledByEnroller();
    await send(f);
    const first = await lastLinkTo(f.email, 'signing_link', 'sign');
    await send(f);
    const second = await lastLinkTo(f.email, 'signing_link', 'sign');
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(404);
    expect((await sign(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    try {
      clockAhead = 7 * DAY_MS + 60_000;
      expect((await open(second)).statusCode).toBe(404);
      expect(errorsOf(await sign(second))).toEqual([{ target_element: 'token', error_message: SIGNING_MESSAGES.linkInvalid }]);
    } finally {
      clockAhead = 0;
    }
    expect((await enrollmentRow(f.enrollmentId)).status).not.toBe('completed');
  });

  it('is sent only by the enrollment’s signed-in rep or group, in a rep or group process, once the steps before the agreement are saved', async () => {
    // Another rep's book (Maria Garcia's): neither the demo rep nor Acme's administrator learns it exists.
    const foreign = await filledByEnroller({ agentId: AGENT_IDS.mgarcia, groupId: DEMO_GROUP_IDS.enrollerB });
    for (const cookies of [rep, groupAdmin, {}]) expect((await send(foreign, cookies)).statusCode).toBe(404);
    // The browser that holds the enrollment, not signed in: asked to sign in.
    const own = await filledByEnroller();
    const asBrowser = await send(own, own.cookies);
    expect(asBrowser.statusCode).toBe(401);
    expect(errorsOf(asBrowser)[0]!.error_message).toBe(SIGNING_MESSAGES.signIn);
    // A group's administrator sends for the group's enrollment.
    const grouped = await filledByEnroller(
      { eprocess: 'group', groupId: DEMO_GROUP_IDS.acme },
      {
        employer_info: { name: 'Acme Manufacturing', occupation: 'Machinist', employment_start_date: '03/01/2019', emp_num_employed: 250 },
      },
    );
    const groupSend = await send(grouped, groupAdmin);
    expect(groupSend.statusCode, groupSend.body).toBe(200);
    // An applicant's own process: nothing to send.
    const selfFilled = await filledByEnroller({ eprocess: 'applicant' });
    expect((await send(selfFilled)).statusCode).toBe(409);
    // Billing not saved yet: the step is named, nothing is sent.
    const early = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID, eprocess: 'rep' });
    const { billing_info: _billing, agreement_info: _agreement, ...withoutBilling } = SAVED_TABS;
    await saveTabsFixture(t.database.db, cipher, early.enrollmentId, withoutBilling);
    const missing = await send({ ...early, email: '' });
    expect(missing.statusCode).toBe(409);
    expect(errorsOf(missing)).toEqual([{ target_element: 'billing_info', error_message: stepMissingMessage('billing_info') }]);
    for (const f of [foreign, own, selfFilled]) expect(await mailsTo(f.email, 'signing_link')).toEqual([]);
  });
});

describe('signing twice at once', () => {
  it('completes the enrollment once: one signing answers the receipt, the other finds the link used', async () => {
    const f = await filledByEnroller();
    await send(f);
    const token = await lastLinkTo(f.email, 'signing_link', 'sign');
    const answers = await Promise.all([sign(token), sign(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await policiesOf(f.enrollmentId)).toHaveLength(1);
    expect(await mailsTo(f.email, 'receipt')).toHaveLength(1);
    expect(await mailsTo(f.email, 'enrolled_by')).toHaveLength(1);
  });
});

describe('attack: the rep completes the application in the applicant’s name', () => {
  it('a rep whose own sign-in address is the contact gets no signing link, and cannot sign without the e-mailed token', async () => {
    // A staff address saved as the contact before contact saves refused it (the data is old): the link must not go there.
    const f = await filledByEnroller({}, { contact_info: { ...SAVED_TABS.contact_info, email_address: DEMO_STAFF.agent.email } });
    const res = await send(f);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ target_element: 'email_address', error_message: WIZARD_MESSAGES.staffEmailAsContact }]);
    expect(await mailsTo(DEMO_STAFF.agent.email, 'signing_link')).toEqual([]);

    // The applicant's own address: the rep sends, but holds no token: his session and guesses open nothing.
    const g = await filledByEnroller();
    expect((await send(g)).statusCode).toBe(200);
    const guessed = 'A'.repeat(43);
    const asRep = await t.call({ method: 'POST', url: `/api/v1/signing/${guessed}`, payload: { consents, signature }, cookies: rep });
    expect(asRep.statusCode).toBe(404);
    // Nor does the review complete it while the agreement is unsigned.
    const review = await t.call({
      method: 'POST',
      url: '/api/v1/save-review-info',
      payload: { enrollment_id: g.enrollmentId, first_enroll: 1 },
      cookies: rep,
    });
    expect(review.statusCode).toBe(409);
    expect((await enrollmentRow(g.enrollmentId)).status).not.toBe('completed');
  });

  it('tells the applicant who enrolled them when the rep completes by the code path; "this was not me" flags and audits once', async () => {
    const f = await filledByEnroller({}, { agreement_info: SAVED_TABS.agreement_info });
    const done = await t.call({
      method: 'POST',
      url: '/api/v1/save-review-info',
      payload: { enrollment_id: f.enrollmentId, first_enroll: 1 },
      cookies: rep,
    });
    expect(done.statusCode).toBe(200);
    const [notice] = await mailsTo(f.email, 'enrolled_by');
    expect(notice!.subject).toBe('John Smith enrolled you in John Smith Benefits Group');
    expect(notice!.text).toContain('Dental');
    const token = await lastLinkTo(f.email, 'enrolled_by', 'not-me');

    const reported = await t.call({ method: 'POST', url: `/api/v1/not-me/${token}` });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().data).toEqual({ message: SIGNING_MESSAGES.notMeThanks });
    const row = await enrollmentRow(f.enrollmentId);
    expect(row.notMeReportedAt).toBeInstanceOf(Date);
    const entries = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.enrollmentId, f.enrollmentId), eq(auditLog.call, 'not-me')));
    expect(await entries()).toMatchObject([{ action: 'change', subject: 'member', memberId: row.memberId, actorKind: 'browser' }]);

    const again = await t.call({ method: 'POST', url: `/api/v1/not-me/${token}` });
    expect(again.statusCode).toBe(404);
    expect(errorsOf(again)).toEqual([{ target_element: 'token', error_message: SIGNING_MESSAGES.notMeInvalid }]);
    expect(await entries()).toHaveLength(1);
  });

  it('sends no such notice for an application the applicant filled themself', async () => {
    const f = await filledByEnroller(
      { eprocess: 'applicant' },
      { agreement_info: { ...SAVED_TABS.agreement_info, eprocess: 'applicant' } },
    );
    const done = await t.call({
      method: 'POST',
      url: '/api/v1/save-review-info',
      payload: { enrollment_id: f.enrollmentId },
      cookies: f.cookies,
    });
    expect(done.statusCode).toBe(200);
    expect(await mailsTo(f.email, 'enrolled_by')).toEqual([]);
  });
});
