import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WIZARD_MESSAGES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { BILLING_ADDRESS, EFT_BILLING_BODY } from '../../../test/wire-bodies';
import { DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { PORTAL_IDS } from '../../db/seed/parties';
import { enrollments, paymentMethods } from '../../db/schema';
import { randomUUID } from 'node:crypto';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';

let t: TestApp;
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
let shopper: Fixture;
let card: Fixture;
let payroll: Fixture;
let member: Fixture;
/** The member's enrollment in their rep's browser: the payment methods on file are shown to the rep only (docs/decisions/0089). */
let repDesk: Record<string, string>;
let memberCardId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  shopper = await createEnrollmentFixture(db);
  card = await createEnrollmentFixture(db);
  payroll = await createEnrollmentFixture(db, { portalId: PORTAL_IDS.acme });
  member = await createEnrollmentFixture(db, { enrollType: 'existing-member' });
  await db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, member.enrollmentId));
  repDesk = { ...member.cookies, ...(await t.signIn('agent')) };
  const cipher = createDataCipher(t.env.dataKeys);
  const cardId = randomUUID();
  const [row] = await db
    .insert(paymentMethods)
    .values({
      id: cardId,
      memberId: DEMO_MEMBER_ID,
      kind: 'card',
      cardNumberEnc: cipher.encrypt('4111111111111111', sealedAt('payment_methods:card_number_enc', cardId)),
      cardBrand: 'visa',
      nameOnCard: 'Emily Carter',
      expirationMonth: '09',
      expirationYear: '2030',
      last4: '1111',
    })
    .returning({ id: paymentMethods.id });
  memberCardId = row!.id;
});
afterAll(() => t.close());

const address = BILLING_ADDRESS;
const eft = EFT_BILLING_BODY;
const newCard = {
  payment_method: 'cc',
  bill_date: '',
  first_name_on_cc: 'Maria',
  last_name_on_cc: 'Lopez',
  card_number: '4111111111111111',
  expiration_month: '7',
  expiration_year: '2029',
  security_code: '987',
  ...address,
};

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string>) => t.call({ url, cookies });
const errorsOf = (res: { json(): { data: { target_element: string; error_message: string }[] } }) =>
  Object.fromEntries(res.json().data.map((e) => [e.target_element, e.error_message]));
const fieldsOf = (res: { json(): { data: { result: { field_name: string; value: unknown }[] } } }) =>
  Object.fromEntries(res.json().data.result.map((f) => [f.field_name, f.value]));
const storedRow = async (enrollmentId: string) => {
  const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  return row!;
};
const storedPayment = async (enrollmentId: string) =>
  createDataCipher(t.env.dataKeys).decryptJson<Record<string, unknown>>(
    (await storedRow(enrollmentId)).paymentInfoEnc!,
    sealedAt('enrollments:payment_info_enc', enrollmentId),
  );

