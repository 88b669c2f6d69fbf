import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@/testing/fetch-stub';
import { renderRoutes } from '@/testing/render-routes';
import { MembershipPage } from './membership-page';

const TEMP_ID = '0b7f3c9e-8a41-4d2b-9d55-3f1f6a2c7e10';
const membership = (plan_id: number, level: 'bronze' | 'silver' | 'gold', price: string, term_life: string) => ({
  plan_id,
  plan_pricing_id: plan_id * 10,
  plan_name: `${level} Membership`,
  level,
  price,
  term_life,
  features: ['Health coach'],
  plan_short_text: '',
});
const MEMBERSHIPS = {
  association_text: null,
  memberships: [
    membership(71, 'bronze', '5.00', '5000.00'),
    membership(72, 'silver', '12.00', '7000.00'),
    membership(73, 'gold', '16.00', '10000.00'),
  ],
};
const cartWith = (...planIds: number[]) => ({
  result: planIds.map((plan_id) => ({
    plan_id,
    plan_pricing_id: plan_id * 10,
    plan_name: `Plan ${plan_id}`,
    option_label: 'Household',
    plan_logo: null,
    price: '12.00',
    removable: 1,
    one_time_fee: '0.00',
  })),
  initial_month_cost: '12.00',
  recurring_month_cost: '12.00',
  administrative_fee: '0.00',
  has_underwritten_life: false,
  tier: 'IO',
  tier_label: 'Member Only',
  effective_date: null,
});

function renderPage(cart: ReturnType<typeof cartWith>) {
  localStorage.setItem('tempId', TEMP_ID);
  stubApi({ '/api/v1/get-plan-detail': () => success(MEMBERSHIPS), '/api/v1/get-plan-cart': () => success(cart) });
  renderRoutes([{ path: '/new_membership', element: <MembershipPage /> }], '/new_membership');
}

const card = async (level: string) =>
  within((await screen.findAllByTestId('membership-card')).find((element) => within(element).queryByRole('heading', { name: level }))!);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MembershipPage', () => {
  it('offers Add Cart on every level while no membership is in the cart', async () => {
    renderPage(cartWith(5));
    expect(await screen.findAllByRole('button', { name: /^Add Cart/ })).toHaveLength(3);
    expect(screen.queryByText('In your cart')).not.toBeInTheDocument();
  });

  it('shows which level is in the cart, offers the cart for it and a switch for the others', async () => {
    renderPage(cartWith(5, 72));
    const silver = await card('Silver');
    expect(await silver.findByText('In your cart')).toBeVisible();
    expect(silver.getByRole('link', { name: 'View Cart: Silver membership is in your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('membership-in-cart')).toHaveTextContent(
      'Your cart has the Silver membership. Choosing another level replaces it.',
    );
    expect((await card('Gold')).getByRole('button', { name: 'Switch to Gold membership' })).toBeVisible();
    expect((await card('Bronze')).getByRole('button', { name: 'Switch to Bronze membership' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add Cart/ })).not.toBeInTheDocument();
  });
});
