import { PLAN_QUESTION_MESSAGES } from '@benefit-store/domain';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { SERVER_ERROR_KEY } from '@/components/form';

function hasMessage(errors: unknown, message: string): boolean {
  if (errors === null || typeof errors !== 'object') return false;
  if ((errors as { message?: unknown }).message === message) return true;
  return Object.entries(errors).some(([key, value]) => key !== 'ref' && hasMessage(value, message));
}

/**
 * A failed check of a questions form: while a question is unanswered (its message under it), the
 * form's summary says 'Please answer all questions' too, as the plan page always has (spec 000 §5).
 */
export function summarizeUnanswered<T extends FieldValues>(form: UseFormReturn<T>, errors: FieldErrors<T>) {
  if (hasMessage(errors, PLAN_QUESTION_MESSAGES.answerAll)) {
    form.setError(SERVER_ERROR_KEY, { type: 'validate', message: PLAN_QUESTION_MESSAGES.answerAll });
  }
}
