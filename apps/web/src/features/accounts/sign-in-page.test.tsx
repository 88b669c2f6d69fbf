import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from '@benefit-store/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { ADMIN_SESSION } from '@/testing/staff-sessions';
import { SignInPage } from './sign-in-page';

function renderPage(entry = '/sign-in') {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/group-home', element: <p>Group home</p> },
      { path: '/group-select-member', element: <p>Members</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('SignInPage', () => {
  it('lets a keyboard reach the password show/hide toggle', () => {
    stubApi({});
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(toggle).not.toHaveAttribute('tabindex', '-1');
    toggle.focus();
    expect(toggle).toHaveFocus();
  });

  it('checks the fields before asking the server', async () => {
    const { calls } = stubApi({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    fill('not-an-email', 'x');
    expect(await screen.findByText('Please enter valid email address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's message under its field and keeps what was typed", async () => {
    stubApi({
      '/api/v1/auth/sign-in': () => ({
        status: 401,
        body: {
          status: 'error',
          data: [{ target_element: 'password', error_message: 'Invalid email or password' }],
          message: 'Invalid email or password',
        },
      }),
    });
    renderPage();
    fill('admin@acme.example', 'wrong');
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid email or password'));
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('admin@acme.example');
  });

  it("shows the server's message when the account or the network must wait", async () => {
    const message = 'Too many failed sign-ins for this account. Please wait 2 minutes and try again.';
    stubApi({
      '/api/v1/auth/sign-in': () => ({
        status: 429,
        body: { status: 'error', data: [{ target_element: 'email', error_message: message }], message },
      }),
    });
    renderPage();
    fill('admin@acme.example', 'Demo-Group-2026!');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('stores the session and goes back to the page that asked for it', async () => {
    stubApi({
      '/api/v1/auth/sign-in': () => success(ADMIN_SESSION),
    });
    const router = renderPage('/sign-in?next=%2Fgroup-select-member');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    fill('admin@acme.example', 'Demo-Group-2026!');
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group-select-member');
    expect(storage.get('eprocess')).toBe('group');
    expect(storage.get('group_id')).toBe('3001');
  });

  describe('two-factor sign-in', () => {
    const refusedCode = (message: string) => ({
      status: 401,
      body: { status: 'error', data: [{ target_element: 'code', error_message: message }], message },
    });
    /** Answers each sign-in call with the next answer; the bodies sent are kept. */
    function stubSignIn(...answers: ReturnType<typeof refusedCode | typeof success>[]) {
      const { fetchMock } = stubApi({ '/api/v1/auth/sign-in': () => answers.shift()! });
      const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);
      return { bodies };
    }

    it('asks for the code when the server says one is needed, then sends it with the password', async () => {
      const { bodies } = stubSignIn(refusedCode(TWO_FACTOR_CODE_NEEDED), success({ ...ADMIN_SESSION, two_factor: 'on' }));
      renderPage();
      expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument();
      fill('admin@acme.example', 'Demo-Group-2026!');

      const code = await screen.findByLabelText(/Authentication code/);
      await waitFor(() => expect(code).toHaveFocus());
      expect(screen.getByRole('status')).toHaveTextContent(TWO_FACTOR_CODE_NEEDED);
      expect(code).not.toHaveAccessibleDescription(TWO_FACTOR_CODE_NEEDED); // a step, not an error
      expect(screen.getByLabelText(/^Password/)).toHaveValue('Demo-Group-2026!');

      fireEvent.change(code, { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Group home')).toBeInTheDocument();
      expect(bodies()).toEqual([
        { email: 'admin@acme.example', password: 'Demo-Group-2026!', code: '' },
        { email: 'admin@acme.example', password: 'Demo-Group-2026!', code: '123456' },
      ]);
    });

    it("shows a wrong code's message under the code field, and checks the code's form first", async () => {
      const { bodies } = stubSignIn(refusedCode(TWO_FACTOR_CODE_NEEDED), refusedCode(TWO_FACTOR_CODE_WRONG));
      renderPage();
      fill('admin@acme.example', 'Demo-Group-2026!');
      const code = await screen.findByLabelText(/Authentication code/);

      fireEvent.change(code, { target: { value: '12ab' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('Please enter the 6-digit code from your authenticator app'));
      expect(bodies()).toHaveLength(1);

      fireEvent.change(code, { target: { value: '654321' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_CODE_WRONG));
      expect(code).toHaveValue('654321');
    });
  });
});
