import * as z from 'zod';

/**
 * A choice (radio group, select) as its input holds it: a string, '' while nothing is chosen,
 * then checked by the call's own field schema (`AddFilterForExistingUserBodySchema.shape.tier`).
 * With `requiredMessage`, nothing chosen is refused with that message; without one, the field
 * schema decides (the call's optional fields read '' as "not given").
 */
export function choiceField<T extends z.ZodType>(fieldSchema: T, requiredMessage?: string) {
  const chosen = requiredMessage === undefined ? z.string() : z.string().min(1, requiredMessage);
  // The call's field schemas read anything (`unknown`) in; the form holds a string.
  return chosen.transform((value): unknown => value).pipe(fieldSchema);
}
