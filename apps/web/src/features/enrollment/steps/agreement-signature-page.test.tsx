import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_TEXTS, agreementFieldRules, formFields, SIGNING_MESSAGES, type Eprocess } from '@benefit-store/domain';
import { storage } from '@/lib/storage';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi, success, type Route as StubRoute } from '@/testing/fetch-stub';
import { AgreementSignaturePage } from './agreement-signature-page';

const ENROLLMENT = '771ed385-d1dc-4cc7-929d-a7f23615020b';
const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'billing_info', order: 6, required: true },
  { tab_name: 'agreement_info', order: 7, required: true },
  { tab_name: 'review_info', order: 8, required: true },
];
/** The fields the server answers for a process, with the rep's prefill and the date. */
const fieldsFor = (eprocess: Eprocess) => ({
  result: formFields(agreementFieldRules(eprocess), {
    agent_name: 'John Smith',
    agent_code: 'ABCD1212',
    question_id: 1,
    question: "What is the applicant's date of birth (mm/dd/yyyy)?",
    date: '11/23/2026',
  }),
});
const refusal = (target_element: string, error_message: string) => ({
  status: 400,
  body: { status: 'error', data: [{ target_element, error_message }], message: error_message },
});

function stubStep(eprocess: Eprocess, overrides: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/get-agreement-texts': () => success({ result: AGREEMENT_TEXTS }),
    '/api/v1/get-form-fields-agreement-info': () => success(fieldsFor(eprocess)),
    '/api/v1/save-agreement-info': () => success({ version: 4 }),
    '/api/v1/send-agreement-verification-code': () =>
      success({ message: 'A verification code was sent to the applicant’s e-mail address.', sent_to: 'm•••@example.com' }),
    '/api/v1/save-screenshot': () => success({}),
    ...overrides,
  });
}

function renderStep() {
  renderRoutes(
    [
      { path: '/enrollment/agreement-signature', element: <AgreementSignaturePage /> },
      { path: '/enrollment/review-confirm', element: <p>Review step</p> },
    ],
    '/enrollment/agreement-signature',
  );
}

const next = async () => fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
const consentBox = (head: string) => screen.getByRole('checkbox', { name: `I agree: ${head}` });
async function agreeToAll() {
  await screen.findByText(AGREEMENT_TEXTS[0]!.text_body);
  for (const text of AGREEMENT_TEXTS) fireEvent.click(consentBox(text.text_head));
}
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(() => {
  storage.set('tempId', ENROLLMENT);
  // jsdom draws nothing: the pad finds no 2D context and stays empty.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AgreementSignaturePage', () => {
  it("says 'This field is required.' under each unticked consent and 'Signature is required' under an empty pad", async () => {
    const { calls } = stubStep('applicant');
    renderStep();
    await screen.findByText(AGREEMENT_TEXTS[0]!.text_body);
    fireEvent.click(consentBox(AGREEMENT_TEXTS[0]!.text_head));
    type(/^Full Name/, 'Maria Lopez');
    await next();
    await waitFor(() => expect(consentBox(AGREEMENT_TEXTS[1]!.text_head)).toHaveAccessibleDescription('This field is required.'));
    expect(consentBox(AGREEMENT_TEXTS[0]!.text_head)).not.toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('img', { name: 'Signature pad' })).toHaveAccessibleDescription(/Signature is required/);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('/api/v1/save-agreement-info'))).toBe(false);
  });

  it.each<[Eprocess, RegExp, boolean]>([
    ['rep', /code e-mailed to them with the plans and this agreement/, false],
    ['group', /group code and sign below/, true],
    ['applicant', /type your full name and sign below/, true],
  ])("words the heading's instructions for what the %s sees: 'sign below' only above a pad", async (eprocess, intro, hasPad) => {
    stubStep(eprocess);
    renderStep();
    await screen.findByText(AGREEMENT_TEXTS[0]!.text_body);
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.queryAllByText(/sign below/)).toHaveLength(hasPad ? 1 : 0);
    expect(screen.queryByLabelText('Signature pad') !== null).toBe(hasPad);
  });

  it("shows a rep the verification fields only, the rep's name locked, and the server's error under its field", async () => {
    stubStep('rep', { '/api/v1/save-agreement-info': () => refusal('agent_code', 'The agent code does not match this enrollment') });
    renderStep();
    await agreeToAll();
    expect(screen.getByRole('textbox', { name: /^Agent Name/ })).toHaveValue('John Smith');
    expect(screen.getByRole('textbox', { name: /^Agent Name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /^Full Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Signature pad' })).not.toBeInTheDocument();
    type(/date of birth/, '04/12/1985');
    type(/^Verification Code/, '123456');
    await next();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Agent Code/ })).toHaveAccessibleDescription(
        'The agent code does not match this enrollment',
      ),
    );
    expect(screen.queryByText('Review step')).not.toBeInTheDocument();
  });

  it("says 'Field is required' for the unanswered question, sends the code, and moves on once saved", async () => {
    const { calls } = stubStep('rep');
    renderStep();
    await agreeToAll();
    await next();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /date of birth/ })).toHaveAccessibleDescription('Field is required'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code to applicant' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A verification code was sent to the applicant’s e-mail address. (m•••@example.com)',
    );
    type(/date of birth/, '04/12/1985');
    type(/^Verification Code/, '123456');
    await next();
    expect(await screen.findByText('Review step')).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('/api/v1/save-agreement-info'))).toBe(true);
  });

  it('offers a rep to send the application to the applicant to sign, and shows the masked address it went to; not to an applicant', async () => {
    const { calls } = stubStep('rep', {
      '/api/v1/send-to-applicant-to-sign': () => success({ message: SIGNING_MESSAGES.linkSent, sent_to: 'n•••@example.com' }),
    });
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: SIGNING_MESSAGES.sendToSign }));
    expect(await screen.findByText(`${SIGNING_MESSAGES.linkSent} (n•••@example.com)`)).toBeInTheDocument();
    expect(calls).toContain('/api/v1/send-to-applicant-to-sign');
  });

  it('shows no such button in the applicant’s own process', async () => {
    stubStep('applicant');
    renderStep();
    await screen.findByText(AGREEMENT_TEXTS[0]!.text_body);
    expect(screen.queryByRole('button', { name: SIGNING_MESSAGES.sendToSign })).toBeNull();
  });
});
