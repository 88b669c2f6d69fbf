import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@/testing/fetch-stub';
import { SaveLaterModal } from './save-later-modal';

const ENROLLMENT_ID = '6f1f0a52-1c1e-4a8e-9d5e-2b7f0c3d4e5f';

function renderModal() {
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SaveLaterModal opened onClose={onClose} enrollmentId={ENROLLMENT_ID} tab="beneficiary_info" />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('SaveLaterModal', () => {
  it("asks for the e-mail, sends the step's saved-tab value, and confirms with Done", async () => {
    const { fetchMock, calls } = stubApi({
      '/api/v1/save-enrollment': () => success({ message: 'sent' }),
      '/api/v1/get-enrollment-temp-info': () => success({ result: null }),
    });
    const { onClose } = renderModal();
    expect(screen.getByText('Please enter the alternate email you want to send Enrollment code to?')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter valid email address'));
    expect(calls.filter((call) => call.startsWith('/api/v1/save-enrollment'))).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'maria@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Information Saved!!! Check your email to continue$/);
    // The Send Code button is gone with the form: Done takes the focus, so the keyboard stays in the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus());
    const init = fetchMock.mock.calls.find(([url]) => String(url).includes('save-enrollment'))?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ enrollment_id: ENROLLMENT_ID, email: 'maria@example.com', tab: 'benificiary_info' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('starts from the e-mail saved on the contact step, and keeps what is typed instead', async () => {
    const { calls } = stubApi({
      '/api/v1/get-enrollment-temp-info': () => success({ result: { email_address: 'maria@example.com', address1: '100 Elm St' } }),
    });
    renderModal();
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveValue('maria@example.com'));
    expect(calls).toEqual([`/api/v1/get-enrollment-temp-info?enrollment_id=${ENROLLMENT_ID}&column=contact_info`]);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'other@example.com' } });
    expect(screen.getByLabelText(/Email/)).toHaveValue('other@example.com');
  });

  it("shows the server's e-mail error under the field", async () => {
    stubApi({
      '/api/v1/save-enrollment': () => ({
        status: 400,
        body: { status: 'error', data: [{ target_element: 'email', error_message: 'Enter valid email address' }] },
      }),
    });
    renderModal();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'maria@example.con' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter valid email address'));
    expect(screen.queryByText('Information Saved!!! Check your email to continue')).not.toBeInTheDocument();
  });
});
