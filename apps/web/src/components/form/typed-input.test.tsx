import { Button, MantineProvider } from '@mantine/core';
import { phoneField, ssnField, usDateField, WIZARD_MESSAGES } from '@benefit-store/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Controller, useFormState } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { UsDateInput } from '@/components/ui/us-date-input';
import { ErrorSummary } from './error-summary';
import { errorAt, FormTextField } from './form-text-field';
import { useWireForm } from './use-wire-form';

/** The wizard's own field schemas, each required, as a step's form checks them. */
const required = <S extends z.ZodType<string, unknown>>(field: S) => field.refine((value) => value !== '', WIZARD_MESSAGES.required);
const TypedSchema = z.object({
  onset: required(usDateField()),
  phone: required(phoneField()),
  ssn: required(ssnField()),
});
type Typed = z.output<typeof TypedSchema>;

/** A form on the one pattern with the health step's long summary (every field error listed). */
function TypedForm({ onSend }: { onSend: (values: Typed) => void }) {
  const form = useWireForm(TypedSchema, { onset: '', phone: '', ssn: '' });
  const { errors, submitCount } = useFormState({ control: form.control });
  return (
    <MantineProvider env="test">
      <form onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate>
        <ErrorSummary errors={errors} listsFieldErrors submitCount={submitCount} title="Please check your answers" />
        <Controller
          name="onset"
          control={form.control}
          render={({ field }) => (
            <UsDateInput
              label="Date of Onset"
              error={errorAt(errors, 'onset')}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <FormTextField name="phone" register={form.register} control={form.control} label="Phone" typed="phone" />
        <FormTextField name="ssn" register={form.register} control={form.control} label="SSN" typed="ssn" />
        <Button type="submit">Next</Button>
      </form>
    </MantineProvider>
  );
}

/**
 * Types `text` as a keyboard does: each key goes to whatever has focus then (a key typed while
 * focus is elsewhere is lost), an input's maxLength refuses keys past it, and the form's re-check
 * of the keystroke is let run before the next key.
 */
async function typeKeys(field: HTMLElement, text: string) {
  field.focus();
  for (const key of text) {
    const target = document.activeElement;
    if (target instanceof HTMLInputElement && (target.maxLength < 0 || target.value.length < target.maxLength)) {
      fireEvent.change(target, { target: { value: target.value + key } });
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Leaves the field, as Tab does. */
function leave(field: HTMLElement) {
  fireEvent.blur(field);
  field.blur();
}

async function failNext() {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByLabelText(/Date of Onset/)).toHaveAccessibleDescription(WIZARD_MESSAGES.required));
}

describe('typed input after a refused Next', () => {
  it('takes a whole date typed key by key: the error summary does not take focus as each key re-checks the field', async () => {
    render(<TypedForm onSend={vi.fn()} />);
    await failNext();
    const onset = screen.getByLabelText(/Date of Onset/);
    await typeKeys(onset, '06/15/2020');
    expect(onset).toHaveValue('06/15/2020');
    expect(onset).toHaveFocus();
    await waitFor(() => expect(onset).not.toHaveAccessibleDescription(/./));
  });

  it('adds the slashes to digits typed without them', async () => {
    render(<TypedForm onSend={vi.fn()} />);
    await failNext();
    const onset = screen.getByLabelText(/Date of Onset/);
    await typeKeys(onset, '06152020');
    expect(onset).toHaveValue('06/15/2020');
  });

  it('keeps an ISO date as typed and shows it as mm/dd/yyyy on leaving the field', async () => {
    render(<TypedForm onSend={vi.fn()} />);
    await failNext();
    const onset = screen.getByLabelText(/Date of Onset/);
    await typeKeys(onset, '2027-03-01');
    expect(onset).toHaveValue('2027-03-01');
    leave(onset);
    await waitFor(() => expect(onset).toHaveValue('03/01/2027'));
  });

  it('leaves an impossible date as typed, with the field error', async () => {
    render(<TypedForm onSend={vi.fn()} />);
    await failNext();
    const onset = screen.getByLabelText(/Date of Onset/);
    await typeKeys(onset, '13/45/2030');
    leave(onset);
    expect(onset).toHaveValue('13/45/2030');
    await waitFor(() => expect(onset).toHaveAccessibleDescription('Invalid date'));
  });

  it.each(['(214) 555-0199', '+1 214 555 0199', '214.555.0199'])('takes the phone %j whole and shows it one way', async (typed) => {
    render(<TypedForm onSend={vi.fn()} />);
    await failNext();
    const phone = screen.getByLabelText('Phone');
    await typeKeys(phone, typed);
    expect(phone).toHaveValue(typed);
    leave(phone);
    await waitFor(() => expect(phone).toHaveValue('(214) 555-0199'));
    expect(phone).not.toHaveAccessibleDescription(WIZARD_MESSAGES.phone);
  });

  it('takes an SSN with dashes, refuses one the SSA never issues with the specification message, and sends digits', async () => {
    const onSend = vi.fn();
    render(<TypedForm onSend={onSend} />);
    await failNext();
    const ssn = screen.getByLabelText('SSN');
    await typeKeys(ssn, '000-12-3456');
    expect(ssn).toHaveValue('000-12-3456');
    await waitFor(() => expect(ssn).toHaveAccessibleDescription(/Invalid Social Security Number/));

    fireEvent.change(ssn, { target: { value: '' } });
    await typeKeys(ssn, '521 84 7306');
    leave(ssn);
    await waitFor(() => expect(ssn).toHaveValue('521-84-7306'));
    await typeKeys(screen.getByLabelText(/Date of Onset/), '06/15/2020');
    await typeKeys(screen.getByLabelText('Phone'), '+1 214 555 0199');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend.mock.calls[0]![0]).toEqual({ onset: '06/15/2020', phone: '2145550199', ssn: '521847306' });
  });
});
