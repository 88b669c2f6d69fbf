import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { CartPage } from './cart-page';

const ENROLLMENT = '771ed385-d1dc-4cc7-929d-a7f23615020b';

const dental = {
  plan_id: 4,
  plan_pricing_id: 41,
  plan_name: 'Brightsmile Dental Plus',
  option_label: '$1,000 Annual Max',
  plan_logo: null,
  price: '32.40',
  removable: 1,
  one_time_fee: '0.00',
};
const vision = {
  plan_id: 7,
  plan_pricing_id: 71,
  plan_name: 'ClearView Vision',
  option_label: 'Standard',
  plan_logo: null,
  price: '11.25',
  removable: 1,
  one_time_fee: '0.00',
};
const gold = {
  plan_id: 9,
  plan_pricing_id: 91,
  plan_name: 'Gold Membership',
  option_label: 'Gold Membership',
  plan_logo: null,
  price: '16.00',
  removable: 0,
  one_time_fee: '0.00',
};

const rider = {
  plan_id: 12,
  plan_pricing_id: 121,
  plan_name: 'Accidental Death Rider',
  option_label: '$10,000 Benefit',
  plan_logo: null,
  price: '2.10',
  removable: 0,
  one_time_fee: '0.00',
};
const goldMembership = {
  plan_id: 9,
  plan_pricing_id: 91,
  plan_name: 'Gold Membership',
  level: 'gold',
  price: '16.00',
  term_life: '10000.00',
  features: [],
  plan_short_text: '',
};
const MEMBERSHIPS = { association_text: null, memberships: [goldMembership] };

const cartOf = (items: object[], total: string) => ({
  result: items,
  initial_month_cost: total,
  recurring_month_cost: total,
  administrative_fee: '0.00',
  has_underwritten_life: false,
  tier: 'IO',
  tier_label: 'Member Only',
  effective_date: null,
});
const DATES = [
  { value: '2026-06-01', label: '06/01/2026', selected: true },
  { value: '2026-06-15', label: '06/15/2026', selected: false },
];

function renderCart(cartFor?: string) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route path="/cart" element={<CartPage trail={[{ label: 'Home', to: '/' }]} cartFor={cartFor} />} />
            <Route path="/enrollment/personal-info" element={<p>Personal information step</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => storage.set('tempId', ENROLLMENT));
afterEach(() => vi.unstubAllGlobals());

