import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { ReceiptPage } from './receipt-page';

const TEMP_ID = '3b0f3f7e-2d7a-4c55-9a57-0d0c6f1f9a11';
const RECEIPT = {
  policy_id: '4821937460',
  name: 'Nora Quinlan',
  plans: [
    { plan_id: 1, plan_name: 'Bluepine Dental Essentials', option_label: '$1,000 annual maximum', price: '32.40', one_time_fee: '0.00' },
    { plan_id: 2, plan_name: 'ClearView Vision', option_label: 'Basic', price: '12.00', one_time_fee: '25.00' },
  ],
  tier_label: 'Member + Family',
  effective_date: '12/01/2026',
  initial_month_cost: '69.40',
  recurring_month_cost: '44.40',
  administrative_fee: '0.00',
  contact: { name: 'Alex Rep', phone: '2145550100', email: 'alex@example.com' },
};

function renderReceipt(path = '/enrollment/receipt') {
  const { calls } = stubApi({
    '/api/v1/get-receipt': () => success(RECEIPT),
    '/api/v1/get-external-site-dynamic-information': () => success([{ key: 'thankyou_image', value: '/images/thank-you.png' }]),
  });
  const router = createMemoryRouter(
    [
      { path: '/enrollment/receipt', element: <ReceiptPage /> },
      { path: '/confirmation', element: <ReceiptPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('Receipt', () => {
  it('greets by name, gives the confirmation number and the subject, and shows the thank-you image', async () => {
    storage.set('tempId', TEMP_ID);
    storage.set('eprocess', 'rep');
    const { calls } = renderReceipt();
    expect(await screen.findByRole('heading', { name: 'Thank you, Nora Quinlan!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your confirmation number is #4821937460. A receipt of your enrollment will be sent to you and also to the client with the subject "Enrollment Receipt"',
      ),
    ).toBeInTheDocument();
    expect(calls).toContain(`/api/v1/get-receipt?enrollment_id=${TEMP_ID}`);
    expect(await screen.findByRole('img', { name: 'Thank you' })).toHaveAttribute('src', '/images/thank-you.png');
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/agent-home');
  });

  it('tells an applicant the receipt goes to them, never "to the client"', async () => {
    storage.set('tempId', TEMP_ID);
    storage.set('eprocess', 'applicant');
    renderReceipt();
    expect(await screen.findByRole('heading', { name: 'Thank you, Nora Quinlan!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your confirmation number is #4821937460. A receipt of your enrollment will be sent to you by e-mail with the subject "Enrollment Receipt"',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the client/)).not.toBeInTheDocument();
  });

  it('lists the plans with their options and prices, the tier, the effective date and the totals, and prints', async () => {
    storage.set('tempId', TEMP_ID);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReceipt();
    const plans = await screen.findByRole('table', { name: 'Your plans' });
    const dental = within(plans).getByRole('row', { name: /Bluepine Dental Essentials/ });
    expect(dental).toHaveTextContent('$1,000 annual maximum');
    expect(dental).toHaveTextContent('$32.40');
    expect(within(plans).getByRole('row', { name: /ClearView Vision/ })).toHaveTextContent('Basic');
    expect(screen.getByText('Member + Family')).toBeInTheDocument();
    expect(screen.getByText('12/01/2026')).toBeInTheDocument();
    expect(screen.getByText('$69.40')).toBeInTheDocument();
    expect(screen.getByText('$44.40/month')).toBeInTheDocument();
    expect(screen.getByText(/Alex Rep/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('removes the enrollment id and the dependent markers once the receipt is shown', async () => {
    storage.set('tempId', TEMP_ID);
    storage.set('first_track', '1');
    storage.set('tempDepData', '[]');
    storage.set('open_type', 'agent');
    storage.set('referral', 'R123');
    renderReceipt('/confirmation');
    expect(await screen.findByText(/Your confirmation number is #4821937460/)).toBeInTheDocument();
    await waitFor(() => expect(storage.get('tempId')).toBeFalsy());
    expect(storage.get('receiptId')).toBe(TEMP_ID);
    expect(storage.get('first_track')).toBeFalsy();
    expect(storage.get('tempDepData')).toBeFalsy();
    // The receipt stays on screen after the id has gone.
    expect(screen.getByText(/Your confirmation number is #4821937460/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/referrals?rid=R123');
  });

  it('shows the receipt again on a reload, from the id kept for it (DESIGN §3 "Receipt")', async () => {
    storage.set('receiptId', TEMP_ID);
    const { calls } = renderReceipt();
    expect(await screen.findByRole('heading', { name: 'Thank you, Nora Quinlan!' })).toBeInTheDocument();
    expect(calls).toContain(`/api/v1/get-receipt?enrollment_id=${TEMP_ID}`);
  });
});
