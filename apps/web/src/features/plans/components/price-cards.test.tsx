import type { PlanPricingData } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PriceCards } from './price-cards';

const PRICING: PlanPricingData = {
  plans: [
    { pid: 4, ppid: 41, plan_price: '27.43', label: '$1,000 Annual Max', is_prudential: false },
    { pid: 4, ppid: 42, plan_price: '35.04', label: '$1,500 Annual Max', is_prudential: false },
  ],
  requires_membership: false,
  has_membership: false,
  has_questions: false,
  questions_answered: true,
  is_underwritten_life: false,
  has_carrier_questions: false,
  carrier_questions_answered: true,
  is_disability: false,
  is_premier: false,
  already_active: false,
  blackout: false,
  cart_ppid: null,
};

function renderCards(pricing: PlanPricingData, onAdd = vi.fn()) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <PriceCards pricing={pricing} canAdd buttonLabel="Add to Cart" pendingPpid={null} onAdd={onAdd} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onAdd;
}

const card = (label: string) => screen.getAllByTestId('price-card').find((element) => element.textContent?.includes(label))!;

describe('PriceCards', () => {
  it('offers Add to Cart on every option while the plan is not in the cart', () => {
    const onAdd = renderCards(PRICING);
    expect(screen.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(2);
    expect(screen.queryByText('In your cart')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: $1,500 Annual Max' }));
    expect(onAdd).toHaveBeenCalledWith(PRICING.plans[1]);
  });

  it('says which option is in the cart and offers the cart instead of adding it again', () => {
    const onAdd = renderCards({ ...PRICING, cart_ppid: 41 });
    const inCart = within(card('$1,000 Annual Max'));
    expect(inCart.getByText('In your cart')).toBeVisible();
    expect(inCart.getByRole('link', { name: 'View Cart: $1,000 Annual Max is in your cart' })).toHaveAttribute('href', '/cart');
    expect(inCart.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument();

    // The other option replaces the one in the cart, and says so.
    const other = within(card('$1,500 Annual Max'));
    expect(other.queryByText('In your cart')).not.toBeInTheDocument();
    fireEvent.click(other.getByRole('button', { name: 'Switch to this option: $1,500 Annual Max' }));
    expect(onAdd).toHaveBeenCalledWith(PRICING.plans[1]);
  });
});