describe('CartPage', () => {
  it("says whose cart a rep's or group's cart is; a shopper's is theirs", async () => {
    stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf([dental], '11.25')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/get-plan-detail': () => success(MEMBERSHIPS),
    });
    renderCart('a new member of Acme Manufacturing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('For a new member of Acme Manufacturing')).toBeInTheDocument();
    cleanup();
    renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeInTheDocument();
    expect(screen.queryByText(/^For /)).not.toBeInTheDocument();
  });

  it('shows removable plans, a required membership as a plan, riders by name and price, Order Info with the preselected date', async () => {
    stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf([dental, vision, gold, rider], '61.75')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/get-plan-detail': () => success(MEMBERSHIPS),
    });
    renderCart();
    const plans = await screen.findByRole('list', { name: 'Plans in your cart' });
    await waitFor(() => expect(within(plans).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Remove Brightsmile Dental Plus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Gold Membership' })).not.toBeInTheDocument();
    expect(within(plans).getByText('Association membership, required with a plan in your cart')).toBeInTheDocument();
    const riders = screen.getByRole('region', { name: 'Additional riders' });
    expect(within(riders).queryByText('Gold Membership')).not.toBeInTheDocument();
    expect(within(riders).getByText('Accidental Death Rider')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Effective date/)).toHaveValue('2026-06-01');
    expect(screen.getByTestId('order-tier')).toHaveTextContent('Member Only');
    expect(screen.queryByTestId('underwritten-life-notice')).not.toBeInTheDocument();
  });

  it('says beside each plan the option chosen, in the list and in Order Info, and not a membership named by its option', async () => {
    stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf([dental, vision, gold, rider], '61.75')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/get-plan-detail': () => success(MEMBERSHIPS),
    });
    renderCart();
    const plans = await screen.findByRole('list', { name: 'Plans in your cart' });
    await waitFor(() => expect(within(plans).getAllByRole('listitem')).toHaveLength(3));
    const [dentalLine, visionLine, goldLine] = within(plans).getAllByRole('listitem');
    expect(dentalLine).toHaveTextContent(/Brightsmile Dental Plus\s*\$1,000 Annual Max/);
    expect(visionLine).toHaveTextContent(/ClearView Vision\s*Standard/);
    expect(within(goldLine!).getAllByText(/Gold Membership/)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Additional riders' })).toHaveTextContent(/Accidental Death Rider\s*\$10,000 Benefit/);
    const order = screen.getByRole('list', { name: 'Order items' });
    expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent(/Brightsmile Dental Plus\s*\$1,000 Annual Max/);
  });

  it('removes a plan after the confirmation and reloads the cart', async () => {
    let items = [dental, vision];
    const { calls } = stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf(items, items.length === 2 ? '43.65' : '11.25')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/remove-plan-from-cart': () => {
        items = [vision];
        return success({ result: 1 });
      },
    });
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Brightsmile Dental Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove plan' });
    expect(within(dialog).getByText('Do you really want to remove?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Brightsmile Dental Plus' })).not.toBeInTheDocument());
    expect(calls).toContain(`/api/v1/remove-plan-from-cart?enrollment_id=${ENROLLMENT}&plan_id=4&plan_pricing_id=41`);
    expect(calls.filter((call) => call.startsWith('/api/v1/get-plan-cart'))).toHaveLength(2);
    expect(calls.filter((call) => call.startsWith('/api/v1/get-cart-effective-dates'))).toHaveLength(2);
  });

  it("puts the server's effective_date error under the date drop-down", async () => {
    stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf([dental], '32.40')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/cart-checkout': () => ({
        status: 400,
        body: {
          status: 'error',
          data: [{ target_element: 'effective_date', error_message: '06/15/2026 is not an available effective date.' }],
        },
      }),
    });
    renderCart();
    fireEvent.change(await screen.findByLabelText(/Effective date/), { target: { value: '2026-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Enrollment' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Effective date/)).toHaveAccessibleDescription(/06\/15\/2026 is not an available effective date\./),
    );
  });

  it('checks out with the chosen date, confirms it and starts a new enrollment', async () => {
    const bodies: unknown[] = [];
    const { fetchMock } = stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf([dental], '32.40')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/cart-checkout': () =>
        success({ effective_date: '2026-06-15', message: 'Your plans will be effective as of 06/15/2026', price_changes: [] }),
    });
    renderCart();
    fireEvent.change(await screen.findByLabelText(/Effective date/), { target: { value: '2026-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Enrollment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your plans will be effective as of 06/15/2026');
    expect(within(dialog).queryByText('Prices have changed')).not.toBeInTheDocument();
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit | undefined][])
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
    expect(bodies).toEqual([{ enrollment_id: ENROLLMENT, effective_date: '2026-06-15' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Enrollment' }));
    expect(await screen.findByText('Personal information step')).toBeInTheDocument();
    expect(storage.get('enrollment_mode')).toBe('new_enrollment');
  });

  it('tells the shopper which prices checkout changed to the current rate, and shows the cart again', async () => {
    const { calls } = stubApi({
      '/api/v1/get-plan-cart': () => success(cartOf([dental], '32.40')),
      '/api/v1/get-cart-effective-dates': () => success(DATES),
      '/api/v1/cart-checkout': () =>
        success({
          effective_date: '2026-06-15',
          message: 'Your plans will be effective as of 06/15/2026',
          price_changes: [{ plan_id: 4, plan_name: 'Brightsmile Dental Plus', old_price: '32.40', new_price: '34.10' }],
        }),
    });
    renderCart();
    fireEvent.change(await screen.findByLabelText(/Effective date/), { target: { value: '2026-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Enrollment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Prices have changed')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Brightsmile Dental Plus: $32.40 → $34.10 a month');
    await waitFor(() => expect(calls.filter((call) => call.startsWith('/api/v1/get-plan-cart'))).toHaveLength(2));
  });

  it('shows the empty cart without a stored enrollment', () => {
    storage.remove('tempId');
    const { calls } = stubApi({});
    renderCart();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("words a rep's empty cart for the member", () => {
    storage.remove('tempId');
    stubApi({});
    renderCart('a new member');
    expect(screen.getByRole('heading', { name: 'The cart is empty' })).toBeInTheDocument();
    expect(screen.getByText(/plans available to the member/)).toBeInTheDocument();
  });
});
