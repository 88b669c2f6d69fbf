import { carrierAnswersSchema, PLAN_QUESTION_MESSAGES, type CarrierQuestion } from '@benefit-store/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { applyServerErrors, ErrorSummary, FormYesNo, useWireForm } from '@/components/form';
import type { CarrierAnswer } from '../api/save-carrier-questions';
import { showsMessageInFull } from './unanswered-message';

export interface CarrierQuestionsBlockProps {
  questions: CarrierQuestion[];
  onSave: (answers: CarrierAnswer[]) => Promise<unknown>;
}

/**
 * The insurer's true/false statements (spec 000 §5): Add to Cart appears only once they are saved.
 * The one form pattern: values shaped like save-aflac-questions' `aflac_data`, checked by the
 * domain's rules before they are sent and again by the server, each message beside its statement
 * ('Please answer all questions' once, at the first unanswered one).
 */
export function CarrierQuestionsBlock({ questions, onSave }: CarrierQuestionsBlockProps) {
  const schema = useMemo(() => carrierAnswersSchema(questions), [questions]);
  const form = useWireForm(schema, { aflac_data: questions.map((q) => ({ qid: q.qid, true_condition: '' })) });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async ({ aflac_data }) => {
    try {
      await onSave(aflac_data);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const inFull = showsMessageInFull(questions.map((_, index) => errors.aflac_data?.[index]?.true_condition?.message));

  return (
    <Stack gap="lg" component="section" aria-labelledby="carrier-questions-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={3} id="carrier-questions-title" fz="h4">
              Please confirm the following statements
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              The insurer needs these answers before this plan can be added to your cart.
            </Text>
          </div>
          <ErrorSummary errors={errors} />
          {questions.map((q, index) => (
            <FormYesNo
              key={q.qid}
              name={`aflac_data.${index}.true_condition`}
              control={control}
              hidesErrorText={!inFull[index]}
              label={q.question}
              description={q.true_condition === 1 ? PLAN_QUESTION_MESSAGES.hintYes : PLAN_QUESTION_MESSAGES.hintEither}
              styles={{ label: { fontWeight: 500, lineHeight: 1.5 } }}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Save answers
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
