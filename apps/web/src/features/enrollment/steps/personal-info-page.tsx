import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MARITAL_STATUSES,
  OTHER_ETHNIC_CATEGORY_ID,
  PERSONAL_GENDERS,
  PRIOR_COVERAGE_OPTIONS,
  WIZARD_TAB_TITLES,
  personalInfoSchema,
  rulesFromFields,
  type FormField,
} from '@benefit-store/domain';
import { IconKey } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import { Controller } from 'react-hook-form';
import {
  applyServerErrors,
  ErrorSummary,
  errorAt,
  fieldId,
  FormRadioField,
  FormSelectField,
  FormTextField,
  useWireForm,
  valuesFromFields,
} from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { isApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { todayIso } from '@/lib/today';
import { useEthnicCategories } from '../api/get-ethnic-category';
import { usePersonalFields, useSavePersonalInfo } from '../api/personal-info';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { Sliced } from '@/components/ui/sliced';
import { metaByName } from '../field-meta';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';

const FORM_ID = 'personal-info-form';

// Opened only when the server asks for an enroller code: its form loads then (docs/decisions/0060).
const EnrollerCodeModal = lazy(async () => ({ default: (await import('../components/enroller-code-modal')).EnrollerCodeModal }));

/** Personal Information (spec 001 §2, §4, §5): the applicant's identity, SSN, build, and prior coverage. */
export function PersonalInfoPage() {
  const wizard = useWizard();
  const fields = usePersonalFields(wizard.enrollmentId);
  if (wizard.enrollmentId === null) return null;
  // The form is drawn in slices once its fields arrive, not in the answer's one long render.
  return (
    <Sliced>
      {fields.isError ? (
        <StepLoadError />
      ) : fields.isPending ? (
        <StepLoading label="Loading personal information" />
      ) : (
        <PersonalInfoForm enrollmentId={wizard.enrollmentId} fields={fields.data.result} wizard={wizard} />
      )}
    </Sliced>
  );
}

type Values = Record<string, string>;

function PersonalInfoForm({
  enrollmentId,
  fields,
  wizard,
}: {
  enrollmentId: string;
  fields: FormField[];
  wizard: ReturnType<typeof useWizard>;
}) {
  const schema = useMemo(() => personalInfoSchema({ rules: rulesFromFields(fields), today: todayIso() }), [fields]);
  const form = useWireForm<typeof schema, Values>(schema, valuesFromFields(fields));
  const { register, control, watch, formState } = form;
  const meta = metaByName(fields);
  const ethnic = useEthnicCategories();
  const save = useSavePersonalInfo();
  const step = useStepFinish({ tab: 'primary_info', enrollmentId, wizard });
  const [isCodeOpen, setCodeOpen] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const isRep = storage.get('eprocess') === 'rep';

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { body: { ...values, enrollment_id: enrollmentId } },
      {
        onSuccess: step.finish,
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.some((e) => e.target_element === 'enrollerCode')) setNeedsCode(true);
          applyServerErrors(form, error);
        },
      },
    ),
  );

  /** A field the server lists; `isRequired` marks fields required by another answer (the carrier's, the other ethnic group). */
  const text = (name: string, label: string, extra: Record<string, unknown> = {}, isRequired = false) => {
    const field = meta[name];
    if (!field) return null;
    return (
      <FormTextField
        name={name}
        register={register}
        control={control}
        label={label}
        meta={isRequired ? { ...field, required: true } : field}
        {...extra}
      />
    );
  };
  const date = (name: string, label: string) =>
    meta[name] ? (
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <UsDateInput
            id={fieldId(name)}
            label={label}
            withAsterisk={meta[name]?.required || watch('prior_coverage_flag') === '1'}
            readOnly={meta[name]?.read_only}
            error={errorAt(formState.errors, name)}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    ) : null;

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.primary_info}
      intro="Tell us about the person applying for coverage."
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
    >
      <form {...step.formProps(FORM_ID, onSubmit)}>
        <Stack gap="lg">
          <ErrorSummary errors={formState.errors} />
          {isRep || needsCode ? (
            <Group justify="flex-end">
              <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCodeOpen(true)}>
                Enter Enroller Code
              </Button>
            </Group>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('first_name', 'First Name', { autoComplete: 'given-name' })}
            {text('middle_name', 'Middle Name', { autoComplete: 'additional-name' })}
            {text('last_name', 'Last Name', { autoComplete: 'family-name' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {meta.gender ? (
              <FormSelectField name="gender" control={control} label="Gender" options={PERSONAL_GENDERS} meta={meta.gender} />
            ) : null}
            {text('birthdate', 'Date of Birth', { placeholder: 'mm/dd/yyyy' })}
            {meta.marital_status ? (
              <FormSelectField
                name="marital_status"
                control={control}
                label="Marital Status"
                options={MARITAL_STATUSES}
                meta={meta.marital_status}
              />
            ) : null}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('ssn', 'SSN', { typed: 'ssn' })}
            {text('weight', 'Weight (lbs)', { inputMode: 'numeric', maxLength: 3 })}
            <SimpleGrid cols={2} spacing="sm">
              {text('height_feet', 'Height (feet)', { inputMode: 'numeric', maxLength: 1 })}
              {text('height_inch', 'Height (inches)', { inputMode: 'numeric', maxLength: 2 })}
            </SimpleGrid>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {meta.ethnic_category ? (
              <FormSelectField
                name="ethnic_category"
                control={control}
                label="Ethnic Group (optional)"
                options={(ethnic.data?.result ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                meta={meta.ethnic_category}
              />
            ) : null}
            {watch('ethnic_category') === String(OTHER_ETHNIC_CATEGORY_ID)
              ? text('ethnic_category_other_type', 'Other Ethnic Group', {}, true)
              : null}
          </SimpleGrid>
          {meta.prior_coverage_flag ? (
            <Stack gap="sm">
              <FormRadioField
                name="prior_coverage_flag"
                control={control}
                label="Prior Health Coverage"
                options={PRIOR_COVERAGE_OPTIONS}
                meta={meta.prior_coverage_flag}
              />
              {watch('prior_coverage_flag') === '1' ? (
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {text('prior_carrier_name', 'Carrier Name', {}, true)}
                  {date('prior_effective_date', 'Prior Effective Date')}
                  {date('prior_term_date', 'Prior Termination Date')}
                </SimpleGrid>
              ) : null}
            </Stack>
          ) : null}
          <Text fz="xs" c="dimmed">
            Your Social Security number is encrypted and shown only as its last four digits.
          </Text>
        </Stack>
      </form>
      <MountOnceOpened opened={isCodeOpen}>
        <EnrollerCodeModal
          enrollmentId={enrollmentId}
          opened={isCodeOpen}
          onClose={() => setCodeOpen(false)}
          onSaved={() => {
            setCodeOpen(false);
            setNeedsCode(false);
            form.clearErrors();
          }}
        />
      </MountOnceOpened>
    </StepFrame>
  );
}
