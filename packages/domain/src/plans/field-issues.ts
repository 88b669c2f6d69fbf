import type * as z from 'zod';
import type { FieldError } from '../contract/envelope';

/**
 * A rule's field errors as zod issues, so a schema refinement reports them on the paths the
 * server names (`answers.2.detail.0.dot_from` → ['answers', 2, 'detail', 0, 'dot_from']).
 */
function issuesFromFieldErrors(errors: readonly FieldError[]): z.core.$ZodSuperRefineIssue[] {
  return errors.map(({ target_element, error_message }) => ({
    code: 'custom',
    path: target_element.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: error_message,
  }));
}

/**
 * A form schema: `schema` refined by a rule that answers field errors with wire paths. The rule
 * runs even while `schema` still finds a problem inside `list` (an unanswered question), so the
 * form shows every problem at once.
 */
export function refinedByRule<S extends z.ZodObject>(
  schema: S,
  list: keyof z.output<S> & string,
  rule: (values: z.output<S>) => FieldError[],
) {
  return schema.superRefine(
    (values, ctx) => {
      for (const issue of issuesFromFieldErrors(rule(values))) ctx.addIssue(issue);
    },
    { when: (payload) => Array.isArray((payload.value as Record<string, unknown> | undefined)?.[list]) },
  );
}
