import type { PlanCartItem } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartTotals, type CartTotalsProps } from './cart-totals';

const item = (overrides: Partial<PlanCartItem>): PlanCartItem => ({
  plan_id: 1,
  plan_pricing_id: 11,
  plan_name: 'Plan',
  option_label: 'Standard',
  plan_logo: null,
  price: '0.00',
  removable: 1,
  one_time_fee: '0.00',
  ...overrides,
});

function renderTotals(cart: CartTotalsProps['cart']) {
  render(
    <MantineProvider env="test">
      <CartTotals cart={cart} />
    </MantineProvider>,
  );
}

const row = (testId: string) => screen.getByTestId(testId);

describe('CartTotals', () => {
  it('shows the plans, First Month Cost, Recurring Cost and Total Cost of a simple cart', () => {
    renderTotals({
      result: [item({ price: '32.40' }), item({ plan_id: 2, price: '11.25' })],
      initial_month_cost: '43.65',
      recurring_month_cost: '43.65',
      administrative_fee: '0.00',
      has_underwritten_life: false,
    });
    expect(row('totals-plans')).toHaveTextContent('$43.65/mo');
    expect(within(row('totals-first-month')).getByText('First Month Cost')).toBeInTheDocument();
    expect(row('totals-first-month')).toHaveTextContent('$43.65');
    expect(row('totals-recurring')).toHaveTextContent('Recurring Cost$43.65/mo');
    expect(row('totals-total')).toHaveTextContent('Total Cost');
    expect(row('totals-total')).toHaveTextContent('$43.65');
    expect(screen.queryByTestId('totals-fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('totals-one-time')).not.toBeInTheDocument();
  });

  it('names the 3% fee already inside the life plan price, adding nothing on top, and one-time fees in the first month only', () => {
    // A life plan of $100.00 premium shows $103.00; a vision plan $5.00 carries no fee.
    renderTotals({
      result: [item({ price: '103.00', one_time_fee: '25.00' }), item({ plan_id: 2, price: '5.00' })],
      initial_month_cost: '133.00',
      recurring_month_cost: '108.00',
      administrative_fee: '3.00',
      has_underwritten_life: true,
    });
    expect(row('totals-plans')).toHaveTextContent('$108.00/mo');
    expect(row('totals-fee')).toHaveTextContent('Included administrative fee');
    expect(row('totals-fee')).toHaveTextContent('3% of the life plan premiums, already in their prices');
    expect(row('totals-fee')).toHaveTextContent('$3.00/mo');
    expect(row('totals-one-time')).toHaveTextContent('$25.00');
    expect(row('totals-first-month')).toHaveTextContent('$133.00');
    expect(row('totals-recurring')).toHaveTextContent('$108.00/mo');
    expect(row('totals-total')).toHaveTextContent('$133.00');
  });
});