describe('billing lists', () => {
  it("answers the portal's payment method: cc for a list with cards, the first listed otherwise", async () => {
    const cc = await get(`/api/v1/get-payment-method?enrollment_id=${shopper.enrollmentId}`, shopper.cookies);
    expect(cc.json()).toEqual({ status: 'success', data: { result: 'cc' } });
    const list = await get(`/api/v1/get-payment-method?enrollment_id=${payroll.enrollmentId}`, payroll.cookies);
    expect(list.json().data.result).toBe('list');
  });

  it('answers the bill dates 1 to 28 and the billing text', async () => {
    const dates = await get(`/api/v1/get-bill-date?enrollment_id=${shopper.enrollmentId}`, shopper.cookies);
    const result = dates.json().data.result as { bill_date: number }[];
    expect(result.map((d) => d.bill_date)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    const text = await get(`/api/v1/get-billing-text?enrollment_id=${shopper.enrollmentId}`, shopper.cookies);
    expect(text.json()).toEqual({ status: 'success', data: 'Your bank statement will show BENEFITSTORE*PREM 800-555-0142.' });
  });

  it('answers the form fields with bill date 28 by default', async () => {
    const res = await get(`/api/v1/get-form-fields-billing-info?enrollment_id=${card.enrollmentId}`, card.cookies);
    expect(res.statusCode).toBe(200);
    expect(fieldsOf(res)).toMatchObject({ bill_date: 28, address1: null, card_number: null });
  });

  it("answers an existing member's bank accounts and cards masked, and none for a new applicant", async () => {
    const banks = await get(`/api/v1/get-existing-bank-info?enrollment_id=${member.enrollmentId}`, repDesk);
    expect(banks.json().data.result).toEqual([
      expect.objectContaining({ account_number: 'xxxxxxxx9347', bank_name: 'Trinity River Bank' }),
    ]);
    expect(JSON.stringify(banks.json())).not.toContain('4820019347');
    const cards = await get(`/api/v1/get-existing-card-info?enrollment_id=${member.enrollmentId}`, repDesk);
    expect(cards.json().data.result).toEqual([expect.objectContaining({ card_id: memberCardId, card_number: 'xxxxxxxx1111' })]);
    // The same browser without the rep's session holds the enrollment, but is shown nothing on file.
    const unsigned = await get(`/api/v1/get-existing-bank-info?enrollment_id=${member.enrollmentId}`, member.cookies);
    expect(unsigned.json().data.result).toEqual([]);
    const none = await get(`/api/v1/get-existing-card-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies);
    expect(none.json().data.result).toEqual([]);
  });

  it("answers 404 for another browser's enrollment on every billing call", async () => {
    for (const path of [
      'get-form-fields-billing-info',
      'get-bill-date',
      'get-payment-method',
      'get-existing-bank-info',
      'get-existing-card-info',
      'get-billing-text',
    ]) {
      expect((await get(`/api/v1/${path}?enrollment_id=${shopper.enrollmentId}`, card.cookies)).statusCode).toBe(404);
    }
    expect((await post('/api/v1/save-billing-info', { ...eft, enrollment_id: shopper.enrollmentId }, card.cookies)).statusCode).toBe(404);
    expect(
      (await post('/api/v1/save-billing-info-existing', { card_id: memberCardId, enrollment_id: member.enrollmentId }, card.cookies))
        .statusCode,
    ).toBe(404);
  });
});

describe('save billing info', () => {
  it('saves a bank account sealed: the account number is not in the row, and comes back only as masked nowhere', async () => {
    const res = await post('/api/v1/save-billing-info', { ...eft, enrollment_id: shopper.enrollmentId }, shopper.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { version: expect.any(Number) } });
    expect(JSON.stringify(await storedRow(shopper.enrollmentId))).not.toContain('55512340987654');
    expect(await storedPayment(shopper.enrollmentId)).toMatchObject({
      payment_method: 'eft',
      bill_date: 15,
      account_number: '55512340987654',
      bank_name: 'BANK OF AMERICA',
      state: 'TX',
    });
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-billing-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies));
    expect(fields).toMatchObject({ routing_number: '111000025', account_number: null, bill_date: 15 });
  });

  it('saves a card without its security code anywhere, bill date 28 when none is chosen', async () => {
    const res = await post('/api/v1/save-billing-info', { ...newCard, enrollment_id: card.enrollmentId }, card.cookies);
    expect(res.statusCode).toBe(200);
    const stored = await storedPayment(card.enrollmentId);
    expect(stored).toMatchObject({ payment_method: 'cc', card_number: '4111111111111111', expiration_month: '07', bill_date: 28 });
    expect(stored).not.toHaveProperty('security_code');
    expect(JSON.stringify(stored)).not.toContain('987');
    expect(JSON.stringify(await storedRow(card.enrollmentId))).not.toContain('4111111111111111');
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-billing-info?enrollment_id=${card.enrollmentId}`, card.cookies));
    expect(fields).toMatchObject({ payment_method: 'cc', card_number: null, security_code: null, expiration_month: '07' });
  });

  it('copies the contact address when the billing address is the physical address', async () => {
    const contact = {
      email_address: 'maria@example.com',
      phone_number: '2145550142',
      address1: '7 Oak Ave',
      address2: 'Apt 2',
      city: 'Austin',
      zip: '73301',
      state: 'TX',
      birth_state: '',
      birth_city: '',
      with_validation: '0',
    };
    expect((await post('/api/v1/save-contact-info', { ...contact, enrollment_id: card.enrollmentId }, card.cookies)).statusCode).toBe(200);
    const res = await post(
      '/api/v1/save-billing-info',
      { ...newCard, is_physical_address: 'yes', enrollment_id: card.enrollmentId },
      card.cookies,
    );
    expect(res.statusCode).toBe(200);
    expect(await storedPayment(card.enrollmentId)).toMatchObject({
      address1: '7 Oak Ave',
      address2: 'Apt 2',
      city: 'Austin',
      zip: '73301',
    });
  });

  it('refuses bad fields with the messages under them', async () => {
    const res = await post(
      '/api/v1/save-billing-info',
      {
        ...newCard,
        card_number: '4111111111112',
        last_name_on_cc: 'L0pez',
        security_code: '12',
        zip: '123',
        enrollment_id: card.enrollmentId,
      },
      card.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toMatchObject({
      card_number: WIZARD_MESSAGES.cardNumberInvalid,
      last_name_on_cc: 'Please enter valid last name',
      security_code: WIZARD_MESSAGES.securityCode,
      zip: 'Invalid Zip code',
    });
    const short = await post(
      '/api/v1/save-billing-info',
      { ...newCard, card_number: '411111', enrollment_id: card.enrollmentId },
      card.cookies,
    );
    expect(errorsOf(short).card_number).toBe('Card number must be Min-13 and Max-25');
    const bank = await post(
      '/api/v1/save-billing-info',
      { ...eft, routing_number: '111000026', account_name: 'M@ria', enrollment_id: shopper.enrollmentId },
      shopper.cookies,
    );
    expect(errorsOf(bank)).toMatchObject({ routing_number: 'Invalid routing number', account_name: 'Invalid account holder name' });
  });

  it('refuses an expired card', async () => {
    const res = await post(
      '/api/v1/save-billing-info',
      { ...newCard, expiration_month: '01', expiration_year: '2026', enrollment_id: card.enrollmentId },
      card.cookies,
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).expiration_month).toBe(WIZARD_MESSAGES.cardExpired);
  });

  it('saves only the method and the given bank fields for payroll deduction, and refuses a method the portal does not offer', async () => {
    const res = await post(
      '/api/v1/save-billing-info',
      { payment_method: 'list', bank_name: '', routing_number: '', account_name: 'Pat Doe', enrollment_id: payroll.enrollmentId },
      payroll.cookies,
    );
    expect(res.statusCode).toBe(200);
    expect(await storedPayment(payroll.enrollmentId)).toEqual({ payment_method: 'list', bill_date: 28, account_name: 'Pat Doe' });
    const refused = await post('/api/v1/save-billing-info', { ...newCard, enrollment_id: payroll.enrollmentId }, payroll.cookies);
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused).payment_method).toBe(WIZARD_MESSAGES.paymentMethodNotOffered);
  });
});

