import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { ReviewConfirmPage } from './review-confirm-page';


const TEMP_ID = '3b0f3f7e-2d7a-4c55-9a57-0d0c6f1f9a11';
const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'contact_info', order: 1, required: true },
  { tab_name: 'employer_info', order: 2, required: false },
  { tab_name: 'dependent_info', order: 5, required: true },
  { tab_name: 'billing_info', order: 6, required: true },
  { tab_name: 'agreement_info', order: 7, required: true },
  { tab_name: 'review_info', order: 8, required: true },
];
const CART = {
  result: [
    {
      plan_id: 1,
      plan_pricing_id: 1,
      plan_name: 'Smile Dental Basic',
      option_label: '$1,000 annual maximum',
      plan_logo: null,
      price: '32.40',
      removable: 1,
      one_time_fee: '0.00',
    },
  ],
  initial_month_cost: '57.40',
  recurring_month_cost: '32.40',
  administrative_fee: '0.00',
  has_underwritten_life: false,
  tier: 'IO',
  tier_label: 'Member Only',
  effective_date: '2026-12-01',
};
const SUMMARY = {
  plans: [{ plan_id: 1, plan_name: 'Smile Dental Basic', option_label: '$1,000 annual maximum', price: '32.40', one_time_fee: '25.00' }],
  tier_label: 'Member Only',
  effective_date: '12/01/2026',
  initial_month_cost: '57.40',
  recurring_month_cost: '32.40',
  administrative_fee: '0.00',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
};
const PERSONAL = { first_name: 'Nora', last_name: 'Quinlan', ssn: 'xxxxx6789', birthdate: '04/12/1985' };

function renderPage(save: Route = () => success({ policy_id: '4821937460', name: 'Nora Quinlan' })) {
  const { calls } = stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/get-plan-cart': () => success(CART),
    '/api/v1/get-review-summary': () => success(SUMMARY),
    '/api/v1/get-external-site-dynamic-information': () => success([]),
    '/api/v1/get-enrollment-temp-info': (query) => success({ result: query.get('column') === 'primary_info' ? PERSONAL : null }),
    '/api/v1/save-review-info': save,
  });
  storage.set('tempId', TEMP_ID);
  const router = createMemoryRouter(
    [
      { path: '/enrollment/review-confirm', element: <ReviewConfirmPage /> },
      { path: '/enrollment/personal-info', element: <p>Personal information step</p> },
      { path: '/enrollment/receipt', element: <p>Receipt page</p> },
    ],
    { initialEntries: ['/enrollment/review-confirm'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('Review & Confirmation', () => {
  it('shows a card per required tab and Agreement & Signature, the plans with their options, tier, date and totals, and what Next does', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: /Personal Info/ })).toBeInTheDocument();
    const cards = screen
      .getAllByRole('button', { name: /View details/ })
      .map((card) => card.textContent?.replace('View details', '').trim());
    expect(cards).toEqual(['Personal Info', 'Contact Info', 'Dependent Info', 'Billing Info', 'Agreement & Signature']);
    const panel = await screen.findByRole('complementary', { name: 'Your plans' });
    expect(await within(panel).findByText('Smile Dental Basic')).toBeInTheDocument();
    expect(within(panel).getByText('First Month Total Cost')).toBeInTheDocument();
    expect(within(panel).getByText('$57.40')).toBeInTheDocument();
    expect(within(panel).getByText('Recurring Monthly Cost')).toBeInTheDocument();
    expect(within(panel).getByText('$1,000 annual maximum')).toBeInTheDocument();
    expect(within(panel).getByText('Member Only')).toBeInTheDocument();
    expect(within(panel).getByText('12/01/2026')).toBeInTheDocument();
    expect(screen.getByText('Pressing Next submits your application.')).toBeInTheDocument();
  });

  it("shows the agreement's signature in its popup", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Agreement & Signature/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Agreement & Signature' });
    expect(await within(dialog).findByRole('img', { name: 'Signature' })).toHaveAttribute('src', SUMMARY.signature);
  });

  it("opens a card's saved data read-only; Edit Details stores the return marker and goes to that step", async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Personal Info/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal Info' });
    expect(await within(dialog).findByText('Nora')).toBeInTheDocument();
    expect(within(dialog).getByText('xxxxx6789')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/personal-info'));
    expect(storage.get('navto')).toBe('review-confirm');
  });

  it('Next completes the enrollment, clears the dependent markers and goes to the receipt', async () => {
    storage.set('first_track', '1');
    storage.set('isSpouseEnrollAccept', '1');
    const { router, calls } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/receipt'));
    expect(calls.filter((call) => call.startsWith('/api/v1/save-review-info'))).toHaveLength(1);
    expect(storage.get('first_track')).toBeFalsy();
    expect(storage.get('isSpouseEnrollAccept')).toBeFalsy();
  });

  it("a failed save shows 'Something went wrong. Please save your enrollment.' with Save and Continue Later", async () => {
    const { router } = renderPage(() => ({
      status: 409,
      body: { status: 'error', message: 'No', data: [{ target_element: 'billing_info', error_message: 'No' }] },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review & Confirmation' });
    expect(within(dialog).getByText('Something went wrong. Please save your enrollment.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and Continue Later' }));
    expect(await screen.findByRole('dialog', { name: 'Save & Continue Later' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enrollment/review-confirm');
  });

  it("a dependent's error reads 'Dependent #N {message}' and blocks Next", async () => {
    const { router } = renderPage(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'x',
        data: [{ target_element: 'dependents.1.primary_info.first_name', error_message: 'Please enter valid first name' }],
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dependent #2 Please enter valid first name');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(router.state.location.pathname).toBe('/enrollment/review-confirm');
  });
});
