import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DEPENDENT_GENDERS,
  dependentPrimarySchema,
  healthFormValues,
  healthInfoSchema,
  rulesFromFields,
  type DependentRelationship,
  type DependentWire,
  type FormField,
  type HealthFormValues,
  type HealthQuestions,
} from '@benefit-store/domain';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, FormSelectField, FormTextField, useWireForm } from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { ApiError, isApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/today';
import { useValidateSingleDependent } from '../api/dependent-info';
import { metaByName } from '../field-meta';
import { ConditionQuestionItem, MedicationQuestionItem } from './health-question-fields';
import { DEPENDENT_LABELS } from '../field-labels';

type PrimaryValues = { primary_info: Record<string, string> };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function primaryValuesOf(dependent: DependentWire | undefined, relationship: DependentRelationship): PrimaryValues {
  const p = dependent?.primary_info;
  return {
    primary_info: {
      dependent_id: text(p?.dependent_id),
      first_name: text(p?.first_name),
      middle_name: text(p?.middle_name),
      last_name: text(p?.last_name),
      gender: text(p?.gender),
      birthdate: text(p?.birthdate),
      ssn: text(p?.ssn),
      relationship: p?.relationship ?? relationship,
      weight: text(p?.weight),
      height_feet: text(p?.height_feet),
      height_inch: text(p?.height_inch),
      employed: '0',
      is_disabled: p?.is_disabled === '1' ? '1' : '0',
    },
  };
}

/** Empty or null primary fields are removed before sending (spec 001 §5). */
const withoutEmpty = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

const HEALTH_PREFIX = 'health_info.';
const isHealthTarget = (target: string) => target.startsWith(HEALTH_PREFIX);

/** The failed call's errors that `keep` accepts; the health form's with their prefix taken off (its paths start at its root). */
function errorsWhere(error: ApiError, keep: (target: string) => boolean, strip = ''): ApiError {
  const fieldErrors = error.fieldErrors
    .filter((e) => keep(e.target_element))
    .map((e) => ({ ...e, target_element: e.target_element.slice(strip.length) }));
  return new ApiError({ status: error.status, message: error.message, fieldErrors, errorCode: error.errorCode, body: error.body });
}

export interface DependentFormProps {
  /** 'Dependent #n'. */
  title: string;
  dependent?: DependentWire;
  relationship: DependentRelationship;
  enrollmentId: string;
  fields: FormField[];
  /** The dependents' health questions, when the enrollment asks them. */
  questions: HealthQuestions | null;
  /** The day ages count on (ISO) and the age a child must be under unless disabled (docs/decisions/0099). */
  effectiveDate: string;
  childAgeLimit: number;
  canSubmit: boolean;
  onCancel: () => void;
  onValidated: (dependent: DependentWire) => void;
}

/** The add or edit form of the dependent step (spec 001 §2, §4): one dependent, checked by the server on Submit. */
export function DependentForm({
  title,
  dependent,
  relationship,
  enrollmentId,
  fields,
  questions,
  effectiveDate,
  childAgeLimit,
  canSubmit,
  onCancel,
  onValidated,
}: DependentFormProps) {
  const rules = useMemo(() => rulesFromFields(fields), [fields]);
  const primarySchema = useMemo(
    () => z.object({ primary_info: dependentPrimarySchema({ rules, today: todayIso(), effectiveDate, childAgeLimit }) }),
    [rules, effectiveDate, childAgeLimit],
  );
  const primary = useWireForm<typeof primarySchema, PrimaryValues>(primarySchema, primaryValuesOf(dependent, relationship));
  const healthSchema = useMemo(() => healthInfoSchema({ today: todayIso() }), []);
  const healthDefaults = useMemo(
    () =>
      questions
        ? healthFormValues({
            ...questions,
            codition_questions: questions.codition_questions.map((q) => {
              const saved = dependent?.health_info?.condition_questions.find((a) => a.question_id === q.question_id);
              return saved
                ? {
                    ...q,
                    yes_no_flag:
                      saved.yes_no_flag === null || saved.yes_no_flag === undefined ? null : Number(saved.yes_no_flag) === 1 ? 1 : 0,
                    conditions: saved.conditions,
                  }
                : q;
            }),
          })
        : null,
    [questions, dependent],
  );
  const health = useWireForm<typeof healthSchema, HealthFormValues>(
    healthSchema,
    healthDefaults ?? { condition_questions: [], medication_question: null, notes: '' },
  );
  const meta = metaByName(fields);
  const validate = useValidateSingleDependent();
  const { register, control, formState } = primary;

  const send = () =>
    validate.mutate(
      {
        body: {
          enrollment_id: enrollmentId,
          primary_info: withoutEmpty(primary.getValues('primary_info')),
          ...(healthDefaults ? { health_info: health.getValues() } : {}),
        },
      },
      {
        onSuccess: ({ result }) => onValidated(result),
        onError: (error) => {
          // primary_info.* errors under the primary fields, health_info.* under the health questions.
          if (!healthDefaults || !isApiError(error) || !error.fieldErrors.some((e) => isHealthTarget(e.target_element))) {
            applyServerErrors(primary, error);
            return;
          }
          applyServerErrors(health, errorsWhere(error, isHealthTarget, HEALTH_PREFIX));
          if (error.fieldErrors.some((e) => !isHealthTarget(e.target_element))) {
            applyServerErrors(
              primary,
              errorsWhere(error, (target) => !isHealthTarget(target)),
            );
          }
        },
      },
    );
  const onSubmit = primary.handleSubmit(() => (healthDefaults ? health.handleSubmit(send)() : send()));

  const field = (name: string, extra: Record<string, unknown> = {}) =>
    meta[name] ? (
      <FormTextField
        name={`primary_info.${name}`}
        register={register}
        control={control}
        label={DEPENDENT_LABELS[name]}
        meta={meta[name]}
        {...extra}
      />
    ) : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={3} fz="h4">
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            Relationship: {relationship === 'spouse' ? 'Spouse' : 'Child'}
          </Text>
          <ErrorSummary errors={formState.errors} listsFieldErrors={false} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {field('first_name', { autoComplete: 'off' })}
            {field('middle_name', { autoComplete: 'off' })}
            {field('last_name', { autoComplete: 'off' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {meta.gender ? (
              <FormSelectField
                name="primary_info.gender"
                control={control}
                label={DEPENDENT_LABELS.gender!}
                options={DEPENDENT_GENDERS.map(({ value, label }) => ({ value, label }))}
                meta={meta.gender}
                placeholder="Select"
              />
            ) : null}
            {meta.birthdate ? (
              <Controller
                name="primary_info.birthdate"
                control={control}
                render={({ field: f }) => (
                  <UsDateInput
                    id={fieldId('primary_info.birthdate')}
                    label={DEPENDENT_LABELS.birthdate}
                    withAsterisk={meta.birthdate?.required}
                    readOnly={meta.birthdate?.read_only}
                    error={errorAt(formState.errors, 'primary_info.birthdate')}
                    value={f.value ?? ''}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                  />
                )}
              />
            ) : null}
            {field('ssn', { typed: 'ssn' })}
          </SimpleGrid>
          {relationship === 'child' && meta.is_disabled ? (
            <Controller
              name="primary_info.is_disabled"
              control={control}
              // The box decides whether the date of birth passes (docs/decisions/0099): ticking it re-checks that field.
              rules={{ deps: ['primary_info.birthdate'] }}
              render={({ field: f }) => (
                <Checkbox
                  id={fieldId('primary_info.is_disabled')}
                  label={DEPENDENT_LABELS.is_disabled}
                  description={`A child who depends on you because of a disability is covered at ${childAgeLimit} or older.`}
                  checked={f.value === '1'}
                  onChange={(event) => f.onChange(event.currentTarget.checked ? '1' : '0')}
                  onBlur={f.onBlur}
                  ref={f.ref}
                  disabled={meta.is_disabled?.read_only}
                  error={errorAt(formState.errors, 'primary_info.is_disabled')}
                />
              )}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {field('weight', { inputMode: 'numeric', maxLength: 3 })}
            {field('height_feet', { inputMode: 'numeric', maxLength: 1 })}
            {field('height_inch', { inputMode: 'numeric', maxLength: 2 })}
          </SimpleGrid>
          {healthDefaults ? (
            <Stack gap="sm" role="group" aria-label="Dependent health questions">
              <ErrorSummary errors={health.formState.errors} listsFieldErrors={false} />
              {healthDefaults.condition_questions.map((question, index) => (
                <ConditionQuestionItem
                  key={question.question_id}
                  index={index}
                  questionId={question.question_id}
                  text={question.question_text}
                  control={health.control}
                  register={health.register}
                />
              ))}
              {healthDefaults.medication_question ? (
                <MedicationQuestionItem
                  number={healthDefaults.condition_questions.length + 1}
                  text={healthDefaults.medication_question.question_text}
                  control={health.control}
                  register={health.register}
                />
              ) : null}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            {canSubmit ? (
              <Button type="submit" loading={validate.isPending}>
                Submit
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
