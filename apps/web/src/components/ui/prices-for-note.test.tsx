import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricesForNote } from './prices-for-note';

const renderNote = (plans: { price_for: string | null }[]) =>
  render(
    <MantineProvider env="test">
      <PricesForNote plans={plans} />
    </MantineProvider>,
  );

describe('PricesForNote', () => {
  it('says which filter the prices are for', () => {
    renderNote([{ price_for: 'Family, age 41, zip 75201' }]);
    expect(screen.getByTestId('prices-for')).toHaveTextContent('Monthly prices for Family, age 41, zip 75201.');
  });

  it('says nothing when the prices are not for a filter', () => {
    renderNote([{ price_for: null }]);
    expect(screen.queryByTestId('prices-for')).not.toBeInTheDocument();
  });
});
