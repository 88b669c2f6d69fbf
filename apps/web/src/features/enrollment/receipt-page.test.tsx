import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { ReceiptPage } from './receipt-page';

const TEMP_ID = '3b0f3f7e-2d7a-4c55-9a57-0d0c6f1f9a11';

function renderReceipt(path = '/enrollment/receipt') {
  const { calls } = stubApi({
    '/api/v1/get-receipt': () => success({ policy_id: '4821937460', name: 'Nora Quinlan' }),
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
