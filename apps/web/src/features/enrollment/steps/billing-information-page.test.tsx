import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi, success, type Route as StubRoute } from '@/testing/fetch-stub';
import { WizardLayout } from '../wizard-layout';
import { BillingInformationPage } from './billing-information-page';

const ENROLLMENT = '771ed385-d1dc-4cc7-929d-a7f23615020b';
const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'contact_info', order: 1, required: true },
  { tab_name: 'billing_info', order: 6, required: true },
  { tab_name: 'agreement_info', order: 7, required: true },
];
const OPTIONAL = new Set(['address2', 'bill_date', 'is_physical_address']);
const FIELD_NAMES = [
  'payment_method',
  'bill_date',
  'routing_number',
  'bank_name',
  'account_name',
  'account_number',
  'account_type',
  'account_holder_type',
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'is_physical_address',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
];
const FIELDS = {
  result: FIELD_NAMES.map((field_name) => ({
    field_name,
    value: field_name === 'bill_date' ? 28 : null,
    required: !OPTIONAL.has(field_name),
    read_only: false,
  })),
};
const fieldError = (target_element: string, error_message: string) => ({
  status: 400,
  body: { status: 'error', data: [{ target_element, error_message }], message: error_message },
});

function stubStep(method: string, overrides: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/get-form-fields-billing-info': () => success(FIELDS),
    '/api/v1/get-payment-method': () => success({ result: method }),
    '/api/v1/get-bill-date': () => success({ result: Array.from({ length: 28 }, (_, i) => ({ bill_date: i + 1 })) }),
    '/api/v1/get-billing-text': () => success('Your bank statement will show BENEFITSTORE*PREM 800-555-0142.'),
    '/api/v1/get-existing-bank-info': () => success({ result: [] }),
    '/api/v1/get-existing-card-info': () => success({ result: [] }),
    '/api/v1/get-states': () => success({ result: [{ name: 'Texas', abbrev: 'TX' }] }),
    '/api/v1/get-enrollment-temp-info': () =>
      success({
        result: {
          address1: '7 Oak Ave',
          address2: null,
          city: 'Austin',
          state: 'TX',
          zip: '73301',
          phone_number: '2145550142',
          email_address: 'maria@example.com',
        },
      }),
    '/api/v3/routing-number-bank-lookup': (query) =>
      query.get('q') === '111000025' ? success({ name: 'Bank of America' }) : fieldError('routing_number', 'Invalid routing number'),
    '/api/v1/save-screenshot': () => success({}),
    ...overrides,
  });
}

