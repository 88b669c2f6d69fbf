import { ApiError } from '@/lib/api-client';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuoteForm, type QuoteFormProps } from './quote-form';

function renderForm(props: Partial<QuoteFormProps> = {}) {
  const handlers = { onPreview: vi.fn(), onSend: vi.fn(), onCancel: vi.fn() };
  const view = render(
    <MantineProvider env="test">
      <QuoteForm isPreviewing={false} isSending={false} error={null} {...handlers} {...props} />
    </MantineProvider>,
  );
  return { ...handlers, ...view };
}

describe('QuoteForm', () => {
  it('requires a name and an e-mail before sending', async () => {
    const { onSend } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Field is required');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a name that is not alphabetic and an invalid e-mail', async () => {
    const { onSend, onPreview } = renderForm();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'R2-D2' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please enter valid name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email address')).toBeInTheDocument();
    expect(onPreview).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed values; the message is optional', async () => {
    const { onSend } = renderForm();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: "  Maria O'Neil " } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'maria@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: "Maria O'Neil", email: 'maria@example.com', message: undefined });
  });

  it('previews with the same values, message included', async () => {
    const { onPreview } = renderForm();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Here is the dental and vision quote we discussed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(onPreview).toHaveBeenCalledTimes(1));
    expect(onPreview.mock.calls[0]?.[0]).toEqual({
      name: 'Maria',
      email: 'maria@example.com',
      message: 'Here is the dental and vision quote we discussed.',
    });
  });

  it('shows a server field error under its field and any other failure above the buttons', () => {
    const fieldError = new ApiError({
      status: 400,
      message: 'Please enter valid email address',
      fieldErrors: [{ target_element: 'email', error_message: 'Please enter valid email address' }],
    });
    const { rerender } = renderForm({ error: fieldError });
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter valid email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const refusal = new ApiError({
      status: 403,
      message: 'Quotes can only be sent by a rep or a group',
      fieldErrors: [{ target_element: 'enrollment_id', error_message: 'Quotes can only be sent by a rep or a group' }],
    });
    rerender(
      <MantineProvider env="test">
        <QuoteForm isPreviewing={false} isSending={false} error={refusal} onPreview={vi.fn()} onSend={vi.fn()} onCancel={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Quotes can only be sent by a rep or a group');
  });
});
