import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TEXTS } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../test/fixtures';
import { SAVED_TABS, saveTabsFixture } from '../../test/saved-tabs-fixture';
import { FAMILY_TABS } from '../../test/family-enrollment';
import { decodeMail, startSmtp } from '../../test/smtp-capture';
import { DEMO_AGENT_ID } from '../db/seed/demo-ids';
import { createDataCipher } from '../lib/data-cipher';
import { deliverDueMessages } from './delivery-worker';

/**
 * Every e-mail that lists plans says which option of each was chosen (docs/decisions/0100), and
 * the applicant's verification code comes with the plans and the agreement they consent to: the
 * real calls put the messages in the outbox, a real SMTP server receives them.
 */
let t: TestApp;
const cipher = () => createDataCipher(t.env.dataKeys);
let repSession: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  repSession = await t.signIn('agent');
});
afterAll(() => t.close());

const stamp = Date.now();
const address = (who: string) => `${who}.options.${stamp}@example.com`;
let lastRemote = 0;
const remoteAddress = () => `10.77.0.${++lastRemote}`;

/** The demo rep's client with $200,000 of Harborlight Term Life 10 and the $1,000 option of Bluepine Dental Essentials. */
async function lifeAndDental() {
  const fixture = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID, eprocess: 'rep' });
  await addCartItemFixture(t.database.db, fixture.enrollmentId, 'TL401', { option: '$200,000 Coverage' });
  await addCartItemFixture(t.database.db, fixture.enrollmentId, 'DN101', { option: '$1,000 Annual Max' });
  return fixture;
}

/** Hands the outbox to a real SMTP server and answers what it received, decoded, by recipient. */
async function deliverAll(): Promise<Map<string, string[]>> {
  const smtp = await startSmtp();
  const transport = smtp.transport();
  await deliverDueMessages({ db: t.database.db, cipher: cipher(), transport, from: 'store@example.com' });
  transport.close();
  await smtp.close();
  const byRecipient = new Map<string, string[]>();
  for (const mail of smtp.received) byRecipient.set(mail.to, [...(byRecipient.get(mail.to) ?? []), decodeMail(mail.raw)]);
  return byRecipient;
}

const CHOSEN = [
  ['Harborlight Term Life 10', '$200,000 Coverage'],
  ['Bluepine Dental Essentials', '$1,000 Annual Max'],
] as const;

/** The text part (after its header) holds each plan on one line with its option. */
function expectOptionsInText(mail: string) {
  for (const [plan, option] of CHOSEN) expect(mail).toContain(`${plan} (${option})`);
}

let received: Map<string, string[]>;
beforeAll(async () => {
  // A quote, a verification code and a completion (receipt and "who enrolled you"), all for the same cart.
  const quoted = await lifeAndDental();
  const quote = await t.call({
    method: 'POST',
    url: '/api/v1/save-enrollment',
    payload: { enrollment_id: quoted.enrollmentId, email: address('quoted'), name: 'Quinn Options', tab: 'cart_info' },
    cookies: { ...quoted.cookies, ...repSession },
    remoteAddress: remoteAddress(),
  });
  expect(quote.statusCode).toBe(200);

  const coded = await lifeAndDental();
  await saveTabsFixture(t.database.db, cipher(), coded.enrollmentId, {
    primary_info: SAVED_TABS.primary_info,
    contact_info: { ...SAVED_TABS.contact_info, email_address: address('coded') },
  });
  const code = await t.call({
    method: 'POST',
    url: '/api/v1/send-agreement-verification-code',
    payload: { enrollment_id: coded.enrollmentId },
    cookies: coded.cookies,
    remoteAddress: remoteAddress(),
  });
  expect(code.statusCode).toBe(200);

  const completed = await lifeAndDental();
  await saveTabsFixture(t.database.db, cipher(), completed.enrollmentId, {
    ...SAVED_TABS,
    // Term life asks for beneficiaries and health answers.
    beneficiary_info: FAMILY_TABS.beneficiary_info,
    primary_health_info: FAMILY_TABS.primary_health_info,
    contact_info: { ...SAVED_TABS.contact_info, email_address: address('completed') },
  });
  const review = await t.call({
    method: 'POST',
    url: '/api/v1/save-review-info',
    payload: { enrollment_id: completed.enrollmentId, first_enroll: 1 },
    cookies: completed.cookies,
  });
  expect(review.statusCode).toBe(200);

  received = await deliverAll();
});

describe('e-mails that list plans, through SMTP', () => {
  it('the quote names each plan with its chosen option', () => {
    const [mail] = received.get(address('quoted')) ?? [];
    expect(mail).toBeDefined();
    expectOptionsInText(mail!);
    // The HTML part too: the option under the plan's name.
    expect(mail).toMatch(/Harborlight Term Life 10<br><span[^>]*>\$200,000 Coverage<\/span>/);
  });

  it('the receipt and the "who enrolled you" notice name each plan with its chosen option', () => {
    const mails = received.get(address('completed')) ?? [];
    const receipt = mails.find((mail) => mail.includes('Subject: Enrollment Receipt'));
    const notice = mails.find((mail) => mail.includes('This was not me'));
    expect(receipt).toBeDefined();
    expect(notice).toBeDefined();
    expectOptionsInText(receipt!);
    expectOptionsInText(notice!);
  });

  it("the applicant's verification code comes with the plans and options and the agreement they consent to", () => {
    const [mail] = received.get(address('coded')) ?? [];
    expect(mail).toBeDefined();
    expectOptionsInText(mail!);
    for (const text of AGREEMENT_TEXTS) {
      expect(mail).toContain(text.text_head);
      expect(mail).toContain(text.text_body);
    }
    expect(mail).toContain('John Smith');
    expect(mail).toMatch(/give John Smith this code:\s+\d{6}/);
  });
});
