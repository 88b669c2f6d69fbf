import type { Control, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { FormTextField } from '@/components/form';

/** The authenticator app's 6-digit code (sign-in's second step, two-factor set-up): the form's `code` field. */
export function AuthenticationCodeField<T extends FieldValues & { code?: string }, Output = T>({
  register,
  control,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, Output>;
}) {
  return (
    <FormTextField
      name={'code' as FieldPath<T>}
      register={register}
      control={control}
      label="Authentication code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      withAsterisk
    />
  );
}
