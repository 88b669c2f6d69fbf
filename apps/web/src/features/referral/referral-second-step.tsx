import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES } from '@benefit-store/domain';

export type SecondStepAnswers = { gender: '0' | '1'; is_smoker: '0' | '1' };

export interface ReferralSecondStepProps {
  /** The gender given on step one, if any, preselected. */
  defaultGender?: string | undefined;
  /** Saves the answers onto the enrollment; a rejection shows its message. */
  onSubmit: (answers: SecondStepAnswers) => Promise<void>;
}

/**
 * The referral landing's second step (spec 001 §2): gender and tobacco use, both needed before
 * the plans ('Please fill the both fields.'), so plans rated by tobacco can price at once.
 */
export function ReferralSecondStep({ defaultGender, onSubmit }: ReferralSecondStepProps) {
  const [gender, setGender] = useState<string | null>(defaultGender ?? null);
  const [smoker, setSmoker] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((gender !== '0' && gender !== '1') || (smoker !== '0' && smoker !== '1')) {
      setError(VALIDATION_MESSAGES.bothFields);
      return;
    }
    setError(null);
    setIsSaving(true);
    try {
      await onSubmit({ gender, is_smoker: smoker });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="second-step-title">
      <Stack gap="md">
        <Text id="second-step-title" fw={700} fz="lg">
          Two more questions
        </Text>
        <Radio.Group
          label="Gender"
          value={gender}
          onChange={(v) => {
            setGender(v);
            setError(null);
          }}
          withAsterisk
        >
          <Group mt={6}>
            <Radio value="0" label="Male" />
            <Radio value="1" label="Female" />
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Have you used tobacco in the last 12 months?"
          value={smoker}
          onChange={(v) => {
            setSmoker(v);
            setError(null);
          }}
          withAsterisk
        >
          <Group mt={6}>
            <Radio value="1" label="Yes" />
            <Radio value="0" label="No" />
          </Group>
        </Radio.Group>
        {error ? (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={isSaving} size="md">
          SUBMIT
        </Button>
      </Stack>
    </form>
  );
}
