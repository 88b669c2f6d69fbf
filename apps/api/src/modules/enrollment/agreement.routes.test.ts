import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AGREEMENT_TEXTS, ENROLLER_AGREEMENT_TEXTS, type AgreementInfo } from '@benefit-store/domain';
import { CONTACT_INFO_BODY } from '../../../test/wire-bodies';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { browser } from '../../../test/responses';
import { DEMO_AGENT_CODE, DEMO_GROUP_CODE, DEMO_GROUP_IDS } from '../../db/seed/demo-ids';
import { enrollments, storedFiles } from '../../db/schema';
import { outboxMail } from '../../../test/outbox-mail';
import { createDataCipher } from '../../lib/data-cipher';
import { createDatabaseFileStore } from '../../files/database-file-store';
import { readEnrollmentTabs, saveEnrollmentTab } from './tab-storage';

let t: TestApp;
/** How far the app's clock stands ahead of the real one (to let a code expire). */
let clockAhead = 0;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
const cipher = () => createDataCipher(t.env.dataKeys);

/** A PNG as the signature pad gives it: the PNG signature bytes, then enough bytes to be a picture. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('DRAWN SIGNATURE STROKES '.repeat(6)),
]);
const signature = `data:image/png;base64,${png.toString('base64')}`;
const consents = Object.fromEntries(AGREEMENT_TEXTS.map((text) => [text.text_id, true]));

const personal = { first_name: 'Maria', middle_name: 'Elena', last_name: 'Lopez', birthdate: '04/12/1985', gender: '1' };
const contact = {
  address1: '1200 Elm St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone_number: '2145550100',
  email_address: 'maria.lopez@example.com',
};

/** Each applicant at an address of their own: e-mails to one address are limited per hour (modules/limits). */
let lastApplicant = 0;
async function withSteps(fixture: Fixture) {
  const asOf = new Date();
  const email = `maria.lopez.${++lastApplicant}@example.com`;
  await saveEnrollmentTab(t.database.db, cipher(), { enrollmentId: fixture.enrollmentId, tab: 'primary_info', data: personal, asOf });
  await saveEnrollmentTab(t.database.db, cipher(), {
    enrollmentId: fixture.enrollmentId,
    tab: 'contact_info',
    data: { ...contact, email_address: email },
    asOf,
  });
  return { ...fixture, email };
}

type Applicant = Awaited<ReturnType<typeof withSteps>>;
let rep: Applicant;
let group: Applicant;
let applicant: Applicant;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockAhead) });
  rep = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'rep' }));
  group = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'group', groupId: DEMO_GROUP_IDS.acme }));
  applicant = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'applicant' }));
});
afterAll(() => t.close());

const get = (url: string, fixture: Fixture) => t.call({ url: `${url}?enrollment_id=${fixture.enrollmentId}`, cookies: fixture.cookies });
const save = (fixture: Fixture, body: object) =>
  t.call({
    method: 'POST',
    url: '/api/v1/save-agreement-info',
    payload: { enrollment_id: fixture.enrollmentId, ...body },
    cookies: fixture.cookies,
    headers: { 'user-agent': 'AgreementTest/1.0', 'x-forwarded-for': '203.0.113.9' },
  });
const sendCode = (fixture: Fixture, ip = '198.51.100.1') =>
  t.call({
    method: 'POST',
    url: '/api/v1/send-agreement-verification-code',
    payload: { enrollment_id: fixture.enrollmentId },
    cookies: fixture.cookies,
    headers: { 'x-forwarded-for': ip },
  });
type Field = { field_name: string; value: unknown; required: boolean; read_only: boolean };
const fieldsOf = (res: { json(): { data: { result: Field[] } } }) =>
  Object.fromEntries(res.json().data.result.map((f) => [f.field_name, f]));
const storedAgreement = async (fixture: Fixture): Promise<AgreementInfo | undefined> =>
  (await readEnrollmentTabs(t.database.db, cipher(), fixture.enrollmentId)).tabs.agreement_info;
/** The last code e-mailed to an address, read from the outbox. */
async function lastCodeTo(address: string): Promise<string> {
  const sent = await outboxMail(t, { to: address, kind: 'agreement_code' });
  const match = /\n(\d{6})\n/.exec(sent.at(-1)!.text);
  return match![1]!;
}

