import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  HOLIDAY_POLICIES,
  RETIRED_EMPLOYMENT_STATUS,
  WIZARD_TAB_TITLES,
  employerInfoSchema,
  holidayPolicyFrom,
  isZip,
  rulesFromFields,
  type FormField,
  type GroupInfoData,
  type HolidayPolicyFlags,
} from '@benefit-store/domain';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type Control } from 'react-hook-form';
import {
  applyServerErrors,
  ErrorSummary,
  errorAt,
  fieldId,
  FormSelectField,
  FormTextField,
  useWireForm,
  valuesFromFields,
} from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { isApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/today';
import { useEmployerFields, useGroupInfo, useSaveEmployerInfo } from '../api/employer-info';
import { useEmployerOptions } from '../api/employer-options';
import { useStates } from '../api/get-states';
import { useZipState } from '../api/get-zip-state';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { metaByName } from '../field-meta';
import { UspsValidationField } from '../components/usps-validation-field';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';
import { useViewer, VIEWER_COPY } from '../viewer-copy';

const FORM_ID = 'employer-info-form';

/** Employer Information (spec 001 §2, §4, §5): who employs the applicant, and on what terms. */
export function EmployerInfoPage() {
  const wizard = useWizard();
  const fields = useEmployerFields(wizard.enrollmentId);
  const group = useGroupInfo(wizard.enrollmentId);
  if (wizard.enrollmentId === null) return null;
  if (fields.isError) return <StepLoadError />;
  if (fields.isPending || group.isPending) return <StepLoading label="Loading employer information" />;
  return <EmployerInfoForm enrollmentId={wizard.enrollmentId} fields={fields.data.result} group={group.data?.result} wizard={wizard} />;
}

type Values = Record<string, unknown>;

/** The form's first values: what is saved, or, with nothing saved, the group's name, phone and address (spec 001 §4). */
function initialValues(fields: readonly FormField[], group: GroupInfoData['result'] | undefined): Values {
  const saved = valuesFromFields(fields);
  const holidays = holidayPolicyFrom(fields.find((field) => field.field_name === 'holiday_policy')?.value);
  const isNothingSaved = fields.every((field) => field.value === null || field.value === undefined);
  if (!isNothingSaved || !group) return { ...saved, with_validation: saved.with_validation || '0', holiday_policy: holidays };
  const { general_info: general, address_information: address } = group;
  const prefill = {
    name: general.group_name,
    phone: general.group_phone,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
  const given = Object.fromEntries(Object.entries(prefill).filter(([name, value]) => value !== null && name in saved));
  return { ...saved, ...given, with_validation: '0', holiday_policy: holidays };
}

function EmployerInfoForm({
  enrollmentId,
  fields,
  group,
  wizard,
}: {
  enrollmentId: string;
  fields: FormField[];
  group: GroupInfoData['result'] | undefined;
  wizard: ReturnType<typeof useWizard>;
}) {
  const schema = useMemo(() => employerInfoSchema({ rules: rulesFromFields(fields), today: todayIso() }), [fields]);
  const form = useWireForm<typeof schema, Values>(schema, initialValues(fields, group));
  const { register, control, watch, formState, setValue, clearErrors, trigger, getFieldState } = form;
  const meta = metaByName(fields);
  const options = useEmployerOptions(enrollmentId);
  const states = useStates();
  const stateOptions = (states.data?.result ?? []).map((s) => ({ value: s.abbrev, label: s.name }));
  const save = useSaveEmployerInfo();
  const step = useStepFinish({ tab: 'employer_info', enrollmentId, wizard });
  const viewer = useViewer();

  // The state follows the zip (spec 001 §4): looked up once the zip has 5 digits, then locked;
  // editing the zip clears and unlocks it; a failed lookup shows its message under the zip.
  const zip = String(watch('zip') ?? '');
  const zipToLookUp = isZip(zip) ? zip : null;
  const zipState = useZipState(zipToLookUp);
  const foundState = zipToLookUp !== null ? zipState.data?.[0]?.state_abbreviation : undefined;
  const zipLookupError = zipToLookUp !== null && zipState.isError ? lookupMessage(zipState.error) : undefined;
  const lastZip = useRef(zip);
  useEffect(() => {
    if (lastZip.current !== zip) {
      lastZip.current = zip;
      setValue('state', '');
    }
    if (foundState) {
      setValue('state', foundState);
      clearErrors('state');
    }
  }, [zip, foundState, setValue, clearErrors]);
  useEffect(() => {
    if (zipLookupError) setValue('state', '');
  }, [zipLookupError, setValue]);

  // A retired employer cannot go on (spec 001 §4): the message shows at once and Next waits for another status.
  const status = watch('employment_status');
  const isRetired = status === RETIRED_EMPLOYMENT_STATUS;
  useEffect(() => {
    if (status === RETIRED_EMPLOYMENT_STATUS || getFieldState('employment_status').error) void trigger('employment_status');
  }, [status, trigger, getFieldState]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { body: { ...values, enrollment_id: enrollmentId } },
      {
        onSuccess: step.finish,
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  const text = (name: string, label: string, extra: Record<string, unknown> = {}) =>
    meta[name] ? <FormTextField name={name} register={register} control={control} label={label} meta={meta[name]} {...extra} /> : null;
  const select = (name: string, label: string, data: readonly { value: string; label: string }[], extra: Record<string, unknown> = {}) =>
    meta[name] ? (
      <FormSelectField name={name} control={control} label={label} options={data} meta={meta[name]} placeholder="Select" {...extra} />
    ) : null;
  const stateMeta = meta.state ? { ...meta.state, read_only: meta.state.read_only || Boolean(foundState) } : undefined;

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.employer_info}
      intro={VIEWER_COPY[viewer].employerIntro}
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
      isNextDisabled={isRetired}
    >
      <form {...step.formProps(FORM_ID, onSubmit)}>
        <Stack gap="lg">
          <ErrorSummary errors={formState.errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('name', 'Employer Name', { autoComplete: 'organization' })}
            {text('phone', 'Employer Phone', { typed: 'phone' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('address1', 'Street Address 1')}
            {text('address2', 'Street Address 2')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('city', 'City')}
            {meta.zip ? (
              <Controller
                name="zip"
                control={control}
                render={({ field }) => (
                  <TextInput
                    id={fieldId('zip')}
                    label="Zip"
                    withAsterisk={meta.zip?.required}
                    readOnly={meta.zip?.read_only}
                    inputMode="numeric"
                    maxLength={5}
                    error={zipLookupError ?? errorAt(formState.errors, 'zip')}
                    value={String(field.value ?? '')}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            ) : null}
            {stateMeta ? (
              <FormSelectField
                name="state"
                control={control}
                label="State"
                options={stateOptions}
                meta={stateMeta}
                description={foundState ? 'Set from the zip code' : undefined}
              />
            ) : null}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('occupation', 'Occupation')}
            {meta.employment_start_date ? (
              <Controller
                name="employment_start_date"
                control={control}
                render={({ field }) => (
                  <UsDateInput
                    id={fieldId('employment_start_date')}
                    label="Employment Start Date"
                    withAsterisk={meta.employment_start_date?.required}
                    readOnly={meta.employment_start_date?.read_only}
                    error={errorAt(formState.errors, 'employment_start_date')}
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            ) : null}
            {select('employment_status', 'Employment Status', options.employmentStatuses)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {select('average_work_week', 'Average Work Week', options.averageWorkWeeks)}
            {select('compensation_type', 'Compensation Type', options.compensationTypes)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('emp_industry', 'Industry')}
            {text('emp_num_employed', 'Number of Employees', { inputMode: 'numeric', maxLength: 7 })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {select('emp_vac_policy', 'Vacation Policy', options.vacationPolicies)}
            {select('emp_barg_unit', 'Bargaining Unit', options.bargainingUnits)}
          </SimpleGrid>
          {meta.holiday_policy ? (
            <HolidayPolicyField control={control} options={options.holidayPolicies} meta={meta.holiday_policy} />
          ) : null}
          {meta.with_validation ? <UspsValidationField control={control} whose="the employer's" /> : null}
        </Stack>
      </form>
    </StepFrame>
  );
}

/** The message of a failed zip lookup: the server's, under the zip (spec 001 §8). */
function lookupMessage(error: unknown): string {
  if (isApiError(error)) return error.fieldErrors[0]?.error_message ?? error.message;
  return 'The zip code could not be looked up';
}

/** Holiday policy: one checkbox per policy the employer observes, kept as the wire's numeric flags. */
function HolidayPolicyField({
  control,
  options,
  meta,
}: {
  control: Control<Values>;
  options: readonly { value: string; label: string }[];
  meta: FormField;
}) {
  return (
    <Controller
      name="holiday_policy"
      control={control}
      render={({ field, formState }) => {
        const flags = (field.value ?? {}) as Partial<HolidayPolicyFlags>;
        const chosen = HOLIDAY_POLICIES.map((policy) => policy.value).filter((name) => flags[name] === 1);
        return (
          <Checkbox.Group
            id={fieldId('holiday_policy')}
            label="Holiday Policy"
            withAsterisk={meta.required}
            error={errorAt(formState.errors, 'holiday_policy')}
            value={chosen}
            onChange={(names) =>
              field.onChange(
                Object.fromEntries(HOLIDAY_POLICIES.map(({ value }) => [value, names.includes(value) ? 1 : 0])) as HolidayPolicyFlags,
              )
            }
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt={6}>
              {options.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} disabled={meta.read_only} onBlur={field.onBlur} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        );
      }}
    />
  );
}
