import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  REPRICE_FOR_ZIP,
  WIZARD_TAB_TITLES,
  contactInfoSchema,
  rulesFromFields,
  type FormField,
  type RepriceCartForZipData,
} from '@benefit-store/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { applyServerErrors, ErrorSummary, FormSelectField, FormTextField, useWireForm, valuesFromFields } from '@/components/form';
import { useContactFields, useSaveContactInfo } from '../api/contact-info';
import { checkExistingUserContact } from '../api/contact-checks';
import { useStates } from '../api/get-states';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { metaByName } from '../field-meta';
import { ApiError, isApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { RepriceForZip } from '../components/reprice-for-zip';
import { UspsValidationField } from '../components/usps-validation-field';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';
import { useViewer, VIEWER_COPY } from '../viewer-copy';

const FORM_ID = 'contact-info-form';
/** Enrollments of people already known to the store: their phone and e-mail are checked before saving (spec 001 §4). */
const EXISTING_ENROLL_TYPES: ReadonlySet<string> = new Set(['existing-member', 'existing-user']);

/** Contact Information (spec 001 §2, §5): where the applicant lives and how to reach them. */
export function ContactInfoPage() {
  const wizard = useWizard();
  const fields = useContactFields(wizard.enrollmentId);
  if (wizard.enrollmentId === null) return null;
  if (fields.isError) return <StepLoadError />;
  if (fields.isPending) return <StepLoading label="Loading contact information" />;
  return <ContactInfoForm enrollmentId={wizard.enrollmentId} fields={fields.data.result} wizard={wizard} />;
}

type Values = Record<string, string>;

function ContactInfoForm({
  enrollmentId,
  fields,
  wizard,
}: {
  enrollmentId: string;
  fields: FormField[];
  wizard: ReturnType<typeof useWizard>;
}) {
  const schema = useMemo(() => contactInfoSchema({ rules: rulesFromFields(fields) }), [fields]);
  const form = useWireForm<typeof schema, Values>(schema, { with_validation: '0', ...valuesFromFields(fields) });
  const { register, control, formState } = form;
  const meta = metaByName(fields);
  const states = useStates();
  const stateOptions = (states.data?.result ?? []).map((s) => ({ value: s.abbrev, label: s.name }));
  const save = useSaveContactInfo();
  const step = useStepFinish({ tab: 'contact_info', enrollmentId, wizard });
  const copy = VIEWER_COPY[useViewer()];

  // A state the cart was not priced for: the server offers to re-price for the zip sent, while that zip stays typed (docs/decisions/0103).
  const [offeredZip, setOfferedZip] = useState<string | null>(null);
  const [repriced, setRepriced] = useState<RepriceCartForZipData | null>(null);
  const zipNow = String(form.watch('zip') ?? '').trim();
  const onRepriced = (data: RepriceCartForZipData) => {
    setOfferedZip(null);
    setRepriced(data);
    form.clearErrors(['state', 'zip']);
  };
  const onRepriceRefused = (error: unknown) => {
    setOfferedZip(null);
    applyServerErrors(form, error);
  };

  const isExistingUser = EXISTING_ENROLL_TYPES.has(storage.get('enroll_type') ?? '');
  const onSubmit = form.handleSubmit(async (values) => {
    if (isExistingUser) {
      const refused = await checkExistingUserContact(enrollmentId, values.email_address, values.phone_number);
      if (refused.length > 0) {
        applyServerErrors(form, new ApiError({ status: 400, message: refused[0]!.error_message, fieldErrors: refused }));
        return;
      }
    }
    save.mutate(
      { body: { ...values, enrollment_id: enrollmentId } },
      {
        onSuccess: step.finish,
        onError: (error) => {
          setOfferedZip(isApiError(error) && error.errorCode === REPRICE_FOR_ZIP ? values.zip.trim() : null);
          applyServerErrors(form, error);
        },
      },
    );
  });

  const text = (name: string, label: string, extra: Record<string, unknown> = {}) =>
    meta[name] ? <FormTextField name={name} register={register} control={control} label={label} meta={meta[name]} {...extra} /> : null;
  const state = (name: string, label: string) =>
    meta[name] ? (
      <FormSelectField
        name={name}
        control={control}
        label={label}
        options={stateOptions}
        meta={meta[name]}
        autoComplete={name === 'state' ? 'address-level1' : 'off'}
      />
    ) : null;

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.contact_info}
      intro={copy.contactIntro}
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
    >
      <form {...step.formProps(FORM_ID, onSubmit)}>
        <Stack gap="lg">
          <ErrorSummary errors={formState.errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('email_address', 'Email', { type: 'email', autoComplete: 'email', description: copy.contactEmailHint })}
            {text('phone_number', 'Contact Number', { typed: 'phone', autoComplete: 'tel-national' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('address1', 'Street Address 1', { autoComplete: 'address-line1' })}
            {text('address2', 'Street Address 2', { autoComplete: 'address-line2' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {state('state', 'State')}
            {text('zip', 'Zip', { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' })}
          </SimpleGrid>
          <RepriceForZip
            enrollmentId={enrollmentId}
            offeredZip={offeredZip === zipNow ? offeredZip : null}
            repriced={repriced}
            onRepriced={onRepriced}
            onRefused={onRepriceRefused}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {state('birth_state', 'Birth State')}
            {text('birth_city', 'Birth City')}
          </SimpleGrid>
          {meta.with_validation ? <UspsValidationField control={control} whose="the" /> : null}
          <Text fz="sm" c="dimmed" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <IconMailForward size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            {copy.contactCopyNote}
          </Text>
        </Stack>
      </form>
    </StepFrame>
  );
}
