import { carrierAnswersSchema, PLAN_QUESTION_MESSAGES, type CarrierQuestion } from '@benefit-store/domain';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, useWireForm } from '@/components/form';
import type { CarrierAnswer } from '../api/save-carrier-questions';
import { summarizeUnanswered } from './unanswered-summary';

export interface CarrierQuestionsBlockProps {
  questions: CarrierQuestion[];
  onSave: (answers: CarrierAnswer[]) => Promise<unknown>;
}

/**
 * The insurer's true/false statements (spec 000 §5): Add to Cart appears only once they are saved.
 * The one form pattern: values shaped like save-aflac-questions' `aflac_data`, checked by the
 * domain's rules before they are sent and again by the server, each message under its statement.
 */
export function CarrierQuestionsBlock({ questions, onSave }: CarrierQuestionsBlockProps) {
  const schema = useMemo(() => carrierAnswersSchema(questions), [questions]);
  const form = useWireForm(schema, { aflac_data: questions.map((q) => ({ qid: q.qid, true_condition: '' })) });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(
    async ({ aflac_data }) => {
      try {
        await onSave(aflac_data);
      } catch (error) {
        applyServerErrors(form, error);
      }
    },
    (invalid) => summarizeUnanswered(form, invalid),
  );

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
          {questions.map((q, index) => {
            const path = `aflac_data.${index}.true_condition` as const;
            return (
              <Controller
                key={q.qid}
                name={path}
                control={control}
                render={({ field }) => (
                  <Radio.Group
                    id={fieldId(path)}
                    label={q.question}
                    description={q.true_condition === 1 ? PLAN_QUESTION_MESSAGES.hintYes : PLAN_QUESTION_MESSAGES.hintEither}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={field.onChange}
                    error={errorAt(errors, path)}
                    styles={{ label: { fontWeight: 500, lineHeight: 1.5 } }}
                  >
                    <Group gap="xl" mt="xs">
                      <Radio ref={field.ref} value="1" label="Yes" onBlur={field.onBlur} />
                      <Radio value="0" label="No" onBlur={field.onBlur} />
                    </Group>
                  </Radio.Group>
                )}
              />
            );
          })}
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
