import { Button, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormTextField } from './form-text-field';
import { useWireForm } from './use-wire-form';

const ContactSchema = z.object({
  name: z.string().min(1, 'Field is required'),
  email: z.string().min(1, 'Field is required').email('Please enter valid email address'),
});

function ContactForm({ onSend }: { onSend: () => void }) {
  const form = useWireForm(ContactSchema, { name: '', email: '' });
  return (
    <MantineProvider env="test">
      <form onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate>
        <FormTextField name="name" register={form.register} control={form.control} label="Name" />
        <FormTextField name="email" register={form.register} control={form.control} label="Email" />
        <Button type="submit">Send</Button>
      </form>
    </MantineProvider>
  );
}

describe('useWireForm', () => {
  it('shows no error when a field is only left, so nothing moves under a click on Send; Send shows every field error', async () => {
    render(<ContactForm onSend={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    fireEvent.focus(name);
    fireEvent.blur(name);
    // Give a blur check every chance to land before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Field is required')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(2));
  });

  it('after a refused send, a field error follows what is typed and the form sends once every field is right', async () => {
    const onSend = vi.fn();
    render(<ContactForm onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Field is required'));

    fireEvent.change(email, { target: { value: 'maria@' } });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter valid email address'));
    fireEvent.change(email, { target: { value: 'maria@example.com' } });
    await waitFor(() => expect(email).not.toHaveAccessibleDescription('Please enter valid email address'));
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria Lopez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});
