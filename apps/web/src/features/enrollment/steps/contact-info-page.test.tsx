import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi, success, type Route as StubRoute } from '@/testing/fetch-stub';
import { ContactInfoPage } from './contact-info-page';

const ENROLLMENT = '771ed385-d1dc-4cc7-929d-a7f23615020b';
const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'contact_info', order: 1, required: true },
  { tab_name: 'billing_info', order: 6, required: true },
];
const SAVED = {
  email_address: 'maria@example.com',
  phone_number: '2145550142',
  address1: '100 Elm St',
  address2: null,
  city: 'Dallas',
  zip: '75201',
  state: 'TX',
  birth_state: null,
  birth_city: null,
  with_validation: '0',
};
const REQUIRED = new Set(['email_address', 'phone_number', 'address1', 'city', 'zip', 'state']);
const FIELDS = {
  result: Object.entries(SAVED).map(([field_name, value]) => ({ field_name, value, required: REQUIRED.has(field_name), read_only: false })),
};
const refusal = (target_element: string, error_message: string) => ({
  status: 400,
  body: { status: 'error', data: [{ target_element, error_message }], message: error_message },
});

function stubStep(overrides: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/get-form-fields-contact-info': () => success(FIELDS),
    '/api/v1/get-states': () => success({ result: [{ name: 'Texas', abbrev: 'TX' }] }),
    '/api/v1/save-contact-info': () => success({ version: 3 }),
    '/api/v1/save-screenshot': () => success({}),
    '/api/v1/validate-member-email': () => success({ valid: true }),
    '/api/v1/validate-email-neverbounce': () => success({ valid: true }),
    '/api/v1/validate-phone-numverify': () => success({ valid: true }),
    ...overrides,
  });
}

function renderStep() {
  renderRoutes(
    [
      { path: '/enrollment/contact-info', element: <ContactInfoPage /> },
      { path: '/enrollment/billing-information', element: <p>Billing step</p> },
    ],
    '/enrollment/contact-info',
  );
}

const next = async () => fireEvent.click(await screen.findByRole('button', { name: 'Next' }));

beforeEach(() => storage.set('tempId', ENROLLMENT));
afterEach(() => {
  storage.remove('enroll_type');
  storage.remove('eprocess');
  vi.unstubAllGlobals();
});

describe('ContactInfoPage', () => {
  it.each([
    ['applicant', 'Your receipt and policy documents go to this address', /^You receive an electronic copy/],
    ['rep', "The client's own e-mail address, not yours: the verification code and the receipt go there", /^The applicant receives/],
    ['group', "The member's own e-mail address, not yours: the receipt goes there", /^The applicant receives/],
  ] as const)('words the e-mail field and the note for the %s who fills the step', async (eprocess, emailHint, note) => {
    storage.set('eprocess', eprocess);
    stubStep();
    renderStep();
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(emailHint);
    expect(screen.getByText(note)).toBeInTheDocument();
    if (eprocess === 'applicant') expect(screen.queryByText(/client|applicant/)).not.toBeInTheDocument();
  });

  it("shows the server's field error under its field and stays on the step", async () => {
    stubStep({ '/api/v1/save-contact-info': () => refusal('zip', 'Zip code does not belong to the state') });
    renderStep();
    await next();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Zip/ })).toHaveAccessibleDescription('Zip code does not belong to the state'),
    );
    expect(screen.queryByText('Billing step')).not.toBeInTheDocument();
  });

  it('offers to price the plans for the zip when the state is not the one they were priced for, then saves', async () => {
    const miami = { ...SAVED, city: 'Miami', zip: '33101', state: 'FL' };
    const fields = {
      result: Object.entries(miami).map(([field_name, value]) => ({
        field_name,
        value,
        required: REQUIRED.has(field_name),
        read_only: false,
      })),
    };
    const notPriced =
      'Your plans are priced for Texas (zip 75201). To use an address in Florida, please update your plan prices for zip 33101 first.';
    let saves = 0;
    const { fetchMock } = stubStep({
      '/api/v1/get-form-fields-contact-info': () => success(fields),
      '/api/v1/get-states': () =>
        success({
          result: [
            { name: 'Florida', abbrev: 'FL' },
            { name: 'Texas', abbrev: 'TX' },
          ],
        }),
      '/api/v1/save-contact-info': () =>
        (saves += 1) === 1
          ? {
              status: 400,
              body: { status: 'error', data: [{ target_element: 'state', error_message: notPriced }], errorCode: 'repriceForZip' },
            }
          : success({ version: 4 }),
      '/api/v1/reprice-cart-for-zip': () =>
        success({
          zip: '33101',
          state: 'FL',
          message: 'Your plan prices are now for zip 33101 in Florida.',
          price_changes: [{ plan_id: 7, plan_name: 'Lantana Sunbelt Care Gold', old_price: '448.50', new_price: '484.38' }],
        }),
    });
    renderStep();
    await next();
    const state = await screen.findByRole('combobox', { name: /^State/ });
    await waitFor(() => expect(state).toHaveAccessibleDescription(notPriced));

    // Another zip typed: the offer was for 33101 only.
    const zip = screen.getByRole('textbox', { name: /^Zip/ });
    fireEvent.change(zip, { target: { value: '33102' } });
    expect(screen.queryByRole('button', { name: /^Update my plan prices/ })).not.toBeInTheDocument();
    fireEvent.change(zip, { target: { value: '33101' } });

    fireEvent.click(screen.getByRole('button', { name: 'Update my plan prices for zip 33101' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your plan prices are now for zip 33101 in Florida.');
    expect(notice).toHaveTextContent('Lantana Sunbelt Care Gold: $448.50 → $484.38 a month');
    expect(state).not.toHaveAccessibleDescription(notPriced);
    expect(screen.queryByRole('button', { name: /^Update my plan prices/ })).not.toBeInTheDocument();
    const reprice = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/v1/reprice-cart-for-zip'));
    expect(JSON.parse(String(reprice?.[1]?.body))).toEqual({ enrollment_id: ENROLLMENT, zip: '33101' });

    await next();
    expect(await screen.findByText('Billing step')).toBeInTheDocument();
  });

  it('offers no re-pricing for a zip that is not in the chosen state', async () => {
    stubStep({
      '/api/v1/save-contact-info': () => refusal('zip', '10001 is a New York zip code, not Texas. Please check the zip code or the state.'),
    });
    renderStep();
    await next();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Zip/ })).toHaveAccessibleDescription(/^10001 is a New York zip code/));
    expect(screen.queryByRole('button', { name: /^Update my plan prices/ })).not.toBeInTheDocument();
  });

  it('saves a new applicant without the existing-user checks and moves on', async () => {
    const { calls } = stubStep();
    renderStep();
    await next();
    expect(await screen.findByText('Billing step')).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('/api/v1/validate-'))).toBe(false);
  });

  it("checks an existing user's e-mail and phone first: another member's address is 'Email Already Exists.'", async () => {
    storage.set('enroll_type', 'existing-member');
    const { calls } = stubStep({
      '/api/v1/validate-member-email': () => ({ ...refusal('email', 'Email Already Exists.'), status: 409 }),
      '/api/v1/validate-phone-numverify': () => refusal('phone', 'Invalid phone number'),
    });
    renderStep();
    await next();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(/Email Already Exists\./));
    expect(screen.getByRole('textbox', { name: /^Contact Number/ })).toHaveAccessibleDescription('Invalid phone number');
    expect(calls.some((c) => c.startsWith('/api/v1/save-contact-info'))).toBe(false);
  });
});
