import { Group, NativeSelect, Radio, type NativeSelectProps } from '@mantine/core';
import type { FormField } from '@benefit-store/domain';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldId } from './field-id';
import { errorAt } from './form-text-field';

type Option = { value: string; label: string };

interface ChoiceProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly Option[];
  /** Server field metadata: decides required and read-only. */
  meta?: FormField;
}

/** A select of the one form pattern (the browser's own list: best on phones and with assistive tech); its value a wire string, its error under it. */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  meta,
  placeholder = 'Select',
  ...props
}: ChoiceProps<T> & Omit<NativeSelectProps, 'name' | 'data' | 'value' | 'onChange' | 'error' | 'label'> & { placeholder?: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => (
        <NativeSelect
          id={fieldId(name)}
          label={label}
          data={[
            { value: '', label: placeholder, disabled: meta?.required ?? false },
            ...options.map(({ value, label }) => ({ value, label })),
          ]}
          withAsterisk={meta?.required}
          disabled={meta?.read_only}
          aria-readonly={meta?.read_only || undefined}
          error={errorAt(formState.errors, name)}
          {...props}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A radio group of the one form pattern. */
export function FormRadioField<T extends FieldValues>({ name, control, label, options, meta }: ChoiceProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => (
        <Radio.Group
          id={fieldId(name)}
          label={label}
          withAsterisk={meta?.required}
          error={errorAt(formState.errors, name)}
          value={field.value ?? ''}
          onChange={(value) => {
            // Checked when chosen, not on leaving: a message never appears (and moves the page) under the next click.
            field.onChange(value);
            field.onBlur();
          }}
        >
          <Group gap="lg" mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} disabled={meta?.read_only} onBlur={field.onBlur} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
