import type { StaffSession } from '@benefit-store/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { REP_SESSION } from '@/testing/staff-sessions';
import { StaffBar } from './staff-bar';

const renderBar = (session: StaffSession) =>
  renderRoutes([{ path: '/', element: <StaffBar session={session} enrollingFor={null} isOwnPage /> }], '/');

describe('StaffBar', () => {
  it('offers two-factor set-up while it is off, and not once it is on', async () => {
    renderBar(REP_SESSION);
    expect(await screen.findByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/two-factor');
  });

  it('says nothing of it once it is on', async () => {
    renderBar({ ...REP_SESSION, two_factor: 'on' });
    expect(await screen.findByText('John Smith')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
  });
});
