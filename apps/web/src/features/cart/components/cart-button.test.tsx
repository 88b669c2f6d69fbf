import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { CartButton } from './cart-button';

const ENROLLMENT = '771ed385-d1dc-4cc7-929d-a7f23615020b';

function renderCart() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CartButton />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CartButton', () => {
  it('shows count and amount of the stored enrollment, linking to the cart', async () => {
    const { calls } = stubApi({
      '/api/v1/get-cart-count': () => success({ result: 2 }),
      '/api/v1/get-cart-amount': () => success({ result: '1048.50' }),
    });
    storage.set('tempId', ENROLLMENT);
    renderCart();
    expect(await screen.findByRole('link', { name: 'View Cart: 2 plans, $1,048.50 per month' })).toHaveAttribute('href', '/cart');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(calls).toContain(`/api/v1/get-cart-count?enrollment_id=${ENROLLMENT}`);
  });

  it('asks nothing and shows no badge without a stored enrollment', () => {
    const { calls } = stubApi({});
    renderCart();
    expect(screen.getByRole('link', { name: 'View Cart: 0 plans, $0.00 per month' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('ignores a stored id that is not an enrollment id', () => {
    const { calls } = stubApi({});
    storage.set('tempId', '42');
    renderCart();
    expect(calls).toEqual([]);
  });
});
