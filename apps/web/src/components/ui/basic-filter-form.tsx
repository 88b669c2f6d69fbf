import { Button, Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  AddFilterForNewUserBodySchema,
  ChangeFilterInfoBodySchema,
  createDobFieldSchema,
  FILTER_MESSAGES,
  TIER_LABELS,
  TierSchema,
} from '@benefit-store/domain';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type * as z from 'zod';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, FormTextField, useWireForm } from '@/components/form';
import { todayIso } from '@/lib/today';
import { UsDateInput } from './us-date-input';

/**
 * The basic filter as the form holds it, keyed as the filter calls' bodies: codes as strings ('' until
 * chosen), the date as typed (mm/dd/yyyy). Tobacco use is there only when the form asks for it.
 */
export interface BasicFilterValues {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  is_smoker?: string;
}

/** Tobacco use as change-filter-info takes it: yes '1', no '0', or left out. */
const SmokerAnswerSchema = ChangeFilterInfoBodySchema.shape.is_smoker;

/**
 * The basic filter's answers as the body of add-filter-for-new-user carries them (change-filter-info
 * takes the same fields, and tobacco use): the domain's field rules, the ones the server applies,
 * with the age and "not after today" check the server makes on the date of birth (`asOf`, today).
 */
export function createBasicFilterSchema(asOf: string, withSmoker: boolean) {
  return AddFilterForNewUserBodySchema.pick({ zip: true, dob: true, gender: true, tier: true }).extend({
    dob: createDobFieldSchema(asOf),
    is_smoker: withSmoker ? SmokerAnswerSchema.refine((answer) => answer !== undefined, FILTER_MESSAGES.required) : SmokerAnswerSchema,
  });
}
type BasicFilterSchema = ReturnType<typeof createBasicFilterSchema>;

export type BasicFilterSubmit = z.output<BasicFilterSchema>;

const TIER_OPTIONS = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

export interface BasicFilterFormProps {
  defaultValues?: Partial<BasicFilterValues>;
  /** Ask for tobacco use too (yes=1 / no=0). */
  withSmoker?: boolean;
  submitLabel: string;
  /** Saves the filter; a failed call's field errors show under their fields, any other message in the summary. */
  onSubmit: (values: BasicFilterSubmit) => Promise<unknown>;
  onCancel?: () => void;
  /** Two columns on wide screens (inline forms); one column in modals. */
  columns?: 1 | 2;
}

/** Every field the form shows has a value; tobacco use only when asked, so a server error on it never hides. */
function initialValues(given: Partial<BasicFilterValues> = {}, withSmoker: boolean): BasicFilterValues {
  const { is_smoker = '', ...answers } = given;
  return { zip: '', dob: '', gender: '', tier: '', ...answers, ...(withSmoker ? { is_smoker } : {}) };
}

/**
 * Zip, gender, date of birth and tier (spec 000 §2 Basic Filter, §5 validation), on the one form
 * pattern (docs/patterns.md "A form"): checked by the domain's schema of the call's body; the
 * server's field errors (`target_element`) land under the matching field, the rest in the summary.
 */
export function BasicFilterForm({ defaultValues, withSmoker = false, submitLabel, onSubmit, onCancel, columns = 1 }: BasicFilterFormProps) {
  const schema = useMemo(() => createBasicFilterSchema(todayIso(), withSmoker), [withSmoker]);
  const form = useWireForm<BasicFilterSchema, BasicFilterValues>(schema, initialValues(defaultValues, withSmoker));
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <ErrorSummary errors={errors} />
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="md">
          <FormTextField
            name="zip"
            register={register}
            control={control}
            label="Zip code"
            placeholder="5 digit zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            withAsterisk
          />
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <UsDateInput
                id={fieldId('dob')}
                label="Date of birth"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errorAt(errors, 'dob')}
              />
            )}
          />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Radio.Group
                id={fieldId('gender')}
                label="Gender"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errorAt(errors, 'gender')}
              >
                <Group gap="lg" mt={8}>
                  <Radio value="0" label="Male" ref={field.ref} />
                  <Radio value="1" label="Female" />
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="tier"
            render={({ field }) => (
              <Select
                id={fieldId('tier')}
                ref={field.ref}
                label="Tier"
                placeholder="Choose tier"
                withAsterisk
                data={TIER_OPTIONS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errorAt(errors, 'tier')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {withSmoker ? (
            <Controller
              control={control}
              name="is_smoker"
              render={({ field }) => (
                <Radio.Group
                  id={fieldId('is_smoker')}
                  label="Do you use tobacco?"
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={errorAt(errors, 'is_smoker')}
                >
                  <Group gap="lg" mt={8}>
                    <Radio value="1" label="Yes" ref={field.ref} />
                    <Radio value="0" label="No" />
                  </Group>
                </Radio.Group>
              )}
            />
          ) : null}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
