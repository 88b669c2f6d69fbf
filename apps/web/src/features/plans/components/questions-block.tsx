import type { PlanAnswer } from '@benefit-store/domain';
import { Alert, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { UsDateInput } from '@/components/ui/us-date-input';
import { isApiError } from '@/lib/api-client';
import { readPlanRefusal } from '../api/get-plan-pricing-detail';
import {
  DETAIL_FIELDS,
  DETAIL_LABELS,
  draftFromQuestions,
  groupOptions,
  placeServerError,
  QUESTION_TEXTS,
  showsDetail,
  showsOptions,
  showsText,
  validateAnswers,
  type AnswerDraft,
  type PlanQuestion,
  type QuestionErrors,
} from './questions-draft';
import classes from './questions-block.module.css';

export interface QuestionsBlockProps {
  questions: PlanQuestion[];
  /** Saves the answers; resolves with the server's success message, rejects with its refusal. */
  onSave: (answers: PlanAnswer[]) => Promise<{ success_message: string }>;
}

type Status =
  { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'declined'; message: string } | { kind: 'saved'; message: string };

/**
 * The qualifying questions (spec 000 §2): yes/no per question, an optional text, check-all-that-apply
 * options in their groups, and two rows of treatment detail when a Yes needs them. 'Please answer
 * all questions' until every one has an answer; a decline shows the server's message.
 */
export function QuestionsBlock({ questions, onSave }: QuestionsBlockProps) {
  const [drafts, setDrafts] = useState(() => draftFromQuestions(questions));
  const [errors, setErrors] = useState<Record<number, QuestionErrors>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [isSaving, setSaving] = useState(false);

  const update = (questionId: number, change: (draft: AnswerDraft) => AnswerDraft) => {
    setDrafts((current) => ({ ...current, [questionId]: change(current[questionId]!) }));
    setErrors((current) => {
      if (!current[questionId]) return current;
      const next = { ...current };
      delete next[questionId];
      return next;
    });
  };

  const submit = async () => {
    const result = validateAnswers(questions, drafts);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus(result.message ? { kind: 'error', message: result.message } : { kind: 'idle' });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await onSave(result.answers);
      setStatus({ kind: 'saved', message: saved.success_message });
    } catch (error) {
      const refusal = readPlanRefusal(error);
      if (refusal) {
        setStatus({ kind: 'declined', message: refusal.message });
      } else if (isApiError(error)) {
        const placed: Record<number, QuestionErrors> = {};
        for (const fieldError of error.fieldErrors) {
          const place = placeServerError(questions, fieldError.target_element, fieldError.error_message);
          if (place) placed[place.questionId] = mergeErrors(placed[place.questionId], place.errors);
        }
        setErrors(placed);
        setStatus({ kind: 'error', message: Object.keys(placed).length > 0 ? QUESTION_TEXTS.answerAll : error.message });
      } else {
        setStatus({ kind: 'error', message: 'Something went wrong. Please try again.' });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="plan-questions-title">
      <Stack gap="lg">
        <Title order={3} id="plan-questions-title" fz="h4">
          {QUESTION_TEXTS.title}
        </Title>
        <ol className={classes.list}>
          {questions.map((question, index) => {
            const draft = drafts[question.question_id]!;
            const questionErrors = errors[question.question_id];
            return (
              <li key={question.question_id} className={classes.item} data-testid={`question-${question.question_id}`}>
                <Radio.Group
                  label={
                    <span>
                      <span className={classes.number}>{index + 1}.</span> {question.question_text}
                    </span>
                  }
                  value={draft.yesNo}
                  onChange={(value) => update(question.question_id, (d) => ({ ...d, yesNo: value }))}
                  error={questionErrors?.yesNo}
                  classNames={{ label: classes.questionLabel }}
                >
                  <Group gap="xl" mt="xs">
                    <Radio value="1" label="Yes" />
                    <Radio value="0" label="No" />
                  </Group>
                </Radio.Group>

                {showsText(question, draft) ? (
                  <TextInput
                    mt="sm"
                    label="Please describe (optional)"
                    value={draft.text}
                    maxLength={1000}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      update(question.question_id, (d) => ({ ...d, text }));
                    }}
                  />
                ) : null}

                {showsOptions(question, draft) ? (
                  <Checkbox.Group
                    mt="sm"
                    label="Check all that apply"
                    value={draft.options.map(String)}
                    onChange={(values) => update(question.question_id, (d) => ({ ...d, options: values.map(Number) }))}
                    error={questionErrors?.options}
                  >
                    <Stack gap="sm" mt="xs">
                      {groupOptions(question).map(({ group, options }) => (
                        <div key={group ?? 'options'} role={group ? 'group' : undefined} aria-label={group ?? undefined}>
                          {group ? (
                            <Text fw={600} fz="sm" mb={6}>
                              {group}
                            </Text>
                          ) : null}
                          <Stack gap={6}>
                            {options.map((option) => (
                              <Checkbox key={option.option_id} value={String(option.option_id)} label={option.option_text} />
                            ))}
                          </Stack>
                        </div>
                      ))}
                    </Stack>
                  </Checkbox.Group>
                ) : null}

                {showsDetail(question, draft) ? (
                  <Stack gap="md" mt="md">
                    <Text fw={600} fz="sm">
                      Treatment details
                    </Text>
                    {draft.detail.map((row, rowIndex) => (
                      <fieldset key={rowIndex} className={classes.detailRow}>
                        <legend className={classes.legend}>{rowIndex === 0 ? 'Treatment 1' : 'Treatment 2 (optional)'}</legend>
                        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
                          {DETAIL_FIELDS.map((field) => {
                            const error = questionErrors?.detail?.[`${rowIndex as 0 | 1}.${field}`];
                            const setValue = (value: string) =>
                              update(question.question_id, (d) => {
                                const detail = d.detail.map((r, i) =>
                                  i === rowIndex ? { ...r, [field]: value } : r,
                                ) as AnswerDraft['detail'];
                                return { ...d, detail };
                              });
                            const label = DETAIL_LABELS[field];
                            return field === 'dot_from' || field === 'dot_to' ? (
                              <UsDateInput
                                key={field}
                                label={label}
                                value={row[field]}
                                onChange={setValue}
                                error={error}
                                withAsterisk={rowIndex === 0}
                              />
                            ) : (
                              <TextInput
                                key={field}
                                label={label}
                                value={row[field]}
                                maxLength={500}
                                withAsterisk={rowIndex === 0}
                                error={error}
                                onChange={(event) => setValue(event.currentTarget.value)}
                              />
                            );
                          })}
                        </SimpleGrid>
                      </fieldset>
                    ))}
                  </Stack>
                ) : null}
              </li>
            );
          })}
        </ol>

        {status.kind === 'error' ? (
          <Alert color="red" variant="light" role="alert">
            {status.message}
          </Alert>
        ) : null}
        {status.kind === 'declined' ? (
          <Alert color="red" variant="light" role="alert" data-testid="questions-declined">
            {status.message}
          </Alert>
        ) : null}
        {status.kind === 'saved' ? (
          <Alert color="green" variant="light" role="status">
            {status.message}
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={isSaving}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

function mergeErrors(current: QuestionErrors | undefined, next: QuestionErrors): QuestionErrors {
  return { ...current, ...next, detail: { ...current?.detail, ...next.detail } };
}
