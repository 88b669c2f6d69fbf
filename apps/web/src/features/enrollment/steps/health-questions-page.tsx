import { Stack, Text, Textarea } from '@mantine/core';
import {
  CONDITION_FIELDS,
  HEALTH_NOTES_MAX,
  MEDICATION_FIELDS,
  WIZARD_TAB_TITLES,
  hasMedicationContent,
  healthFormValues,
  healthInfoSchema,
  type HealthFormValues,
  type HealthQuestions,
} from '@benefit-store/domain';
import { useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, useWireForm } from '@/components/form';
import { storage } from '@/lib/storage';
import { todayIso } from '@/lib/today';
import { useHealthQuestions, useSavePrimaryHealthInfo } from '../api/primary-health-info';
import { ConditionQuestionItem, MedicationQuestionItem } from '../components/health-question-fields';
import { CONDITION_LABELS, MEDICATION_LABELS } from '../field-labels';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { useExistingHealthPrefill } from '../use-existing-health-prefill';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';

const FORM_ID = 'health-questions-form';
/** The step's title in the page (spec 001 §2: 'Health Questions', titled Primary Health Questions). */
const PAGE_TITLE = `Primary ${WIZARD_TAB_TITLES.primary_health_info}`;

/** Health Questions (spec 001 §2, §4 "Health", §5 "Health"): yes/no questions, their details, medications and notes. */
export function HealthQuestionsPage() {
  const wizard = useWizard();
  const prefill = useExistingHealthPrefill(wizard.enrollmentId);
  const questions = useHealthQuestions(wizard.enrollmentId, { enabled: !prefill.isPending });
  if (wizard.enrollmentId === null) return null;
  if (questions.isError) return <StepLoadError />;
  if (prefill.isPending || questions.isPending) return <StepLoading label="Loading health questions" />;
  return <HealthQuestionsForm enrollmentId={wizard.enrollmentId} questions={prefill.unsaved ?? questions.data.result} wizard={wizard} />;
}

/** "Question 3: Date of Onset" for each field, so the error summary names what it links to. */
function fieldLabels(values: HealthFormValues): Record<string, string> {
  const labels: Record<string, string> = { notes: 'Additional Notes' };
  values.condition_questions.forEach((_q, index) => {
    labels[`condition_questions.${index}.yes_no_flag`] = `Question ${index + 1}`;
    for (const field of CONDITION_FIELDS) {
      labels[`condition_questions.${index}.conditions.0.${field}`] = `Question ${index + 1}, ${CONDITION_LABELS[field]}`;
    }
  });
  const medicationNumber = values.condition_questions.length + 1;
  labels['medication_question.yes_no_flag'] = `Question ${medicationNumber}`;
  labels['medication_question.medications'] = `Question ${medicationNumber}`;
  for (let row = 0; row < 3; row += 1) {
    for (const field of MEDICATION_FIELDS) {
      labels[`medication_question.medications.${row}.${field}`] = `Medication #${row + 1}, ${MEDICATION_LABELS[field]}`;
    }
  }
  return labels;
}

function HealthQuestionsForm({
  enrollmentId,
  questions,
  wizard,
}: {
  enrollmentId: string;
  questions: HealthQuestions;
  wizard: ReturnType<typeof useWizard>;
}) {
  const schema = useMemo(() => healthInfoSchema({ today: todayIso() }), []);
  const defaults = useMemo(() => healthFormValues(questions), [questions]);
  const form = useWireForm<typeof schema, HealthFormValues>(schema, defaults);
  const { control, register } = form;
  const { errors, submitCount } = useFormState({ control });
  const labels = useMemo(() => fieldLabels(defaults), [defaults]);
  const save = useSavePrimaryHealthInfo();
  const step = useStepFinish({ tab: 'primary_health_info', enrollmentId, wizard });

  const onSubmit = form.handleSubmit((answers) => {
    // Rows 2 and 3 are sent only with content (spec 001 §5); the form drops the empty ones too, so a
    // server error at medication_question.medications.N lands on the row that was sent as N.
    const rows = form.getValues('medication_question.medications') ?? [];
    const listed = rows.filter((row, index) => index === 0 || hasMedicationContent(row));
    if (listed.length !== rows.length) form.setValue('medication_question.medications', listed);
    save.mutate(
      { body: { ...answers, enrollment_id: enrollmentId } },
      {
        onSuccess: () => {
          storage.set('isSpouseEnrollAccept', 'false');
          step.finish();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={PAGE_TITLE}
      intro="Answer each question Yes or No. A Yes asks for a few details about the condition."
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
    >
      <form {...step.formProps(FORM_ID, onSubmit)}>
        <Stack gap="md">
          <ErrorSummary errors={errors} listsFieldErrors submitCount={submitCount} labels={labels} title="Please check your answers" />
          {defaults.condition_questions.map((question, index) => (
            <ConditionQuestionItem
              key={question.question_id}
              index={index}
              questionId={question.question_id}
              text={question.question_text}
              control={control}
              register={register}
            />
          ))}
          {defaults.medication_question ? (
            <MedicationQuestionItem
              number={defaults.condition_questions.length + 1}
              text={defaults.medication_question.question_text}
              control={control}
              register={register}
            />
          ) : null}
          <Textarea
            id={fieldId('notes')}
            label="Additional Notes"
            rows={4}
            resize="vertical"
            maxLength={HEALTH_NOTES_MAX}
            error={errorAt(errors, 'notes')}
            {...register('notes')}
          />
          <Text fz="xs" c="dimmed">
            Your answers are encrypted and kept with your enrollment only; they are never stored in this browser.
          </Text>
        </Stack>
      </form>
    </StepFrame>
  );
}
