import { Alert, List, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ACCOUNT_HOLDER_TYPES,
  ACCOUNT_TYPES,
  CARD_FIELDS,
  DEFAULT_BILL_DATE,
  EFT_FIELDS,
  EXPIRATION_MONTHS,
  FORM_PAYMENT_METHODS,
  WIZARD_TAB_TITLES,
  allowedPaymentMethods,
  billDateLabel,
  billingInfoSchema,
  expirationYears,
  rulesFromFields,
  type ExistingBank,
  type ExistingCard,
  type FormField,
  type PaymentMethod,
} from '@benefit-store/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, ErrorSummary, FormSelectField, FormTextField, useWireForm, valuesFromFields } from '@/components/form';
import { fieldId } from '@/components/form/field-id';
import { isApiError } from '@/lib/api-client';
import { useContactAddress } from '../api/get-contact-address';
import { todayIso } from '@/lib/today';
import {
  lookUpBank,
  useBillDates,
  useBillingFields,
  useBillingText,
  useExistingBanks,
  useExistingCards,
  usePaymentMethod,
  useSaveBillingInfo,
  useSaveBillingInfoExisting,
} from '../api/billing-info';
import { useStates } from '../api/get-states';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { metaByName } from '../field-meta';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';
import { PAYMENT_LABELS } from '../field-labels';

const FORM_ID = 'billing-info-form';
const ADDRESS = ['address1', 'address2', 'city', 'state', 'zip'] as const;
const NEW = 'new';

/** Billing Information (spec 001 §2, §4 "Billing", §5 "EFT", "Card"): how the premiums are paid. */
export function BillingInformationPage() {
  const wizard = useWizard();
  const fields = useBillingFields(wizard.enrollmentId);
  const method = usePaymentMethod(wizard.enrollmentId);
  if (wizard.enrollmentId === null) return null;
  if (fields.isError || method.isError) return <StepLoadError />;
  if (fields.isPending || method.isPending) return <StepLoading label="Loading billing information" />;
  return <BillingForm enrollmentId={wizard.enrollmentId} fields={fields.data.result} answered={method.data.result} wizard={wizard} />;
}

type Values = Record<string, string>;

