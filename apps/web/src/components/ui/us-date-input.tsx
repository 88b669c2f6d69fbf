import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeUsDate, typeUsDate, US_DATE_LENGTH } from '@benefit-store/domain';
import { forwardRef } from 'react';

export interface UsDateInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed as mm/dd/yyyy (spec 001 §5; docs/decisions/0097). It keeps what the person types or
 * pastes: a slash is added after a typed month or day (`typeUsDate`), and on leaving the field a
 * date written another way ('6/5/2020', '06-05-2020', '2020-06-05') is shown as mm/dd/yyyy. No
 * digit is ever moved: text that is no date stays as typed, for the form's check to say so.
 */
export const UsDateInput = forwardRef<HTMLInputElement, UsDateInputProps>(function UsDateInput({ value, onChange, onBlur, ...props }, ref) {
  return (
    <TextInput
      ref={ref}
      placeholder="mm/dd/yyyy"
      inputMode="numeric"
      autoComplete="off"
      maxLength={US_DATE_LENGTH}
      {...props}
      value={value}
      onChange={(event) => onChange(typeUsDate(value, event.currentTarget.value))}
      onBlur={(event) => {
        const shown = normalizeUsDate(value);
        if (shown !== undefined && shown !== value) onChange(shown);
        onBlur?.(event);
      }}
    />
  );
});
