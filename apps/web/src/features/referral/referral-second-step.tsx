import { ChangeFilterInfoBodySchema, VALIDATION_MESSAGES } from '@benefit-store/domain';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import * as z from 'zod';
import { applyServerErrors, choiceField, ErrorSummary, fieldId, SERVER_ERROR_KEY, useWireForm } from '@/components/form';

export type SecondStepAnswers = { gender: '0' | '1'; is_smoker: '0' | '1' };

/** The two answers as change-filter-info's body names and checks them; '' until one is picked. */
const SecondStepSchema = z.object({
  gender: choiceField(ChangeFilterInfoBodySchema.shape.gender),
  is_smoker: choiceField(ChangeFilterInfoBodySchema.shape.is_smoker),
});

type SecondStepValues = z.input<typeof SecondStepSchema>;
type Option = { value: '0' | '1'; label: string };
const GENDERS: readonly Option[] = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
];
const TOBACCO_USE: readonly Option[] = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

interface AnswerFieldProps {
  control: Control<SecondStepValues, unknown, z.output<typeof SecondStepSchema>>;
  name: keyof SecondStepValues;
  label: string;
  options: readonly Option[];
  onPicked: () => void;
}

/** One required question as radios, its error (client or server) under it. */
function AnswerField({ control, name, label, options, onPicked }: AnswerFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Radio.Group
          id={fieldId(name)}
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onPicked();
          }}
          error={fieldState.error?.message}
          withAsterisk
        >
          <Group mt={6}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

export interface ReferralSecondStepProps {
  /** The gender given on step one, if any, preselected. */
  defaultGender?: string | undefined;
  /** Saves the answers onto the enrollment; a rejection's messages show under their field or above the form. */
  onSubmit: (answers: SecondStepAnswers) => Promise<void>;
}

/**
 * The referral landing's second step (spec 001 §2): gender and tobacco use, both needed before
 * the plans ('Please fill the both fields.', a message about both, so it shows above them), so
 * plans rated by tobacco can price at once.
 */
export function ReferralSecondStep({ defaultGender, onSubmit }: ReferralSecondStepProps) {
  const form = useWireForm(SecondStepSchema, { gender: defaultGender ?? '', is_smoker: '' });
  const { errors, isSubmitting } = form.formState;
  // Picking an answer takes the message about both (or the last refusal) away.
  const clearSummary = () => form.clearErrors(SERVER_ERROR_KEY);

  const submit = form.handleSubmit(async ({ gender, is_smoker }) => {
    if (gender === undefined || is_smoker === undefined) {
      form.setError(SERVER_ERROR_KEY, { type: 'required', message: VALIDATION_MESSAGES.bothFields });
      return;
    }
    try {
      await onSubmit({ gender, is_smoker });
    } catch (failure) {
      applyServerErrors(form, failure);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="second-step-title">
      <Stack gap="md">
        <Text id="second-step-title" fw={700} fz="lg">
          Two more questions
        </Text>
        <ErrorSummary errors={errors} />
        <AnswerField control={form.control} name="gender" label="Gender" options={GENDERS} onPicked={clearSummary} />
        <AnswerField
          control={form.control}
          name="is_smoker"
          label="Have you used tobacco in the last 12 months?"
          options={TOBACCO_USE}
          onPicked={clearSummary}
        />
        <Button type="submit" loading={isSubmitting} size="md">
          SUBMIT
        </Button>
      </Stack>
    </form>
  );
}