function renderStep() {
  renderRoutes(
    [
      { path: '/enrollment/billing-information', element: <BillingInformationPage /> },
      { path: '/enrollment/agreement-signature', element: <p>Agreement step</p> },
    ],
    '/enrollment/billing-information',
  );
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
async function choose(label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const { value } = await within(select).findByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(select, { target: { value } });
}

beforeEach(() => storage.set('tempId', ENROLLMENT));
afterEach(() => vi.unstubAllGlobals());

describe('BillingInformationPage', () => {
  it('looks the routing number up on blur: the bank name upper-cased, or the error under the routing number and the bank name cleared', async () => {
    stubStep('eft');
    renderStep();
    const routing = await screen.findByRole('textbox', { name: /Routing Number/ });
    expect(screen.getByText('Payment type:')).toHaveTextContent('EFT (Bank Draft)');
    fireEvent.change(routing, { target: { value: '111000025' } });
    fireEvent.blur(routing);
    await waitFor(() => expect(textbox(/Bank Name/)).toHaveValue('BANK OF AMERICA'));

    fireEvent.change(routing, { target: { value: '111000026' } });
    fireEvent.blur(routing);
    await waitFor(() => expect(textbox(/Routing Number/)).toHaveAccessibleDescription('Invalid routing number'));
    expect(textbox(/Bank Name/)).toHaveValue('');
    expect(screen.getByText('Your bank statement will show BENEFITSTORE*PREM 800-555-0142.')).toBeInTheDocument();
    expect(screen.getByText(/insufficient funds costs a \$30 fee/)).toBeInTheDocument();
  });

  it('lists the field errors of an empty Next in the error summary, which takes focus', async () => {
    const { calls } = stubStep('eft');
    // In the wizard's frame, which counts the checks the summary takes focus after.
    renderRoutes(
      [
        {
          path: '/enrollment',
          element: <WizardLayout />,
          children: [{ path: 'billing-information', element: <BillingInformationPage /> }],
        },
      ],
      '/enrollment/billing-information',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: /^Routing Number: / })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(calls.some((path) => path.startsWith('/api/v1/save-billing-info'))).toBe(false);
  });

  it('offers a card with EFT also possible, checks the card number, and shows a server error under its field', async () => {
    const { calls } = stubStep('cc', { '/api/v1/save-billing-info': () => fieldError('card_number', 'Invalid card number') });
    renderStep();
    expect(await screen.findByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'EFT (Bank Draft)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '1st of month' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Bill Date/ })).toHaveValue('28');

    fireEvent.change(textbox(/First Name on Card/), { target: { value: 'Maria' } });
    fireEvent.change(textbox(/Last Name on Card/), { target: { value: 'Lopez' } });
    fireEvent.change(textbox(/Card Number/), { target: { value: '4111' } });
    fireEvent.change(screen.getByLabelText(/Security Code/), { target: { value: '123' } });
    await choose(/Expiration Month/, '07');
    await choose(/Expiration Year/, String(new Date().getFullYear() + 2));
    fireEvent.change(textbox(/Street Address 1/), { target: { value: '100 Elm St' } });
    fireEvent.change(textbox(/City/), { target: { value: 'Dallas' } });
    await choose(/^State/, 'Texas');
    fireEvent.change(textbox(/Zip/), { target: { value: '75201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(textbox(/Card Number/)).toHaveAccessibleDescription('Card number must be Min-13 and Max-25'));
    expect(calls.some((path) => path.startsWith('/api/v1/save-billing-info'))).toBe(false);

    fireEvent.change(textbox(/Card Number/), { target: { value: '4111111111111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(textbox(/Card Number/)).toHaveAccessibleDescription('Invalid card number'));
    expect(calls.some((path) => path.startsWith('/api/v1/save-billing-info'))).toBe(true);
    // A long form filled field by field: room for a busy machine.
  }, 20_000);

  it('copies the contact address read-only for the physical address, and clears it for typing otherwise', async () => {
    stubStep('eft');
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(textbox(/Street Address 1/)).toHaveValue('7 Oak Ave'));
    expect(textbox(/Street Address 1/)).toHaveAttribute('readonly');
    expect(textbox(/Zip/)).toHaveValue('73301');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(textbox(/Street Address 1/)).toHaveValue(''));
    expect(textbox(/Street Address 1/)).not.toHaveAttribute('readonly');
  });

  it('shows the contact address as it is now when the saved billing address is the physical one, not the copy saved with it', async () => {
    const saved: Record<string, string> = {
      payment_method: 'eft',
      is_physical_address: 'yes',
      address1: '7 Oak Ave',
      city: 'Austin',
      state: 'TX',
      zip: '75201',
    };
    stubStep('eft', {
      '/api/v1/get-form-fields-billing-info': () =>
        success({ result: FIELDS.result.map((field) => ({ ...field, value: saved[field.field_name] ?? field.value })) }),
    });
    renderStep();
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeChecked();
    await waitFor(() => expect(textbox(/Zip/)).toHaveValue('73301'));
    expect(textbox(/Zip/)).toHaveAttribute('readonly');
  });

  const BANK_ON_FILE = {
    bank_id: 'b1',
    bank_name: 'Trinity River Bank',
    bank_routing: '111901755',
    account_number: 'xxxxxxxx9347',
    account_type: 'checking',
    account_holder_type: 'individual',
    account_name: 'Emily Carter',
  };

  it('lets an existing member choose a bank account on file (masked), which locks the form', async () => {
    stubStep('eft', { '/api/v1/get-existing-bank-info': () => success({ result: [BANK_ON_FILE] }) });
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Trinity River Bank xxxxxxxx9347' }));
    await waitFor(() => expect(textbox(/Account Number/)).toHaveValue('xxxxxxxx9347'));
    expect(textbox(/Routing Number/)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Account Type/ })).toBeDisabled();
  });

  it('chooses the saved account on file again when the step is revisited', async () => {
    const saved = { ...FIELDS, result: FIELDS.result.map((f) => (f.field_name === 'payment_method' ? { ...f, value: 'eft' } : f)) };
    saved.result.push({ field_name: 'bank_id', value: 'b1', required: false, read_only: false });
    stubStep('eft', {
      '/api/v1/get-form-fields-billing-info': () => success(saved),
      '/api/v1/get-existing-bank-info': () => success({ result: [BANK_ON_FILE] }),
    });
    renderStep();
    expect(await screen.findByRole('radio', { name: 'Trinity River Bank xxxxxxxx9347' })).toBeChecked();
    await waitFor(() => expect(textbox(/Account Number/)).toHaveValue('xxxxxxxx9347'));
    expect(textbox(/Account Number/)).toHaveAttribute('readonly');
  });

  it('shows no form for list billing', async () => {
    stubStep('list');
    renderStep();
    expect(await screen.findByText('No bank or card details are needed for this payment type.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Routing Number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card Number/ })).not.toBeInTheDocument();
  });
});
