import { MEMBER_LINK_TEXTS, type CurrentMember } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { AgentSelectMemberPage } from './current-members-page';

const MEMBER: CurrentMember = {
  name: 'Emily Carter',
  dob: '04/12/1985',
  email: 'emily@example.com',
  ssn: 'xxx-xx-4821',
  user_id: 'acc02db1-88a2-42b5-b1f0-6a6f55480eb5',
  policy_id: 7,
  group_info: { group_id: 3001, group_name: 'Acme Manufacturing' },
  plan_info: [],
};

type Answer = () => { status?: number; body?: unknown };
function renderPage(enroll: Answer, revoke: Answer = () => success({ message: MEMBER_LINK_TEXTS.revoked })) {
  const api = stubApi({
    '/api/v1/get-agent-members': () => success([MEMBER]),
    '/api/v1/add-filter-for-existing-user': enroll,
    '/api/v1/revoke-member-links': revoke,
  });
  storage.set('agent_id', 1);
  const router = createMemoryRouter(
    [
      { path: '/agent-select-member', element: <AgentSelectMemberPage /> },
      { path: '/plans', element: <p>Plans list</p> },
    ],
    { initialEntries: ['/agent-select-member'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return api;
}

async function enrollWithTier(tier: string) {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Enroll Now: Emily Carter' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Enroll Emily Carter' });
  fireEvent.click(within(dialog).getByRole('radio', { name: tier }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('CurrentMembersPage', () => {
  it("shows the server's tier message under the tier choice", async () => {
    const api = renderPage(() => ({
      status: 400,
      body: { status: 'error', message: 'Please check the form', data: [{ target_element: 'tier', error_message: 'Field is required' }] },
    }));
    const dialog = await enrollWithTier('Family');
    const tiers = within(dialog).getByRole('radiogroup', { name: /Choose Tier/ });
    await waitFor(() => expect(tiers).toHaveAccessibleDescription('Field is required'));
    expect(api.calls.some((path) => path.startsWith('/api/v1/add-filter-for-existing-user'))).toBe(true);
  });

  it('shows a refusal that names no field above the tier choice', async () => {
    renderPage(() => ({
      status: 400,
      body: { status: 'error', message: 'Please check the form', data: [{ target_element: 'user_id', error_message: 'Invalid user id' }] },
    }));
    const dialog = await enrollWithTier('Family');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid user id');
  });

  it("revokes a member's link only after the confirmation, and says it is done", async () => {
    const api = renderPage(() => success({}));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Revoke link: Emily Carter' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Revoke Emily Carter's member link?" });
    expect(dialog).toHaveTextContent(MEMBER_LINK_TEXTS.revokeBody);
    expect(api.calls.some((path) => path.startsWith('/api/v1/revoke-member-links'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((path) => path.startsWith('/api/v1/revoke-member-links'))).toBe(false);

    fireEvent.click(screen.getAllByRole('button', { name: 'Revoke link: Emily Carter' })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText(MEMBER_LINK_TEXTS.revoked)).toBeVisible();
    expect(api.calls.filter((path) => path.startsWith('/api/v1/revoke-member-links'))).toHaveLength(1);
  });
});
