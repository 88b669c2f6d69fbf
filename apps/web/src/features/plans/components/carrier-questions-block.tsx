import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import type { CarrierAnswer } from '../api/save-carrier-questions';

export interface CarrierQuestion {
  qid: number;
  question: string;
  true_condition: 0 | 1;
}

export const CARRIER_TEXTS = {
  answerYes: 'Please answer yes in order to continue',
  answerAll: 'Please answer all questions',
  hintYes: '*Answer should be Yes to continue',
  hintEither: '*Answer should be Yes/No to continue',
} as const;

/** Client check of the carrier statements (spec 000 §5): all answered; those the carrier needs true answered Yes. */
export function checkCarrierAnswers(
  questions: readonly CarrierQuestion[],
  answers: Record<number, '1' | '0' | undefined>,
): string | undefined {
  if (questions.some((q) => answers[q.qid] === undefined)) return CARRIER_TEXTS.answerAll;
  if (questions.some((q) => q.true_condition === 1 && answers[q.qid] !== '1')) return CARRIER_TEXTS.answerYes;
  return undefined;
}

export interface CarrierQuestionsBlockProps {
  questions: CarrierQuestion[];
  onSave: (answers: CarrierAnswer[]) => Promise<unknown>;
}

/** The insurer's true/false statements: Add to Cart appears only once they are saved. */
export function CarrierQuestionsBlock({ questions, onSave }: CarrierQuestionsBlockProps) {
  const [answers, setAnswers] = useState<Record<number, '1' | '0' | undefined>>({});
  const [message, setMessage] = useState<string>();
  const [isSaving, setSaving] = useState(false);

  const save = async () => {
    const problem = checkCarrierAnswers(questions, answers);
    setMessage(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(questions.map((q) => ({ qid: q.qid, true_condition: answers[q.qid] === '1' ? 1 : 0 })));
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="carrier-questions-title">
      <Stack gap="lg">
        <div>
          <Title order={3} id="carrier-questions-title" fz="h4">
            Please confirm the following statements
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            The insurer needs these answers before this plan can be added to your cart.
          </Text>
        </div>
        {questions.map((q) => (
          <Radio.Group
            key={q.qid}
            label={q.question}
            description={q.true_condition === 1 ? CARRIER_TEXTS.hintYes : CARRIER_TEXTS.hintEither}
            value={answers[q.qid] ?? ''}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [q.qid]: value as '1' | '0' }));
              setMessage(undefined);
            }}
            styles={{ label: { fontWeight: 500, lineHeight: 1.5 } }}
          >
            <Group gap="xl" mt="xs">
              <Radio value="1" label="Yes" />
              <Radio value="0" label="No" />
            </Group>
          </Radio.Group>
        ))}
        {message ? (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={isSaving}>
            Save answers
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
