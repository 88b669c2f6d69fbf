import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { beneficiarySchema, rulesFromFields, type BeneficiaryWire, type FormField } from '@benefit-store/domain';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, FormSelectField, FormTextField, useWireForm } from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { todayIso } from '@/lib/today';
import { useValidateSingleBeneficiary } from '../api/beneficiary-info';
import { metaByName } from '../field-meta';
import { BENEFICIARY_LABELS } from '../field-labels';

export interface BeneficiaryFormModalProps {
  /** 'Beneficiary #n': the place the beneficiary has, or will have, in the list. */
  title: string;
  opened: boolean;
  /** The beneficiary being edited; none to add one. */
  beneficiary?: BeneficiaryWire;
  enrollmentId: string;
  fields: FormField[];
  relationships: readonly { name: string; value: string }[];
  onClose: () => void;
  /** The beneficiary as validate-single-beneficiary answered it. */
  onValidated: (beneficiary: BeneficiaryWire) => void;
}

/** The add and edit popup of the beneficiary step (spec 001 §2, §4): one beneficiary, checked by the server on Submit. */
export function BeneficiaryFormModal({ title, opened, onClose, ...form }: BeneficiaryFormModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered fullScreen={isPhone}>
      {/* Mounted only while open, so each opening starts from its beneficiary (or empty). */}
      <BeneficiaryForm {...form} />
    </Modal>
  );
}

type Values = Record<string, string>;

const valuesOf = (beneficiary: BeneficiaryWire | undefined): Values => ({
  beneficiary_id: beneficiary?.beneficiary_id ?? '',
  first_name: beneficiary?.first_name ?? '',
  middle_name: beneficiary?.middle_name ?? '',
  last_name: beneficiary?.last_name ?? '',
  birthdate: beneficiary?.birthdate ?? '',
  ssn: beneficiary?.ssn ?? '',
  relationship: beneficiary?.relationship ?? '',
  beneficiary_percentage: beneficiary === undefined ? '' : String(beneficiary.beneficiary_percentage),
});

function BeneficiaryForm({
  beneficiary,
  enrollmentId,
  fields,
  relationships,
  onValidated,
}: Omit<BeneficiaryFormModalProps, 'title' | 'opened' | 'onClose'>) {
  const schema = useMemo(() => beneficiarySchema({ rules: rulesFromFields(fields), today: todayIso() }), [fields]);
  const form = useWireForm<typeof schema, Values>(schema, valuesOf(beneficiary));
  const { register, control, formState } = form;
  const meta = metaByName(fields);
  const validate = useValidateSingleBeneficiary();

  const onSubmit = form.handleSubmit((values) =>
    validate.mutate(
      { body: { ...values, enrollment_id: enrollmentId } },
      { onSuccess: ({ result }) => onValidated(result), onError: (error) => applyServerErrors(form, error) },
    ),
  );

  const text = (name: string, extra: Record<string, unknown> = {}) =>
    meta[name] ? (
      <FormTextField name={name} register={register} control={control} label={BENEFICIARY_LABELS[name]} meta={meta[name]} {...extra} />
    ) : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ErrorSummary errors={formState.errors} listsFieldErrors={false} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {text('first_name', { autoComplete: 'off' })}
          {text('middle_name', { autoComplete: 'off' })}
          {text('last_name', { autoComplete: 'off' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {meta.birthdate ? (
            <Controller
              name="birthdate"
              control={control}
              render={({ field }) => (
                <UsDateInput
                  id={fieldId('birthdate')}
                  label={BENEFICIARY_LABELS.birthdate}
                  withAsterisk={meta.birthdate?.required}
                  readOnly={meta.birthdate?.read_only}
                  error={errorAt(formState.errors, 'birthdate')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ) : null}
          {text('ssn', { typed: 'ssn' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {meta.relationship ? (
            <FormSelectField
              name="relationship"
              control={control}
              label={BENEFICIARY_LABELS.relationship!}
              options={relationships.map(({ name, value }) => ({ value, label: name }))}
              meta={meta.relationship}
              placeholder="Select"
            />
          ) : null}
          {text('beneficiary_percentage', { inputMode: 'numeric', maxLength: 3, rightSection: '%' })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={validate.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
