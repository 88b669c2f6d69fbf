import { Alert, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import type { agreementInfoFields } from '@benefit-store/domain';
import {
  WIZARD_TAB_TITLES,
  agreementInfoSchema,
  agreementMode,
  rulesFromFields,
  type AgreementText,
  type FormField,
} from '@benefit-store/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, errorAt, ErrorSummary, FormTextField, useWireForm, valuesFromFields } from '@/components/form';
import { useAgreementFields, useAgreementTexts, useSaveAgreementInfo, useSendAgreementCode } from '../api/agreement-info';
import { SendToSignPanel } from '../components/send-to-sign-panel';
import { ConsentCard } from '../components/consent-card';
import { SignatureChoice } from '../components/signature-choice';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { agreementIntro } from '../agreement-intro';
import { metaByName } from '../field-meta';
import { storage } from '@/lib/storage';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';

const FORM_ID = 'agreement-info-form';

/** Agreement & Signature (spec 001 §2, §4, §5): the consent texts, the verification the server asks for, a signature drawn or typed. */
export function AgreementSignaturePage() {
  const wizard = useWizard();
  const texts = useAgreementTexts(wizard.enrollmentId);
  const fields = useAgreementFields(wizard.enrollmentId);
  if (wizard.enrollmentId === null) return null;
  if (texts.isError || fields.isError) return <StepLoadError />;
  if (texts.isPending || fields.isPending) return <StepLoading label="Loading the agreement" />;
  return <AgreementForm enrollmentId={wizard.enrollmentId} texts={texts.data.result} fields={fields.data.result} wizard={wizard} />;
}

type FieldName = keyof ReturnType<typeof agreementInfoFields>['shape'];
type Values = Record<FieldName, string> & { consents: Record<string, boolean> };

function AgreementForm({
  enrollmentId,
  texts,
  fields,
  wizard,
}: {
  enrollmentId: string;
  texts: AgreementText[];
  fields: FormField[];
  wizard: ReturnType<typeof useWizard>;
}) {
  const schema = useMemo(() => agreementInfoSchema({ rules: rulesFromFields(fields), texts }), [fields, texts]);
  const form = useWireForm<typeof schema, Values>(schema, {
    ...(valuesFromFields(fields) as Record<FieldName, string>),
    signature: '',
    consents: Object.fromEntries(texts.map((text) => [text.text_id, false])),
  });
  const { register, control, formState } = form;
  // Only the fields the server asks for are shown (spec 001 §6: the verification is decided by the required fields).
  const shown = fields.filter((field) => field.required);
  const meta = metaByName(shown);
  const mode = agreementMode(fields);
  const save = useSaveAgreementInfo();
  const sendCode = useSendAgreementCode();
  const step = useStepFinish({ tab: 'agreement_info', enrollmentId, wizard });

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { body: { ...values, enrollment_id: enrollmentId, eprocess: storage.get('eprocess') } },
      { onSuccess: step.finish, onError: (error) => applyServerErrors(form, error) },
    );
  });
  const onSendCode = () =>
    sendCode.mutate({ body: { enrollment_id: enrollmentId } }, { onError: (error) => applyServerErrors(form, error) });

  const text = (name: FieldName, label: string, extra: Record<string, unknown> = {}) =>
    meta[name] ? <FormTextField name={name} register={register} control={control} label={label} meta={meta[name]} {...extra} /> : null;

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.agreement_info}
      intro={agreementIntro(mode, meta.signature !== undefined)}
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
    >
      <form {...step.formProps(FORM_ID, onSubmit)}>
        <Stack gap="lg">
          <ErrorSummary errors={formState.errors} />
          {texts.map((agreement) => (
            <Controller
              key={agreement.text_id}
              name={`consents.${agreement.text_id}`}
              control={control}
              render={({ field, fieldState }) => (
                <ConsentCard
                  text={agreement}
                  id={`field-consents-${agreement.text_id}`}
                  checked={field.value === true}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('agent_name', 'Agent Name')}
            {text('agent_code', 'Agent Code', { autoComplete: 'off' })}
            {text('group_name', 'Group Name')}
            {text('group_code', 'Group Code', { autoComplete: 'off' })}
            {text('user_name', 'Full Name', { autoComplete: 'name', description: 'Type your name as entered on the personal step' })}
            {text('date', 'Date')}
          </SimpleGrid>
          {mode === 'rep' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('answer', meta.question?.value ? String(meta.question.value) : 'Answer')}
              <Stack gap={6}>
                {text('verification_code', 'Verification Code', {
                  inputMode: 'numeric',
                  maxLength: 6,
                  autoComplete: 'one-time-code',
                  description: "The code e-mailed to the applicant's contact address",
                })}
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconMailForward size={14} aria-hidden />}
                  loading={sendCode.isPending}
                  onClick={onSendCode}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Send code to applicant
                </Button>
              </Stack>
            </SimpleGrid>
          ) : null}
          {sendCode.isSuccess ? (
            <Alert color="teal" variant="light" role="status">
              {sendCode.data.message} ({sendCode.data.sent_to})
            </Alert>
          ) : null}
          {mode === 'rep' || mode === 'group' ? <SendToSignPanel enrollmentId={enrollmentId} /> : null}
          {meta.signature ? (
            <Stack gap="sm">
              <Title order={2} fz="h4" id="agreement-sign-how">
                Your signature
              </Title>
              <Controller
                name="signature"
                control={control}
                render={({ field }) => (
                  <SignatureChoice
                    name="signature"
                    labelledBy="agreement-sign-how"
                    onChange={field.onChange}
                    error={errorAt(formState.errors, 'signature')}
                    required
                  />
                )}
              />
            </Stack>
          ) : null}
        </Stack>
      </form>
    </StepFrame>
  );
}
