import { PLAN_QUESTION_MESSAGES, qualifyingAnswersSchema, type PlanAnswer, type PlanQuestion } from '@benefit-store/domain';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { applyServerErrors, ErrorSummary, useWireForm } from '@/components/form';
import { readPlanRefusal } from '../api/get-plan-pricing-detail';
import { QuestionItem } from './question-item';
import { answersFormValues, toWireAnswers } from './question-form-values';
import { showsMessageInFull } from './unanswered-message';
import classes from './questions-block.module.css';

export interface QuestionsBlockProps {
  questions: PlanQuestion[];
  /** Saves the answers; resolves with the server's success message, rejects with its refusal. */
  onSave: (answers: PlanAnswer[]) => Promise<{ success_message: string }>;
}

type Outcome = { kind: 'declined'; message: string } | { kind: 'saved'; message: string } | null;

/**
 * The qualifying questions (spec 000 §2) on the one form pattern: values shaped like
 * save-question-answers' `answers`, checked by the domain's rules before they are sent and
 * again by the server, each message under its field (`answers.2.detail.0.dot_from`); 'Please
 * answer all questions' once, at the first unanswered question, until none is left
 * (`showsMessageInFull`). A decline shows the server's message.
 */
export function QuestionsBlock({ questions, onSave }: QuestionsBlockProps) {
  const schema = useMemo(() => qualifyingAnswersSchema(questions), [questions]);
  const form = useWireForm(schema, answersFormValues(questions));
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = form.handleSubmit(
    async ({ answers }) => {
      setOutcome(null);
      try {
        const saved = await onSave(toWireAnswers(questions, answers));
        setOutcome({ kind: 'saved', message: saved.success_message });
      } catch (error) {
        const refusal = readPlanRefusal(error);
        if (refusal) setOutcome({ kind: 'declined', message: refusal.message });
        else applyServerErrors(form, error);
      }
    },
    () => setOutcome(null),
  );
  const inFull = showsMessageInFull(questions.map((_, index) => errors.answers?.[index]?.yes_no_flag?.message));

  return (
    <Stack gap="lg" component="section" aria-labelledby="plan-questions-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Title order={3} id="plan-questions-title" fz="h4">
            {PLAN_QUESTION_MESSAGES.title}
          </Title>
          <ErrorSummary errors={errors} />
          <ol className={classes.list}>
            {questions.map((question, index) => (
              <QuestionItem
                key={question.question_id}
                question={question}
                index={index}
                control={control}
                register={register}
                hidesUnansweredText={!inFull[index]}
              />
            ))}
          </ol>

          {outcome?.kind === 'declined' ? (
            <Alert color="red" variant="light" role="alert" data-testid="questions-declined">
              {outcome.message}
            </Alert>
          ) : null}
          {outcome?.kind === 'saved' ? (
            <Alert color="green" variant="light" role="status">
              {outcome.message}
            </Alert>
          ) : null}

          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
