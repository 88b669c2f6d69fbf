import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod';

/**
 * The one way a form starts (docs/patterns.md "A form"): react-hook-form checked by the domain's
 * zod schema of the call's body, values shaped like the wire so server field errors land on
 * form paths. Every field needs a default value (a path the values hold is a field the server can name).
 *
 * Errors appear when the user submits, then follow each keystroke (mode onSubmit, reValidateMode
 * onChange): a field's error appearing on blur moved the submit button between the press and the
 * release of the click that blurred it, so the click missed and the form never submitted
 * (docs/decisions/0069).
 *
 * The values' type is the schema's input. A form whose choices start unanswered ('' for a tier
 * the wire types as 'IO' | 'IS' | ...) names its own, with the wire's keys:
 * `useWireForm<typeof XBodySchema, XFormValues>(XBodySchema, defaults)`.
 */
export function useWireForm<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues = z.input<S>>(
  schema: S,
  defaultValues: DefaultValues<NoInfer<V>>,
  options: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<V, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
}

/** Default values from server field metadata: each field's saved value, or '' when it has none. */
export function valuesFromFields(fields: ReadonlyArray<{ field_name: string; value?: unknown }>): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.field_name, field.value === null || field.value === undefined ? '' : String(field.value)]),
  );
}
