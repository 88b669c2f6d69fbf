import { TWO_FACTOR_CODE_WRONG } from '@benefit-store/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { renderRoutes } from '@/testing/render-routes';
import { REP_SESSION } from '@/testing/staff-sessions';
import { TwoFactorSetupPage } from './two-factor-setup-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Benefit%20Store:rep%40benefitstore.example?issuer=Benefit%20Store&secret=${SECRET}`;
const routes = [
  { path: '/two-factor', element: <TwoFactorSetupPage /> },
  { path: '/agent-home', element: <p>Rep home</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('TwoFactorSetupPage', () => {
  it('shows the key once asked, refuses a wrong code under its field, and turns two-factor on with the right one', async () => {
    let confirmAnswer: ReturnType<Route> = {
      status: 400,
      body: { status: 'error', data: [{ target_element: 'code', error_message: TWO_FACTOR_CODE_WRONG }] },
    };
    stubApi({
      '/api/v1/auth/session': () => success({ session: { ...REP_SESSION, two_factor: 'setup_required' } }),
      '/api/v1/auth/two-factor/enroll': () => success({ otpauth_uri: OTPAUTH, secret: SECRET }),
      '/api/v1/auth/two-factor/confirm': () => confirmAnswer,
    });
    renderRoutes(routes, '/two-factor');
    expect(await screen.findByText(/asks every rep and group administrator/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show my set-up key' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute('href', OTPAUTH);
    const code = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(code).toHaveFocus());

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_CODE_WRONG));

    confirmAnswer = success({ ...REP_SESSION, two_factor: 'on' });
    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('Rep home')).toBeInTheDocument();
  });
});
