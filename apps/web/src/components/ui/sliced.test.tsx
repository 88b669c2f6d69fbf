import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sliced } from './sliced';

describe('Sliced', () => {
  it('shows its first children at once and each later change after it, so an answer always reaches the page', async () => {
    const { rerender } = render(
      <Sliced>
        <p>Loading plans</p>
      </Sliced>,
    );
    expect(screen.getByText('Loading plans')).toBeInTheDocument();

    rerender(
      <Sliced>
        <p>Dental Plus</p>
      </Sliced>,
    );
    expect(await screen.findByText('Dental Plus')).toBeInTheDocument();
    expect(screen.queryByText('Loading plans')).toBeNull();
  });
});
