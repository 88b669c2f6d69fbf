import type * as z from 'zod';
import type { FieldError } from '../contract/envelope';

/**
 * A rule's field errors as zod issues, so a schema refinement reports them on the paths the
 * server names (`answers.2.detail.0.dot_from` → ['answers', 2, 'detail', 0, 'dot_from']).
 */
export function issuesFromFieldErrors(errors: readonly FieldError[]): z.core.$ZodSuperRefineIssue[] {
  return errors.map(({ target_element, error_message }) => ({
    code: 'custom',
    path: target_element.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: error_message,
  }));
}
