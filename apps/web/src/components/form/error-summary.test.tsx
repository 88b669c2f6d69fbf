import { Button, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useFormState } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ErrorSummary, ErrorSummaryDefaults } from './error-summary';
import { FormTextField } from './form-text-field';
import { useWireForm } from './use-wire-form';

const StepSchema = z.object({ first_name: z.string().min(1, 'Field is required'), ssn: z.string().min(1, 'Field is required') });

/** A form whose summary says nothing of listing: as a wizard step's, under the defaults its frame provides. */
function StepForm() {
  const form = useWireForm(StepSchema, { first_name: '', ssn: '' });
  const { errors, submitCount } = useFormState({ control: form.control });
  const onSubmit = form.handleSubmit(() => undefined);
  return (
    <ErrorSummaryDefaults.Provider value={{ listsFieldErrors: true, submitCount }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorSummary errors={errors} />
        <FormTextField name="first_name" register={form.register} control={form.control} label="First Name" withAsterisk />
        <FormTextField name="ssn" register={form.register} control={form.control} label="SSN" withAsterisk />
        <Button type="submit">Next</Button>
      </form>
    </ErrorSummaryDefaults.Provider>
  );
}

describe('ErrorSummary', () => {
  it('lists each field error under the label its field shows, takes focus after the submit, and each link puts the cursor in its field', async () => {
    render(
      <MantineProvider env="test">
        <StepForm />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['First Name: Field is required', 'SSN: Field is required']);
    await waitFor(() => expect(summary).toHaveFocus());
    fireEvent.click(links[1]!);
    expect(screen.getByLabelText(/^SSN/)).toHaveFocus();
  });

  it("shows a page's own messages, and takes focus when they change", async () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <ErrorSummary messages={[]} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <MantineProvider env="test">
        <ErrorSummary messages={['Please add your beneficiaries before continuing.']} />
      </MantineProvider>,
    );
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/^Please add your beneficiaries before continuing\.$/);
    await waitFor(() => expect(summary).toHaveFocus());
  });
});
