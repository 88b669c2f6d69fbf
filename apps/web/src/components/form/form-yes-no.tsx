import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldId } from './error-summary';

export interface FormYesNoProps<T extends FieldValues> extends Omit<
  RadioGroupProps,
  'name' | 'value' | 'onChange' | 'error' | 'id' | 'children'
> {
  name: FieldPath<T>;
  control: Control<T>;
}

/**
 * A Yes / No question of the one form pattern: the wire's '1' / '0' under its path ('' until
 * answered), its error (client or server) under it, linkable from the error summary.
 */
export function FormYesNo<T extends FieldValues>({ name, control, ...props }: FormYesNoProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Radio.Group
          {...props}
          id={fieldId(name)}
          value={typeof field.value === 'string' ? field.value : ''}
          // A choice is complete when it is made: check it now, not on leaving, so a message never appears (and moves the page) under the next click.
          onChange={(value) => {
            field.onChange(value);
            field.onBlur();
          }}
          error={fieldState.error?.message}
        >
          <Group gap="xl" mt="xs">
            <Radio ref={field.ref} value="1" label="Yes" onBlur={field.onBlur} />
            <Radio value="0" label="No" onBlur={field.onBlur} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
