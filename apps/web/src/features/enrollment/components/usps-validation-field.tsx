import { Checkbox } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The 'USPS Address Validation' checkbox of the address steps (spec 001 §2): `with_validation` '1' or '0'. */
export function UspsValidationField<T extends FieldValues>({ control, whose }: { control: Control<T>; whose: string }) {
  return (
    <Controller
      name={'with_validation' as Path<T>}
      control={control}
      render={({ field }) => (
        <Checkbox
          label="USPS Address Validation"
          description={`Check ${whose} address against the postal service's records before saving.`}
          checked={field.value === '1'}
          onChange={(event) => field.onChange(event.currentTarget.checked ? '1' : '0')}
        />
      )}
    />
  );
}