describe('get-agreement-texts', () => {
  it('answers the consent texts in order, each with text_head, text_body and text_required', async () => {
    const res = await get('/api/v1/get-agreement-texts', applicant);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result.map((text: { text_head: string }) => text.text_head)).toEqual([
      'Authorization to enroll',
      'Accuracy of information',
      'Payroll deduction and EFT authorization',
      'Consent to electronic signature and records',
    ]);
  });

  it('words the consents for who ticks them: the applicant applies for themself, a rep or group administrator submits for the applicant', async () => {
    const bodies = async (fixture: Fixture) =>
      (await get('/api/v1/get-agreement-texts', fixture)).json().data.result.map((text: { text_body: string }) => text.text_body);
    expect(await bodies(applicant)).toEqual(AGREEMENT_TEXTS.map((text) => text.text_body));
    for (const enroller of [rep, group]) {
      const texts = await bodies(enroller);
      expect(texts).toEqual(ENROLLER_AGREEMENT_TEXTS.map((text) => text.text_body));
      expect(texts.join(' ')).not.toMatch(/for myself|I apply|my pay|my knowledge/);
    }
  });

  it("answers 404 for another browser's enrollment", async () => {
    const res = await t.call({ url: `/api/v1/get-agreement-texts?enrollment_id=${rep.enrollmentId}`, cookies: applicant.cookies });
    expect(res.statusCode).toBe(404);
  });
});

