import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldId } from './field-id';

export interface FormSelectProps<T extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id'
> {
  name: FieldPath<T>;
  control: Control<T>;
}

/**
 * A drop-down of the one form pattern: its value a string under its wire path ('' until a choice
 * is made), its error (client or server) under it, linkable from the error summary.
 */
export function FormSelect<T extends FieldValues>({ name, control, ...props }: FormSelectProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          ref={field.ref}
          id={fieldId(name)}
          value={typeof field.value === 'string' && field.value ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
