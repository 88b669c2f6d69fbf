import { MantineProvider, Button } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from './apply-server-errors';
import { ErrorSummary } from './error-summary';
import { FormTextField } from './form-text-field';
import { useWireForm } from './use-wire-form';

const HealthSchema = z.object({
  primary_info: z.object({ ssn: z.string() }),
  condition_questions: z.array(z.object({ conditions: z.array(z.object({ date_of_onset: z.string() })) })),
});

function HealthForm({ failure }: { failure: ApiError }) {
  const form = useWireForm(HealthSchema, { primary_info: { ssn: '123' }, condition_questions: [{ conditions: [{ date_of_onset: '' }] }] });
  const onSubmit = form.handleSubmit(() => applyServerErrors(form, failure));
  return (
    <MantineProvider env="test">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorSummary errors={form.formState.errors} />
        <FormTextField name="primary_info.ssn" register={form.register} control={form.control} label="SSN" />
        <FormTextField
          name="condition_questions.0.conditions.0.date_of_onset"
          register={form.register}
          control={form.control}
          label="Date of onset"
        />
        <Button type="submit">Next</Button>
      </form>
    </MantineProvider>
  );
}

const failure = (data: Array<[string, string]>, message = 'Please check the form') =>
  new ApiError({ status: 400, message, fieldErrors: data.map(([target_element, error_message]) => ({ target_element, error_message })) });

describe('applyServerErrors', () => {
  it('puts a nested server field error under its field and keeps what was typed', async () => {
    render(
      <HealthForm
        failure={failure([
          ['condition_questions.0.conditions.0.date_of_onset', 'Date of onset must be in the past'],
          ['primary_info.ssn', 'Please enter a valid SSN'],
        ])}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const onset = screen.getByLabelText('Date of onset');
    await waitFor(() => expect(onset).toHaveAccessibleDescription('Date of onset must be in the past'));
    expect(screen.getByLabelText('SSN')).toHaveAccessibleDescription('Please enter a valid SSN');
    expect(screen.getByLabelText('SSN')).toHaveValue('123');
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('shows a message no field owns in the summary', async () => {
    render(<HealthForm failure={failure([['enrollment_id', 'This enrollment is already complete']])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This enrollment is already complete');
  });

  it('shows a message naming a whole group of fields in the summary', async () => {
    render(<HealthForm failure={failure([['condition_questions', 'Please answer all questions']])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer all questions');
  });
});
