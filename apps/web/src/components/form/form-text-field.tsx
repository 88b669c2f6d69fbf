import { TextInput, type TextInputProps } from '@mantine/core';
import type { FormField } from '@benefit-store/domain';
import { get, useFormState, type Control, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { fieldId } from './field-id';

export interface FormTextFieldProps<T extends FieldValues, Output = T> extends Omit<TextInputProps, 'name' | 'error' | 'id'> {
  name: FieldPath<T>;
  register: UseFormRegister<T>;
  /** The form's control; a schema that transforms (Output) is welcome. */
  control: Control<T, unknown, Output>;
  /** Server field metadata (`field_name`, `value`, `required`, `read_only`): decides required and read-only. */
  meta?: FormField;
}

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
  ...props
}: FormTextFieldProps<T, Output>) {
  const { errors } = useFormState({ control, name });
  const error = errorAt(errors, name);
  const isReadOnly = meta?.read_only ?? readOnly;
  return (
    <TextInput
      id={fieldId(name)}
      withAsterisk={meta?.required ?? withAsterisk}
      readOnly={isReadOnly}
      aria-readonly={isReadOnly || undefined}
      error={error}
      {...props}
      {...register(name)}
    />
  );
}
