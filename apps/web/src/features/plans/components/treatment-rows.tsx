import { TREATMENT_DETAIL_FIELDS, type QualifyingAnswersForm } from '@benefit-store/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { errorAt, fieldId, FormTextField } from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { DETAIL_LABELS } from './question-form-values';
import classes from './questions-block.module.css';

export interface TreatmentRowsProps {
  /** The answer's index in `answers`. */
  index: number;
  control: Control<QualifyingAnswersForm>;
  register: UseFormRegister<QualifyingAnswersForm>;
}

/** The two rows of treatment detail a Yes needs (`answers.{index}.detail.{row}.{field}`): the first required, the second optional. */
export function TreatmentRows({ index, control, register }: TreatmentRowsProps) {
  const { errors } = useFormState({ control, name: `answers.${index}.detail` });
  return (
    <Stack gap="md" mt="md">
      <Text fw={600} fz="sm">
        Treatment details
      </Text>
      {[0, 1].map((row) => (
        <fieldset key={row} className={classes.detailRow}>
          <legend className={classes.legend}>{row === 0 ? 'Treatment 1' : 'Treatment 2 (optional)'}</legend>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            {TREATMENT_DETAIL_FIELDS.map((field) => {
              const name = `answers.${index}.detail.${row}.${field}` as const;
              const label = DETAIL_LABELS[field];
              return field === 'dot_from' || field === 'dot_to' ? (
                <Controller
                  key={field}
                  name={name}
                  control={control}
                  render={({ field: input }) => (
                    <UsDateInput
                      ref={input.ref}
                      id={fieldId(name)}
                      label={label}
                      value={typeof input.value === 'string' ? input.value : ''}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={errorAt(errors, name)}
                      withAsterisk={row === 0}
                    />
                  )}
                />
              ) : (
                <FormTextField
                  key={field}
                  name={name}
                  register={register}
                  control={control}
                  label={label}
                  maxLength={500}
                  withAsterisk={row === 0}
                />
              );
            })}
          </SimpleGrid>
        </fieldset>
      ))}
    </Stack>
  );
}
