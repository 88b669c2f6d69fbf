import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { MemberHomePage } from './member-home-page';

const USER_ID = 'acc02db1-88a2-42b5-b1f0-6a6f55480eb5';

function renderHome(addFilter: Route) {
  stubApi({
    '/api/v1/get-member-info': () =>
      success({
        member_info: { userid: USER_ID, first_name: 'Emily', last_name: 'Carter' },
        agent_info: { agent_id: 1 },
        group_info: { gid: 3001 },
        portal_id: 3,
      }),
    '/api/v1/add-filter-for-member': addFilter,
  });
  storage.set('user_id', USER_ID);
  const router = createMemoryRouter(
    [
      { path: '/member-home', element: <MemberHomePage /> },
      { path: '/plans', element: <p>Plans list</p> },
    ],
    { initialEntries: ['/member-home'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const refusal = (target_element: string, error_message: string) => () => ({
  status: 400,
  body: { status: 'error', message: 'Please check the form', data: [{ target_element, error_message }] },
});

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('MemberHomePage', () => {
  it('starts the member enrollment with the tier chosen and opens the plans', async () => {
    const router = renderHome(() => success({ temp_enrollment_id: 'b1c2d3e4-0000-4000-8000-000000000001', portal_id: 3 }));
    await screen.findByRole('heading', { name: 'Welcome Emily Carter' });
    fireEvent.change(screen.getByLabelText('Choose Tier'), { target: { value: 'IF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Plans list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plans');
    expect(storage.get('tempId')).toBe('b1c2d3e4-0000-4000-8000-000000000001');
  });

  it("puts the server's tier message under Choose Tier and keeps the tier", async () => {
    renderHome(refusal('tier', 'Field is required'));
    await screen.findByRole('heading', { name: 'Welcome Emily Carter' });
    const tier = screen.getByLabelText('Choose Tier');
    fireEvent.change(tier, { target: { value: 'IS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tier).toHaveAccessibleDescription('Field is required'));
    expect(tier).toHaveValue('IS');
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('shows a refusal that names no field of the form above it', async () => {
    renderHome(refusal('member_token', 'This member link is no longer valid'));
    await screen.findByRole('heading', { name: 'Welcome Emily Carter' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member link is no longer valid');
  });
});
