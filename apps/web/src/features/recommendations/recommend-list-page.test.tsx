import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { RecommendListPage, recommendListTrail } from './recommend-list-page';

const HOME = { label: 'Home', to: '/agent-home' };
const labels = (items: { label: string }[]) => items.map((item) => item.label);

function renderList(name: string, planIds: number[] | undefined) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RecommendListPage name={name} trail={[HOME]} planIds={planIds} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('recommendListTrail', () => {
  it('follows the page the list was opened from', () => {
    expect(labels(recommendListTrail('cart', [HOME]))).toEqual(['Home', 'Plans', 'Cart', 'Recommended Plans']);
    expect(labels(recommendListTrail('plans', [HOME, { label: 'Current Member', to: '/agent-select-member' }]))).toEqual([
      'Home',
      'Current Member',
      'Plans',
      'Recommended Plans',
    ]);
    expect(labels(recommendListTrail('home', []))).toEqual(['Recommended Plans']);
  });

  it('links Plans Details to the stored plan', () => {
    storage.set('planId', 12);
    storage.set('planName', 'Brightsmile Dental Plus');
    expect(recommendListTrail('plan-details', [HOME])).toContainEqual({ label: 'Plans Details', to: '/plan/12/brightsmile-dental-plus' });
  });
});

describe('RecommendListPage', () => {
  it("lists the cart's association recommendations as cards, scoped to the rep", async () => {
    storage.set('eprocess', 'rep');
    storage.set('agent_id', 1);
    storage.set('group_id', 3001);
    const { calls } = stubApi({
      '/recommendation/association': () => success({ recs: [{ plan_id: 21, score: 3.2 }] }),
      '/recommendation/plan-details': () =>
        success([
          {
            plan_id: 21,
            plan_name: 'Everguard Accident',
            plan_logo: null,
            plan_short_text: '<p>Cash for <strong>accidents</strong></p><script>alert(1)</script>',
            plan_price: '9.80',
            plan_category: 'accident',
            price_for: null,
            link: '/plan/21/everguard-accident?planId=abc',
          },
        ]),
    });
    renderList('cart', [4, 7]);
    const card = await screen.findByRole('article', { name: 'Everguard Accident' });
    expect(within(card).getByText('Accident')).toBeInTheDocument();
    expect(within(card).getByText('accidents')).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    expect(within(card).getByRole('link', { name: 'More Info: Everguard Accident' })).toHaveAttribute(
      'href',
      '/plan/21/everguard-accident?planId=abc',
    );
    expect(calls[0]).toBe('/recommendation/association?agentID=1&planID=4%2C7');
  });

  it("says 'No Any Products.' when nothing is recommended", async () => {
    stubApi({
      '/recommendation/popularity': () => success({ recs: [] }),
    });
    renderList('home', []);
    expect(await screen.findByText('No Any Products.')).toBeInTheDocument();
  });
});