describe('save billing info existing', () => {
  it("saves the member's bank account on file by id, with the routing number on file", async () => {
    const banks = await get(`/api/v1/get-existing-bank-info?enrollment_id=${member.enrollmentId}`, repDesk);
    const bank = banks.json().data.result[0] as { bank_id: string; bank_routing: string };
    const res = await post(
      '/api/v1/save-billing-info-existing',
      {
        enrollment_id: member.enrollmentId,
        bank_id: bank.bank_id,
        account_type: 'savings',
        account_holder_type: 'individual',
        account_name: 'Emily Carter',
        bank_name: 'Trinity River Bank',
        bank_routing: bank.bank_routing,
        bill_date: '5',
      },
      member.cookies,
    );
    expect(res.statusCode).toBe(200);
    const stored = await storedPayment(member.enrollmentId);
    expect(stored).toMatchObject({
      payment_method: 'eft',
      bank_id: bank.bank_id,
      routing_number: bank.bank_routing,
      account_type: 'savings',
      bill_date: 5,
    });
    expect(stored).not.toHaveProperty('account_number');
    const fields = fieldsOf(await get(`/api/v1/get-form-fields-billing-info?enrollment_id=${member.enrollmentId}`, member.cookies));
    expect(fields).toMatchObject({ bank_id: bank.bank_id, routing_number: bank.bank_routing, account_number: null });
  });

  it("saves the member's card on file by id", async () => {
    const res = await post(
      '/api/v1/save-billing-info-existing',
      { enrollment_id: member.enrollmentId, card_id: memberCardId },
      member.cookies,
    );
    expect(res.statusCode).toBe(200);
    expect(await storedPayment(member.enrollmentId)).toMatchObject({ payment_method: 'cc', card_id: memberCardId, bill_date: 28 });
  });

  it("refuses a card that is not the member's, and a bank choice without its fields", async () => {
    const stranger = await post(
      '/api/v1/save-billing-info-existing',
      { enrollment_id: shopper.enrollmentId, card_id: memberCardId },
      shopper.cookies,
    );
    expect(stranger.statusCode).toBe(404);
    expect(errorsOf(stranger).card_id).toBe(WIZARD_MESSAGES.existingPaymentNotFound);
    const junk = await post(
      '/api/v1/save-billing-info-existing',
      { enrollment_id: member.enrollmentId, card_id: 'not-an-id' },
      member.cookies,
    );
    expect(junk.statusCode).toBe(404);
    const bare = await post(
      '/api/v1/save-billing-info-existing',
      { enrollment_id: member.enrollmentId, bank_id: memberCardId },
      member.cookies,
    );
    expect(bare.statusCode).toBe(400);
    expect(errorsOf(bare)).toMatchObject({ account_type: WIZARD_MESSAGES.required, bank_routing: WIZARD_MESSAGES.required });
  });
});
