import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { GroupHomePage } from './group-home-page';

const ACME_PORTAL = { platform_group_id: 3, platform_name: 'Acme Employee Benefits', platform_code: 'ACME-BEN' };
const WELLNESS_PORTAL = { platform_group_id: 4, platform_name: 'Acme Wellness', platform_code: 'ACME-WELL' };

function renderHome(platforms = [ACME_PORTAL, WELLNESS_PORTAL]) {
  stubApi({
    '/api/v1/get-group-info-enroll': () => success({ gid: 3001, gname: 'Acme Manufacturing', gcode: 'ACME3001', gagent_code: 'ABCD1212' }),
    '/api/v1/get-group-agent-member-info': () =>
      success({
        enrollment_type: null,
        user_info: null,
        group_info: { gid: 3001, gname: 'Acme Manufacturing' },
        platforms,
      }),
  });
  storage.set('group_id', 3001);
  storage.set('tempId', 'old-enrollment');
  const router = createMemoryRouter(
    [
      { path: '/group-home', element: <GroupHomePage /> },
      { path: '/home', element: <p>Enrollment home</p> },
      { path: '/group-select-member', element: <p>Current members list</p> },
    ],
    { initialEntries: ['/group-home'] },
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

afterEach(() => vi.unstubAllGlobals());

describe('GroupHomePage', () => {
  it('welcomes the group by name and remembers its name and code', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome Acme Manufacturing' })).toBeInTheDocument();
    expect(storage.get('gname')).toBe('Acme Manufacturing');
    expect(storage.get('gcode')).toBe('ACME3001');
  });

  it('needs a portal and a tier for a new member, then starts a group enrollment', async () => {
    const router = renderHome();
    await screen.findByRole('option', { name: 'Acme Employee Benefits' });
    fireEvent.click(screen.getByRole('button', { name: 'Start Enrollment' }));
    await waitFor(() => expect(screen.getByLabelText(/Enrollment platform/)).toHaveAccessibleDescription('Please choose a platform'));
    expect(screen.getByRole('radiogroup', { name: /Who will the plans cover/ })).toHaveAccessibleDescription('Please choose a tier');
    expect(router.state.location.pathname).toBe('/group-home');

    fireEvent.change(screen.getByLabelText(/Enrollment platform/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Family' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Enrollment' }));

    expect(await screen.findByText('Enrollment home')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/home?tier=IF');
    expect(storage.get('enroll_type')).toBe('new-group-member');
    expect(storage.get('eprocess')).toBe('group');
    expect(storage.get('group_id')).toBe('3001');
    expect(storage.get('portal_id')).toBe('3');
    expect(storage.get('portal_code')).toBe('ACME-BEN');
    expect(storage.get('portal_name')).toBe('Acme Employee Benefits');
    expect(storage.get('tempId')).toBeNull();
  });

  it("preselects a group's only portal, so only the tier is asked for", async () => {
    const router = renderHome([ACME_PORTAL]);
    await screen.findByRole('option', { name: 'Acme Employee Benefits' });
    await waitFor(() => expect(screen.getByLabelText(/Enrollment platform/)).toHaveValue('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Start Enrollment' }));
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: /Who will the plans cover/ })).toHaveAccessibleDescription('Please choose a tier'),
    );
    expect(screen.getByLabelText(/Enrollment platform/)).not.toHaveAccessibleDescription('Please choose a platform');
    fireEvent.click(screen.getByRole('radio', { name: 'Member Only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Enrollment' }));
    expect(await screen.findByText('Enrollment home')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tier=IO');
    expect(storage.get('portal_name')).toBe('Acme Employee Benefits');
  });

  it('sends Current Member to the current-member table', async () => {
    const router = renderHome();
    fireEvent.click(await screen.findByRole('radio', { name: /Current Member/ }));
    expect(screen.queryByLabelText(/Enrollment platform/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Enrollment' }));
    expect(await screen.findByText('Current members list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group-select-member');
  });
});