describe('get-form-fields-agreement-info', () => {
  it("asks a rep for their code, the applicant's answer and the e-mailed code, with the rep's name, the question and today's date", async () => {
    const fields = fieldsOf(await get('/api/v1/get-form-fields-agreement-info', rep));
    expect(fields.agent_name).toEqual({ field_name: 'agent_name', value: 'John Smith', required: true, read_only: true });
    expect(fields.agent_code).toMatchObject({ value: DEMO_AGENT_CODE, required: true, read_only: false });
    expect(fields.question).toMatchObject({ value: "What is the applicant's date of birth (mm/dd/yyyy)?", read_only: true });
    expect(fields.answer).toMatchObject({ required: true, read_only: false });
    expect(fields.verification_code).toMatchObject({ required: true });
    expect(fields.date!.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(fields.signature).toMatchObject({ required: false });
  });

  it("asks a group for its code and a signature, the group's name prefilled; an applicant for their name and a signature", async () => {
    const groupFields = fieldsOf(await get('/api/v1/get-form-fields-agreement-info', group));
    expect(groupFields.group_name).toMatchObject({ value: 'Acme Manufacturing', required: true, read_only: true });
    expect(groupFields.group_code).toMatchObject({ value: DEMO_GROUP_CODE, required: true });
    expect(groupFields.signature).toMatchObject({ required: true });
    expect(groupFields.agent_name).toMatchObject({ required: false });
    const applicantFields = fieldsOf(await get('/api/v1/get-form-fields-agreement-info', applicant));
    expect(applicantFields.user_name).toMatchObject({ required: true, read_only: false });
    expect(applicantFields.signature).toMatchObject({ required: true });
    expect(applicantFields.agent_code).toMatchObject({ required: false });
  });

  it("answers 404 for another browser's enrollment", async () => {
    const res = await t.call({ url: `/api/v1/get-form-fields-agreement-info?enrollment_id=${group.enrollmentId}`, cookies: rep.cookies });
    expect(res.statusCode).toBe(404);
  });
});

describe('save-agreement-info', () => {
  it('stores the evidence: the texts shown and their sha256, each consent, the time, address and user agent; the signature sealed in the file store', async () => {
    const res = await save(applicant, { eprocess: 'applicant', user_name: ' maria  lopez ', signature, consents, date: null });
    expect(res.statusCode).toBe(200);
    const stored = (await storedAgreement(applicant))!;
    expect(stored).toMatchObject({
      mode: 'applicant',
      user_name: 'maria  lopez',
      signature: null,
      signer_ip: '203.0.113.9',
      signer_user_agent: 'AgreementTest/1.0',
      consents,
    });
    expect(stored.texts).toEqual(AGREEMENT_TEXTS);
    expect(stored.texts_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(stored.signed_at!)).toBeGreaterThan(Date.now() - 60_000);
    // The image is in the file store, sealed: its bytes are nowhere in the row, nor in the enrollment's row.
    const files = createDatabaseFileStore(t.database.db, cipher());
    expect((await files.get(applicant.enrollmentId, stored.signature_file_id!))!.bytes).toEqual(png);
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, stored.signature_file_id!));
    expect(row!.isSealed).toBe(true);
    expect(row!.bytes.includes(Buffer.from('DRAWN SIGNATURE'))).toBe(false);
    const [enrollment] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, applicant.enrollmentId));
    expect(enrollment!.agreementInfoEnc).not.toContain('Maria');
    expect(enrollment!.agreementInfoEnc).not.toContain(png.toString('base64').slice(0, 20));
  });

  it("says 'Signature is required' without a signature, 'This field is required.' under an unticked consent", async () => {
    const res = await save(applicant, { user_name: 'Maria Lopez', consents: { ...consents, accuracy: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'consents.accuracy', error_message: 'This field is required.' },
      { target_element: 'signature', error_message: 'Signature is required' },
    ]);
  });

  it("refuses a name other than the applicant's, and a signature that is not a PNG", async () => {
    const wrongName = await save(applicant, { user_name: 'John Smith', signature, consents });
    expect(wrongName.json().data).toEqual([
      { target_element: 'user_name', error_message: 'Please type the applicant’s full name as entered on the personal step' },
    ]);
    const notPng = await save(applicant, {
      user_name: 'Maria Lopez',
      signature: `data:image/png;base64,${Buffer.from('<svg/>'.repeat(20)).toString('base64')}`,
      consents,
    });
    expect(notPng.json().data).toEqual([
      { target_element: 'signature', error_message: 'The signature could not be read. Please sign again.' },
    ]);
  });

  it("refuses a group code other than the enrollment's group's", async () => {
    const res = await save(group, { group_code: 'RVSD3002', signature, consents });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'group_code', error_message: 'The group code does not match this enrollment' }]);
    expect((await save(group, { group_code: DEMO_GROUP_CODE.toLowerCase(), signature, consents })).statusCode).toBe(200);
    expect(await storedAgreement(group)).toMatchObject({ mode: 'group', group_name: 'Acme Manufacturing', group_code: 'acme3001' });
  });

  it("answers 404 for another browser's enrollment", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/save-agreement-info',
      payload: { enrollment_id: applicant.enrollmentId, user_name: 'Maria Lopez', signature, consents },
      cookies: rep.cookies,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the rep process: a code e-mailed to the applicant', () => {
  const repAnswer = { agent_code: DEMO_AGENT_CODE, answer: '04/12/1985', consents };

  it('refuses a save before a code was sent, a wrong agent code and a wrong answer', async () => {
    const noCode = await save(rep, { ...repAnswer, verification_code: '123456' });
    expect(noCode.json().data).toEqual([
      { target_element: 'verification_code', error_message: 'Please send a verification code to the applicant first' },
    ]);
    const wrong = await save(rep, { ...repAnswer, agent_code: 'MGAR4545', answer: '01/01/1990', verification_code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toEqual([
      { target_element: 'agent_code', error_message: 'The agent code does not match this enrollment' },
      { target_element: 'answer', error_message: 'The answer does not match the applicant’s information' },
    ]);
  });

  it("sends a code to the contact step's address, stored hashed; a wrong code is refused, the right one saves", async () => {
    const sent = await sendCode(rep);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({
      message: 'A verification code was sent to the applicant’s e-mail address.',
      sent_to: 'm•••@example.com',
    });
    const code = await lastCodeTo(rep.email);
    const pending = (await storedAgreement(rep))!.verification!;
    expect(pending.code_hash).not.toContain(code);
    expect(JSON.stringify(pending)).not.toContain(code);

    const wrongCode = code === '000000' ? '000001' : '000000';
    const refused = await save(rep, { ...repAnswer, verification_code: wrongCode });
    expect(refused.json().data).toEqual([{ target_element: 'verification_code', error_message: 'The verification code is not correct' }]);
    expect((await storedAgreement(rep))!.verification!.wrong_tries).toBe(1);

    const res = await save(rep, { ...repAnswer, verification_code: code });
    expect(res.statusCode).toBe(200);
    const stored = (await storedAgreement(rep))!;
    expect(stored).toMatchObject({ mode: 'rep', agent_name: 'John Smith', verification_code: null, verification: null, question_id: 1 });
    expect(stored.signature_file_id).toBeNull();
    // The applicant consented to the texts e-mailed with the code, in their own wording (docs/decisions/0100).
    const sha256 = createHash('sha256').update(JSON.stringify(AGREEMENT_TEXTS)).digest('hex');
    expect(stored.applicant_texts_sha256).toBe(sha256);
    expect((await outboxMail(t, { to: rep.email, kind: 'agreement_code' })).at(-1)!.text).toContain(AGREEMENT_TEXTS[0]!.text_body);
  });

  it('voids a code once the contact address changes: a code sent to one address never confirms another', async () => {
    const applicantOfRep = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'rep' }));
    expect((await sendCode(applicantOfRep)).statusCode).toBe(200);
    const code = await lastCodeTo(applicantOfRep.email);
    const moved = await t.call({
      method: 'POST',
      url: '/api/v1/save-contact-info',
      payload: { ...CONTACT_INFO_BODY, email_address: 'someone.else@example.com', enrollment_id: applicantOfRep.enrollmentId },
      cookies: applicantOfRep.cookies,
    });
    expect(moved.statusCode).toBe(200);
    const res = await save(applicantOfRep, { ...repAnswer, verification_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      {
        target_element: 'verification_code',
        error_message: 'The contact e-mail address changed after this code was sent. Please send a new code.',
      },
    ]);
  });

  it('refuses a code to an enrollment that is not verified by code, and without a contact address', async () => {
    expect((await sendCode(applicant)).statusCode).toBe(409);
    const noContact = await createEnrollmentFixture(t.database.db, { eprocess: 'rep' });
    const res = await sendCode(noContact);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'verification_code', error_message: 'Please complete the contact information first' },
    ]);
  });

  it('sends at most 5 codes an hour for one enrollment, whatever the address asking', async () => {
    const busy = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'rep' }));
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendCode(busy, `198.51.100.${10 + i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers at most 5 sends in 10 minutes to one client address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const fixture = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'rep' }));
      statuses.push((await sendCode(fixture, '198.51.100.99')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('ends a code after 30 minutes, and after 5 wrong tries', async () => {
    const late = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'rep' }));
    await sendCode(late, '198.51.100.50');
    const code = await lastCodeTo(late.email);
    clockAhead = 31 * 60_000;
    try {
      const expired = await save(late, { ...repAnswer, verification_code: code });
      expect(expired.json().data).toEqual([
        { target_element: 'verification_code', error_message: 'The verification code has expired. Please send a new one.' },
      ]);
    } finally {
      clockAhead = 0;
    }

    const guessed = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'rep' }));
    await sendCode(guessed, '198.51.100.51');
    const right = await lastCodeTo(guessed.email);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await save(guessed, { ...repAnswer, verification_code: wrong })).statusCode).toBe(400);
    const locked = await save(guessed, { ...repAnswer, verification_code: right });
    expect(locked.json().data).toEqual([
      { target_element: 'verification_code', error_message: 'The verification code has expired. Please send a new one.' },
    ]);
  });
});

describe('a completed enrollment', () => {
  it('answers 409 to every agreement call of its rep, and 404 to its browser (completion ended its hold)', async () => {
    const done = await withSteps(await createEnrollmentFixture(t.database.db, { eprocess: 'applicant' }));
    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, done.enrollmentId));
    expect((await get('/api/v1/get-form-fields-agreement-info', done)).statusCode).toBe(404);
    const rep = { ...done, cookies: { ...browser(), ...(await t.signIn('agent')) } };
    expect((await get('/api/v1/get-form-fields-agreement-info', rep)).statusCode).toBe(409);
    expect((await save(rep, { user_name: 'Maria Lopez', signature, consents })).statusCode).toBe(409);
  });
});
