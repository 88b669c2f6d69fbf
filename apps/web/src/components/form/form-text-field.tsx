import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhoneDigits, formatSsn, normalizePhone, normalizeSsn, type FormField } from '@benefit-store/domain';
import { get, useFormState, type Control, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { fieldId } from './field-id';

export interface FormTextFieldProps<T extends FieldValues, Output = T> extends Omit<TextInputProps, 'name' | 'error' | 'id'> {
  name: FieldPath<T>;
  register: UseFormRegister<T>;
  /** The form's control; a schema that transforms (Output) is welcome. */
  control: Control<T, unknown, Output>;
  /** Server field metadata (`field_name`, `value`, `required`, `read_only`): decides required and read-only. */
  meta?: FormField;
  /** A number people type in their own way (docs/decisions/0097): what they type is kept, and shown one way on leaving the field. */
  typed?: TypedKind;
}

export type TypedKind = 'phone' | 'ssn';

/**
 * Each typed kind: room for the separators people type ('+1 (214) 555-0199', '521-84-7306'), the
 * keyboard to offer, and how a number read from the text is shown. The form's schema reads the
 * same text the same way (`phoneField`, `ssnField`), so what is shown is what is saved.
 */
const TYPED_KINDS: Record<TypedKind, { input: Partial<TextInputProps>; shown: (text: string) => string | undefined }> = {
  phone: {
    input: { type: 'tel', inputMode: 'tel', maxLength: 20 },
    shown: (text) => {
      const digits = normalizePhone(text);
      return digits === undefined ? undefined : formatPhoneDigits(digits);
    },
  },
  ssn: {
    input: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off', description: '9 digits, with or without dashes' },
    shown: (text) => {
      const digits = normalizeSsn(text);
      return digits === undefined ? undefined : formatSsn(digits);
    },
  },
};

/** The error message react-hook-form holds for a (nested) path. */
export function errorAt(errors: unknown, path: string): string | undefined {
  const found: unknown = get(errors, path);
  const message = typeof found === 'object' && found !== null && 'message' in found ? found.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A text field of the one form pattern: registered under its wire path, its error (client or
 * server) under it, linkable from the error summary, and required / read-only as the server's
 * field metadata says when it is given.
 */
export function FormTextField<T extends FieldValues, Output = T>({
  name,
  register,
  control,
  meta,
  withAsterisk,
  readOnly,
  typed,
  ...props
}: FormTextFieldProps<T, Output>) {
  const { errors } = useFormState({ control, name });
  const error = errorAt(errors, name);
  const isReadOnly = meta?.read_only ?? readOnly;
  const registered = register(name);
  const kind = typed ? TYPED_KINDS[typed] : undefined;
  return (
    <TextInput
      id={fieldId(name)}
      withAsterisk={meta?.required ?? withAsterisk}
      readOnly={isReadOnly}
      aria-readonly={isReadOnly || undefined}
      error={error}
      {...kind?.input}
      {...props}
      {...registered}
      onBlur={(event) => {
        const input = event.currentTarget;
        const shown = kind?.shown(input.value);
        if (shown !== undefined && shown !== input.value && !isReadOnly) {
          input.value = shown;
          void registered.onChange({ target: input, type: 'change' });
        }
        void registered.onBlur(event);
      }}
    />
  );
}
