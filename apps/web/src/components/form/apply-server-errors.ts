import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/** The root error key the error summary reads for messages no field owns. */
export const SERVER_ERROR_KEY = 'root.server';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Reads `a.0.b` out of wire-shaped values; undefined when the path is not there. */
function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Puts a failed call's messages where the user looks (docs/patterns.md "A form"): each server
 * field error under the field its `target_element` names (form values are wire-shaped, so
 * `primary_info.ssn` or `condition_questions.0.conditions.0.date_of_onset` is a form path), and
 * every other message in the form's summary. Focuses the first field in error. What the user
 * typed is kept. Returns the messages that went to the summary.
 */
export function applyServerErrors<T extends FieldValues, Output = T>(form: UseFormReturn<T, unknown, Output>, error: unknown): string[] {
  if (!isApiError(error)) {
    form.setError(SERVER_ERROR_KEY, { type: 'server', message: SOMETHING_WENT_WRONG });
    return [SOMETHING_WENT_WRONG];
  }
  const values = form.getValues();
  const unplaced: string[] = [];
  let isFocused = false;
  for (const { target_element, error_message } of error.fieldErrors) {
    if (valueAt(values, target_element) !== undefined) {
      form.setError(target_element as Path<T>, { type: 'server', message: error_message }, { shouldFocus: !isFocused });
      isFocused = true;
    } else if (!unplaced.includes(error_message)) {
      unplaced.push(error_message);
    }
  }
  if (error.fieldErrors.length === 0) unplaced.push(error.message || SOMETHING_WENT_WRONG);
  if (unplaced.length > 0) {
    const types = Object.fromEntries(unplaced.map((message, index) => [String(index), message]));
    form.setError(SERVER_ERROR_KEY, { type: 'server', message: unplaced[0], types });
  }
  return unplaced;
}
