import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { renderRoutes } from '@/testing/render-routes';
import { ContinueEnrollmentPage } from './continue-enrollment-page';

const ENROLLMENT = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';

const renderPage = () =>
  renderRoutes(
    [
      { path: '/continue-enrollment', element: <ContinueEnrollmentPage /> },
      { path: '/enrollment/health-questions', element: <p>Health questions step</p> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    '/continue-enrollment',
  );

const fill = (code: string, email: string) => {
  fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: code } });
  fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

const refusal = (status: number, target: string, message: string) => () => ({
  status,
  body: { status: 'error', data: [{ target_element: target, error_message: message }], message },
});

const result = (saved_tab: string) =>
  success({
    result: {
      enrollment_id: ENROLLMENT,
      saved_tab,
      others: {
        group_id: 2512,
        platform_group_id: 7,
        agent_id: 1,
        open_type: 'group',
        type: 'new-user',
        eprocess: 'group',
        enroll_type: 'new-group-member',
      },
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('ContinueEnrollmentPage', () => {
  it("asks for the code and the e-mail in the specification's words", () => {
    stubApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the Benefit Store' })).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Code and Email Address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('checks both fields before asking the server', async () => {
    const { calls } = stubApi({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Enter valid email address');
    expect(calls).toEqual([]);
  });

  it("shows the server's message about the code under the code, and keeps what was typed", async () => {
    const message = 'This code is not valid. Please check the code in your e-mail.';
    stubApi({ '/api/v1/continue-enrollment': refusal(400, 'code', message) });
    renderPage();
    fill('ABCD2345', 'maria@example.com');
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(/^Email Address/)).not.toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(/^Code/)).toHaveValue('ABCD2345');
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('maria@example.com');
  });

  it("shows the server's message about the e-mail under the e-mail", async () => {
    const message = 'This e-mail address does not match the code.';
    stubApi({ '/api/v1/continue-enrollment': refusal(400, 'email', message) });
    renderPage();
    fill('ABCD2345', 'someone@example.com');
    await waitFor(() => expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(/^Code/)).not.toHaveAccessibleDescription(message);
  });

  it('shows why a code no longer works (410) under the code', async () => {
    const message = 'This code was replaced by a newer one. Please use the code in your latest e-mail.';
    stubApi({ '/api/v1/continue-enrollment': refusal(410, 'code', message) });
    renderPage();
    fill('ABCD2345', 'maria@example.com');
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(message));
  });

  it("sends the code normalised, stores the enrollment's session and opens the saved step", async () => {
    const { fetchMock } = stubApi({ '/api/v1/continue-enrollment': () => result('health_info') });
    const router = renderPage();
    fill('abcd-2345', 'maria@example.com');
    expect(await screen.findByText('Health questions step')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enrollment/health-questions');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ code: 'ABCD2345', email: 'maria@example.com' });
    expect(storage.get('tempId')).toBe(ENROLLMENT);
    expect(storage.get('agent_id')).toBe('1');
    expect(storage.get('group_id')).toBe('2512');
    expect(storage.get('portal_id')).toBe('7');
    expect(storage.get('open_type')).toBe('group');
    expect(storage.get('eprocess')).toBe('group');
    expect(storage.get('enroll_type')).toBe('new-group-member');
    expect(storage.get('enrollment_mode')).toBe('new_enrollment');
  });

  it('opens the cart for an enrollment saved at the cart', async () => {
    stubApi({ '/api/v1/continue-enrollment': () => result('cart_info') });
    renderPage();
    fill('ABCD2345', 'maria@example.com');
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(storage.get('enrollment_mode')).toBeNull();
  });
});
