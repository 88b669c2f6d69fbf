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

function ContactForm({ onSend, schema = ContactSchema }: { onSend: () => void; schema?: typeof ContactSchema }) {
  const form = useWireForm(schema, { name: '', email: '' });
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
    // Counts the form's checks: a check on blur would be one more than Send's.
    const checked = vi.fn();
    const schema = ContactSchema.superRefine(() => checked());
    render(<ContactForm onSend={vi.fn()} schema={schema} />);
    const name = screen.getByLabelText('Name');
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(screen.queryByText('Field is required')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(2));
    // Send's check has answered, so one started by the blur before it would have been counted too.
    expect(checked).toHaveBeenCalledOnce();
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
