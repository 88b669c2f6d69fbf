import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlanCard, type PlanCardData } from './plan-card';

const plan = (plan_price: string | null): PlanCardData => ({
  plan_id: 7,
  plan_name: 'Lantana Sunbelt Care Gold',
  plan_logo: null,
  plan_short_text: '<p>Texas only</p>',
  plan_price,
});

const renderCard = (data: PlanCardData) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <PlanCard plan={data} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('PlanCard', () => {
  it("shows the 'Starting From' price for the filter", () => {
    renderCard(plan('35.26'));
    expect(screen.getByTestId('plan-card')).toHaveTextContent('Starting From$35.26');
  });

  it('says the basic info gets no price instead of showing one that is not the visitor’s', () => {
    renderCard(plan(null));
    expect(screen.queryByText('Starting From')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-card-unpriced')).toHaveTextContent('No price for your basic info');
    expect(screen.getByRole('link', { name: 'More Info: Lantana Sunbelt Care Gold' })).toBeInTheDocument();
  });
});
