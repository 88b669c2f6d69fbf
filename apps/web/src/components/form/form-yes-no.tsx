import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldId } from './field-id';

export interface FormYesNoProps<T extends FieldValues> extends Omit<
  RadioGroupProps,
  'name' | 'value' | 'onChange' | 'error' | 'id' | 'children'
> {
  name: FieldPath<T>;
  control: Control<T>;
  /** Mark the question invalid without its message (one message stands for several questions). */
  hidesErrorText?: boolean;
}

/**
 * A Yes / No question of the one form pattern: the wire's '1' / '0' under its path ('' until
 * answered), its error (client or server) between the question (and its hint) and the choices,
 * linkable from the error summary.
 */
export function FormYesNo<T extends FieldValues>({ name, control, hidesErrorText = false, readOnly = false, ...props }: FormYesNoProps<T>) {
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
          readOnly={readOnly}
          onChange={(value) => {
            if (readOnly) return;
            field.onChange(value);
            field.onBlur();
          }}
          inputWrapperOrder={['label', 'description', 'error', 'input']}
          error={fieldState.error ? hidesErrorText || fieldState.error.message : undefined}
        >
          <Group gap="xl" mt="xs">
            <Radio ref={field.ref} value="1" label="Yes" onBlur={field.onBlur} error={Boolean(fieldState.error)} />
            <Radio value="0" label="No" onBlur={field.onBlur} error={Boolean(fieldState.error)} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
