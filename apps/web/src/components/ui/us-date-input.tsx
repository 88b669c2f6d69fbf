import { TextInput, type TextInputProps } from '@mantine/core';
import { autoFormatDateInput, US_DATE_LENGTH } from '@benefit-store/domain';
import { forwardRef } from 'react';

export interface UsDateInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed as mm/dd/yyyy (spec 000 §5): slashes are inserted, non-digits dropped, month and
 * day held to 1-12 and 1-31, at most 10 characters.
 */
export const UsDateInput = forwardRef<HTMLInputElement, UsDateInputProps>(function UsDateInput({ value, onChange, ...props }, ref) {
  return (
    <TextInput
      ref={ref}
      placeholder="mm/dd/yyyy"
      inputMode="numeric"
      autoComplete="off"
      maxLength={US_DATE_LENGTH}
      {...props}
      value={value}
      onChange={(event) => onChange(autoFormatDateInput(event.currentTarget.value))}
    />
  );
});
