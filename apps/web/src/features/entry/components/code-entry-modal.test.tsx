import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CodeEntryModal } from './code-entry-modal';

type Agent = { name: string };

interface HarnessProps {
  lookup: (code: string) => Promise<Agent>;
  onConfirm: (a: Agent) => void;
  onClose?: () => void;
  declineAction?: 'reset' | 'close';
}

function Harness({ lookup, onConfirm, onClose = () => {}, declineAction }: HarnessProps) {
  const mutation = useMutation({ mutationFn: lookup });
  return (
    <CodeEntryModal
      opened
      onClose={onClose}
      declineAction={declineAction}
      title="Rep access code"
      intro="Enter your code"
      fieldLabel="Access Code"
      fieldName="agent_code"
      placeholder="ABCD1212"
      notFoundMessage="No rep was found for this access code."
      lookup={mutation}
      confirmation={(agent) => <p>Rep: {agent.name}</p>}
      onConfirm={onConfirm}
    />
  );
}

function renderModal(lookup: (code: string) => Promise<Agent>, onConfirm = vi.fn(), extra: Partial<HarnessProps> = {}) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Harness lookup={lookup} onConfirm={onConfirm} {...extra} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onConfirm, field: screen.getByLabelText(/Access Code/), submit: screen.getByRole('button', { name: 'Submit' }) };
}

describe('CodeEntryModal', () => {
  it("says 'Field is required' without calling the server", async () => {
    const lookup = vi.fn();
    const { submit } = renderModal(lookup);
    fireEvent.click(submit);
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalled();
  });

  it("shows the server's message below the field and clears it on the next input", async () => {
    const lookup = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          message: 'Bad',
          fieldErrors: [{ target_element: 'agent_code', error_message: 'Invalid code format' }],
        }),
      ),
    );
    const { field, submit } = renderModal(lookup);
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(submit);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid code format'));
    fireEvent.change(field, { target: { value: 'xy' } });
    await waitFor(() => expect(screen.queryByText('Invalid code format')).not.toBeInTheDocument());
  });

  it('treats 204 as "no such code"', async () => {
    const { field, submit } = renderModal(() => Promise.reject(new ApiError({ status: 204, message: 'Nothing found' })));
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(submit);
    expect(await screen.findByText('No rep was found for this access code.')).toBeInTheDocument();
  });

  it('confirms the found rep, or starts over with an empty field on No', async () => {
    const lookup = vi.fn((code: string) => Promise.resolve({ name: `Rep ${code}` }));
    const { field, submit, onConfirm } = renderModal(lookup);
    fireEvent.change(field, { target: { value: '  ABCD1212 ' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Rep: Rep ABCD1212')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByLabelText(/Access Code/)).toHaveValue(''));
    expect(screen.getByLabelText(/Access Code/)).toHaveFocus();

    fireEvent.change(screen.getByLabelText(/Access Code/), { target: { value: 'ABCD1212' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledWith({ name: 'Rep ABCD1212' });
  });

  it("offers 'Re-enter code' when No closes the popup (the group code)", async () => {
    const onClose = vi.fn();
    const { field, submit } = renderModal((code) => Promise.resolve({ name: `Group ${code}` }), vi.fn(), {
      declineAction: 'close',
      onClose,
    });
    fireEvent.change(field, { target: { value: 'ACME3001' } });
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: 'Re-enter code' }));
    expect(await screen.findByLabelText(/Access Code/)).toHaveValue('ACME3001');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
  });
});