function BillingForm({
  enrollmentId,
  fields,
  answered,
  wizard,
}: {
  enrollmentId: string;
  fields: FormField[];
  answered: PaymentMethod;
  wizard: ReturnType<typeof useWizard>;
}) {
  const today = todayIso();
  const schema = useMemo(() => billingInfoSchema({ rules: rulesFromFields(fields), today }), [fields, today]);
  const offered = allowedPaymentMethods(answered);
  const saved = valuesFromFields(fields);
  const form = useWireForm<typeof schema, Values>(schema, {
    ...saved,
    payment_method: offered.includes(saved.payment_method as PaymentMethod) ? saved.payment_method! : answered,
    bill_date: saved.bill_date || String(DEFAULT_BILL_DATE),
    is_physical_address: saved.is_physical_address || 'no',
  });
  const { register, control, formState, setValue, watch } = form;
  const meta = metaByName(fields);
  const method = watch('payment_method') as PaymentMethod;
  const isPhysical = watch('is_physical_address') === 'yes';
  const hasForm = (FORM_PAYMENT_METHODS as readonly string[]).includes(method);

  // A saved choice of an account or card on file is chosen again when the step is revisited.
  const [existing, setExisting] = useState(saved.bank_id || saved.card_id || NEW);
  const banks = useExistingBanks(enrollmentId);
  const cards = useExistingCards(enrollmentId, method === 'cc');
  const onFile: (ExistingBank | ExistingCard)[] =
    method === 'eft' ? (banks.data?.result ?? []) : method === 'cc' ? (cards.data?.result ?? []) : [];
  const usesExisting = existing !== NEW;

  const billDates = useBillDates(enrollmentId);
  const billingText = useBillingText(enrollmentId);
  const states = useStates();
  const save = useSaveBillingInfo();
  const saveExisting = useSaveBillingInfoExisting();
  const step = useStepFinish({ tab: 'billing_info', enrollmentId, wizard });

  const fill = (values: Partial<Record<string, string | null>>) => {
    for (const [name, value] of Object.entries(values)) setValue(name, value ?? '', { shouldDirty: true });
    form.clearErrors();
  };
  const chooseExisting = (id: string) => {
    setExisting(id);
    fill(valuesOfChoice(id, banks.data?.result, cards.data?.result));
  };

  // A saved choice, once the lists are in, shows its masked number like a fresh choice does.
  const listsLoaded = banks.isSuccess && (method !== 'cc' || cards.isSuccess);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (restored || !listsLoaded) return;
    setRestored(true);
    if (existing === NEW) return;
    for (const [name, value] of Object.entries(valuesOfChoice(existing, banks.data?.result, cards.data?.result)))
      setValue(name, value ?? '');
  }, [restored, listsLoaded, existing, banks.data, cards.data, setValue]);

  /** Routing number looked up on blur: the bank's name upper-cased, or the lookup's message under the field and the bank name cleared (spec 001 §8). */
  const onRoutingBlur = async () => {
    const routing = form.getValues('routing_number')?.trim() ?? '';
    if (routing === '' || usesExisting) return;
    try {
      const { name } = await lookUpBank(routing);
      form.clearErrors('routing_number');
      if (name !== '') setValue('bank_name', name.toUpperCase(), { shouldValidate: formState.isSubmitted });
    } catch (error) {
      setValue('bank_name', '');
      const message = isApiError(error) ? (error.fieldMessage('routing_number') ?? error.message) : 'The bank could not be looked up';
      form.setError('routing_number', { message }, { shouldFocus: false });
    }
  };

  /**
   * 'yes' shows the contact address and locks it (spec 001 §2): the address as it is now, read
   * each time the step shows it, so a contact zip corrected since is followed (docs/decisions/0103).
   * 'no' clears it for typing.
   */
  const contactAddress = useContactAddress(enrollmentId, isPhysical);
  useEffect(() => {
    if (!isPhysical || !contactAddress.data) return;
    for (const name of ADDRESS) setValue(name, contactAddress.data[name], { shouldDirty: true });
    form.clearErrors([...ADDRESS]);
  }, [isPhysical, contactAddress.data, setValue, form]);
  const onPhysicalChange = (value: string) => {
    if (value !== 'yes') fill(Object.fromEntries(ADDRESS.map((name) => [name, ''])));
  };

  const submitNew = form.handleSubmit((values) => {
    save.mutate(
      { body: { ...values, enrollment_id: enrollmentId } },
      { onSuccess: step.finish, onError: (error) => applyServerErrors(form, error) },
    );
  });
  const submitExisting = () => {
    const bill_date = form.getValues('bill_date') ?? '';
    const bank = banks.data?.result.find((b) => b.bank_id === existing);
    const body = bank
      ? {
          enrollment_id: enrollmentId,
          bank_id: bank.bank_id,
          account_type: bank.account_type ?? '',
          account_holder_type: bank.account_holder_type ?? '',
          account_name: bank.account_name ?? '',
          bank_name: bank.bank_name ?? '',
          bank_routing: bank.bank_routing ?? '',
          bill_date,
        }
      : { enrollment_id: enrollmentId, card_id: existing, bill_date };
    saveExisting.mutate({ body }, { onSuccess: step.finish, onError: (error) => applyServerErrors(form, error) });
  };
  const onSubmit = async (event: FormEvent) => {
    if (usesExisting && hasForm) {
      event.preventDefault();
      submitExisting();
    } else {
      await submitNew(event);
    }
  };

  /** A field's server metadata, locked while an account on file is chosen (or the address is the physical one). */
  const metaOf = (name: string, locked = false): FormField | undefined =>
    meta[name] && (locked ? { ...meta[name], read_only: true } : meta[name]);
  const text = (name: string, label: string, extra: Record<string, unknown> = {}, locked = usesExisting) =>
    meta[name] ? (
      <FormTextField name={name} register={register} control={control} label={label} meta={metaOf(name, locked)} {...extra} />
    ) : null;
  const select = (name: string, label: string, options: readonly { value: string; label: string }[], locked = usesExisting) =>
    meta[name] ? <FormSelectField name={name} control={control} label={label} options={options} meta={metaOf(name, locked)} /> : null;

  const stateOptions = (states.data?.result ?? []).map((s) => ({ value: s.abbrev, label: s.name }));
  const billDateOptions = (billDates.data?.result ?? []).map(({ bill_date }) => ({
    value: String(bill_date),
    label: billDateLabel(bill_date),
  }));
  const yearOptions = expirationYears(today).map((year) => ({ value: year, label: year }));

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.billing_info}
      intro="How the premiums are paid."
      formId={FORM_ID}
      onBack={wizard.goBack}
      backLabel="Previous"
      isSaving={save.isPending || saveExisting.isPending}
    >
      <form {...step.formProps(FORM_ID, onSubmit)}>
        <Stack gap="lg">
          <ErrorSummary errors={formState.errors} />
          {offered.length > 1 ? (
            <Controller
              name="payment_method"
              control={control}
              render={({ field }) => (
                <Radio.Group
                  id={fieldId('payment_method')}
                  label="Payment Type"
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(value);
                    chooseExisting(NEW);
                  }}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
                    {offered.map((value) => (
                      <Radio key={value} value={value} label={PAYMENT_LABELS[value]} />
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              )}
            />
          ) : (
            <Text>
              Payment type: <strong>{PAYMENT_LABELS[answered]}</strong>
            </Text>
          )}

          {!hasForm ? <Text c="dimmed">No bank or card details are needed for this payment type.</Text> : null}

          {hasForm && onFile.length > 0 ? (
            <Radio.Group label={method === 'eft' ? 'Bank account' : 'Card'} value={existing} onChange={chooseExisting}>
              <Stack gap="xs" mt={6}>
                {onFile.map((entry) =>
                  'bank_id' in entry ? (
                    <Radio
                      key={entry.bank_id}
                      value={entry.bank_id}
                      label={`${entry.bank_name ?? 'Bank account'} ${entry.account_number}`}
                    />
                  ) : (
                    <Radio key={entry.card_id} value={entry.card_id} label={`${entry.card_brand ?? 'Card'} ${entry.card_number}`} />
                  ),
                )}
                <Radio value={NEW} label={method === 'eft' ? 'Use a new bank account' : 'Use a new card'} />
              </Stack>
            </Radio.Group>
          ) : null}

          {method === 'eft' ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <div onBlur={() => void onRoutingBlur()}>
                  {text('routing_number', 'Routing Number', { inputMode: 'numeric', maxLength: 9 })}
                </div>
                {text('bank_name', 'Bank Name')}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('account_name', 'Account Holder Name', { autoComplete: 'off' })}
                {text('account_number', 'Account Number', { inputMode: 'numeric', maxLength: 17, autoComplete: 'off' })}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {select('account_type', 'Account Type', ACCOUNT_TYPES)}
                {select('account_holder_type', 'Account Holder Type', ACCOUNT_HOLDER_TYPES)}
              </SimpleGrid>
            </>
          ) : null}

          {method === 'cc' ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('first_name_on_cc', 'First Name on Card', { autoComplete: 'cc-given-name' })}
                {text('last_name_on_cc', 'Last Name on Card', { autoComplete: 'cc-family-name' })}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('card_number', 'Card Number', { inputMode: 'numeric', maxLength: 25, autoComplete: 'cc-number' })}
                {usesExisting
                  ? null
                  : text('security_code', 'Security Code', {
                      inputMode: 'numeric',
                      maxLength: 4,
                      autoComplete: 'cc-csc',
                      type: 'password',
                    })}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {select(
                  'expiration_month',
                  'Expiration Month',
                  EXPIRATION_MONTHS.map((m) => ({ value: m, label: m })),
                )}
                {select('expiration_year', 'Expiration Year', yearOptions)}
              </SimpleGrid>
            </>
          ) : null}

          {hasForm && !usesExisting ? (
            <>
              <Title order={2} fz="h4">
                Billing Address
              </Title>
              {meta.is_physical_address ? (
                <Controller
                  name="is_physical_address"
                  control={control}
                  render={({ field }) => (
                    <Radio.Group
                      id={fieldId('is_physical_address')}
                      label="Is the billing address your physical address?"
                      value={field.value ?? 'no'}
                      onChange={(value) => {
                        field.onChange(value);
                        onPhysicalChange(value);
                      }}
                    >
                      <SimpleGrid cols={2} spacing="xs" mt={6} maw={240}>
                        <Radio value="yes" label="Yes" />
                        <Radio value="no" label="No" />
                      </SimpleGrid>
                    </Radio.Group>
                  )}
                />
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('address1', 'Street Address 1', { autoComplete: 'address-line1' }, isPhysical)}
                {text('address2', 'Street Address 2', { autoComplete: 'address-line2' }, isPhysical)}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {text('city', 'City', { autoComplete: 'address-level2' }, isPhysical)}
                {select('state', 'State', stateOptions, isPhysical)}
                {text('zip', 'Zip', { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' }, isPhysical)}
              </SimpleGrid>
            </>
          ) : null}

          {hasForm ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {meta.bill_date ? (
                <FormSelectField name="bill_date" control={control} label="Bill Date" options={billDateOptions} meta={meta.bill_date} />
              ) : null}
            </SimpleGrid>
          ) : null}

          {billingText.data ? (
            <Alert variant="light" title="On your bank statement">
              {billingText.data}
            </Alert>
          ) : null}

          {hasForm ? <ChargeNotes /> : null}
        </Stack>
      </form>
    </StepFrame>
  );
}

/** The form's values for an account or card on file (numbers masked), or the blank entry fields for a new one. */
function valuesOfChoice(id: string, banks: ExistingBank[] = [], cards: ExistingCard[] = []): Record<string, string | null> {
  const bank = banks.find((b) => b.bank_id === id);
  if (bank) {
    const { bank_routing, bank_name, account_name, account_number, account_type, account_holder_type } = bank;
    return { routing_number: bank_routing, bank_name, account_name, account_number, account_type, account_holder_type };
  }
  const card = cards.find((c) => c.card_id === id);
  if (card) {
    const [first = '', ...rest] = (card.name_on_card ?? '').split(' ');
    return {
      first_name_on_cc: first,
      last_name_on_cc: rest.join(' '),
      card_number: card.card_number,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      security_code: '',
    };
  }
  return Object.fromEntries([...EFT_FIELDS, ...CARD_FIELDS].map((name) => [name, '']));
}

/** The charge-window texts (spec 001 §9), as plain sentences. */
function ChargeNotes() {
  return (
    <List size="sm" spacing={4} c="dimmed">
      <List.Item>Your first payment is charged between the day you enroll and 5 days after.</List.Item>
      <List.Item>Any enrollment fee is charged once, together with the first month.</List.Item>
      <List.Item>
        After that, each month is charged on days 1 to 6 of the month when coverage takes effect on the 15th, or on days 21 to 26 of the
        month before when coverage takes effect on the 1st. There is no extra charge for paying by monthly EFT.
      </List.Item>
      <List.Item>A payment returned for insufficient funds costs a $30 fee.</List.Item>
      <List.Item>To stop a payment, tell us at least three business days before it is due.</List.Item>
    </List>
  );
}
