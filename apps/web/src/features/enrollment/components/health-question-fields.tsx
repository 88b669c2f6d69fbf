import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  conditionLayoutOf,
  emptyMedication,
  MAX_MEDICATIONS,
  REQUIRED_CONDITION_FIELDS,
  REQUIRED_MEDICATION_FIELDS,
  YES_NO_OPTIONS,
  type ConditionField,
  type ConditionLayout,
  type HealthFormValues,
  type HealthInfo,
  type MedicationField,
} from '@benefit-store/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormState, useWatch, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { errorAt, fieldId, FormTextField } from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { CONDITION_LABELS, MEDICATION_LABELS } from '../field-labels';

type Path = FieldPath<HealthFormValues>;
/** The health form's control: wire-shaped values in, the stored answers out. */
type HealthControl = Control<HealthFormValues, unknown, HealthInfo>;
type FieldsProps = { control: HealthControl; register: UseFormRegister<HealthFormValues> };

const DATE_FIELDS: readonly ConditionField[] = ['date_of_onset', 'date_of_recovery', 'd_last_seen', 'last_seen_by_physician'];
const YES_NO_FIELDS: readonly ConditionField[] = ['is_treatment', 'is_medicate'];

/** A Yes / No radio pair, its label the question, its error under it. */
export function YesNoField({
  name,
  control,
  label,
  isRequired = true,
}: {
  name: Path;
  control: HealthControl;
  label: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => (
        <Radio.Group
          id={fieldId(name)}
          label={label}
          withAsterisk={isRequired}
          error={errorAt(formState.errors, name)}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => {
            // Checked when chosen, not on leaving: a message never appears (and moves the page) under the next click.
            field.onChange(value);
            field.onBlur();
          }}
          styles={{ label: { fontWeight: 500 } }}
        >
          <Group gap="lg" mt={6}>
            {YES_NO_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} onBlur={field.onBlur} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** A date typed mm/dd/yyyy (apps/web/src/components/ui/us-date-input.tsx). */
function DateField({ name, control, label, isRequired }: { name: Path; control: HealthControl; label: string; isRequired: boolean }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => (
        <UsDateInput
          id={fieldId(name)}
          label={label}
          withAsterisk={isRequired}
          error={errorAt(formState.errors, name)}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/** What a Yes reveals, set in under its question. */
function DetailsPanel({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-brand-2)' }}>
      {children}
    </Stack>
  );
}

/** The rows of each layout's fields (spec 001 §3): the ordinary condition, or the physician details of 146 and 147. */
const LAYOUT_ROWS: Record<Exclude<ConditionLayout, 'none'>, ConditionField[][]> = {
  ordinary: [['health_condition', 'date_of_onset', 'date_of_recovery'], ['is_treatment', 'is_medicate', 'd_last_seen'], ['symptoms']],
  physician: [['condition', 'status', 'last_seen_by_physician'], ['date_of_recovery', 'physician_name', 'phone'], ['address']],
};

function ConditionDetails({ index, layout, control, register }: FieldsProps & { index: number; layout: Exclude<ConditionLayout, 'none'> }) {
  const required = REQUIRED_CONDITION_FIELDS[layout];
  const fieldOf = (field: ConditionField) => {
    const name = `condition_questions.${index}.conditions.0.${field}` as const;
    const label = CONDITION_LABELS[field];
    const isRequired = required.includes(field);
    if (DATE_FIELDS.includes(field)) return <DateField key={field} name={name} control={control} label={label} isRequired={isRequired} />;
    if (YES_NO_FIELDS.includes(field))
      return <YesNoField key={field} name={name} control={control} label={label} isRequired={isRequired} />;
    return (
      <FormTextField
        key={field}
        name={name}
        register={register}
        control={control}
        label={label}
        withAsterisk={isRequired}
        {...(field === 'phone' ? { typed: 'phone' as const } : { maxLength: 255 })}
      />
    );
  };
  return (
    <DetailsPanel>
      {LAYOUT_ROWS[layout].map((row) => (
        <SimpleGrid key={row.join()} cols={{ base: 1, sm: row.length }} spacing="md">
          {row.map(fieldOf)}
        </SimpleGrid>
      ))}
    </DetailsPanel>
  );
}

/** One question: its Yes / No, and on Yes the details of its layout (none for 145). */
export function ConditionQuestionItem({
  index,
  questionId,
  text,
  control,
  register,
}: FieldsProps & { index: number; questionId: number; text: string }) {
  const name = `condition_questions.${index}.yes_no_flag` as const;
  const isYes = useWatch({ control, name }) === '1';
  const layout = conditionLayoutOf(questionId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} role="group" aria-labelledby={`${fieldId(name)}-label`}>
      <Stack gap="sm">
        <YesNoField name={name} control={control} label={`${index + 1}. ${text}`} />
        {isYes && layout !== 'none' ? <ConditionDetails index={index} layout={layout} control={control} register={register} /> : null}
      </Stack>
    </Paper>
  );
}

/** The medication question: on Yes, up to 3 rows of medication, dosage and condition. */
export function MedicationQuestionItem({ number, text, control, register }: FieldsProps & { number: number; text: string }) {
  const name = 'medication_question.yes_no_flag' as const;
  const isYes = useWatch({ control, name }) === '1';
  const rows = useFieldArray({ control, name: 'medication_question.medications' });
  const { errors } = useFormState({ control, name: 'medication_question.medications' });
  // The list's own error ('At most 3 medications can be listed'): from the server at the list, from the form at its root.
  const rowsError = errorAt(errors, 'medication_question.medications') ?? errorAt(errors, 'medication_question.medications.root');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} role="group" aria-labelledby={`${fieldId(name)}-label`}>
      <Stack gap="sm">
        <YesNoField name={name} control={control} label={`${number}. ${text}`} />
        {isYes ? (
          <DetailsPanel>
            {rows.fields.map((row, index) => (
              <Stack key={row.id} gap={4} role="group" aria-label={`Medication #${index + 1}`}>
                <Group justify="space-between" gap="xs">
                  <Text fw={500} fz="sm">
                    Medication #{index + 1}
                  </Text>
                  {index > 0 ? (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => rows.remove(index)}
                    >
                      Remove
                    </Button>
                  ) : null}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {(Object.keys(MEDICATION_LABELS) as MedicationField[]).map((field) => (
                    <FormTextField
                      key={field}
                      name={`medication_question.medications.${index}.${field}`}
                      register={register}
                      control={control}
                      label={MEDICATION_LABELS[field]}
                      withAsterisk={REQUIRED_MEDICATION_FIELDS.includes(field)}
                      maxLength={255}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            {rowsError ? (
              <Text c="red" fz="sm" role="alert">
                {rowsError}
              </Text>
            ) : null}
            {rows.fields.length < MAX_MEDICATIONS ? (
              <Group>
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => rows.append(emptyMedication())}
                >
                  Add medication
                </Button>
              </Group>
            ) : null}
          </DetailsPanel>
        ) : null}
      </Stack>
    </Paper>
  );
}
