import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { createFilterSchema, FILTER_MESSAGES, TIER_LABELS, TierSchema } from '@benefit-store/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { isApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/today';
import { UsDateInput } from './us-date-input';

/** The basic filter as the form holds it: codes as strings, the date as typed (mm/dd/yyyy). */
export interface BasicFilterValues {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  is_smoker: string;
}

export type BasicFilterSubmit = z.infer<ReturnType<typeof createFilterSchema>> & { is_smoker?: '0' | '1' };

const FIELDS = ['zip', 'dob', 'gender', 'tier', 'is_smoker'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (target: string): target is FieldName => (FIELDS as readonly string[]).includes(target);

const TIER_OPTIONS = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

export interface BasicFilterFormProps {
  defaultValues?: Partial<BasicFilterValues>;
  /** Ask for tobacco use too (yes=1 / no=0). */
  withSmoker?: boolean;
  submitLabel: string;
  /** Saves the filter; an ApiError's field errors are shown under their fields. */
  onSubmit: (values: BasicFilterSubmit) => Promise<unknown>;
  onCancel?: () => void;
  /** Two columns on wide screens (inline forms); one column in modals. */
  columns?: 1 | 2;
}

/**
 * Zip, gender, date of birth and tier (spec 000 §2 Basic Filter, §5 validation) with the domain's
 * filter schema; the server's field errors (`target_element`) land under the matching field.
 */
export function BasicFilterForm({ defaultValues, withSmoker = false, submitLabel, onSubmit, onCancel, columns = 1 }: BasicFilterFormProps) {
  const schema = useMemo(
    () =>
      createFilterSchema(todayIso()).extend({
        is_smoker: withSmoker ? z.enum(['0', '1'], { error: FILTER_MESSAGES.required }) : z.enum(['0', '1']).optional().catch(undefined),
      }),
    [withSmoker],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BasicFilterValues, unknown, BasicFilterSubmit>({
    resolver: zodResolver(schema) as never,
    defaultValues: { zip: '', dob: '', gender: '', tier: '', is_smoker: '', ...defaultValues },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        let placed = false;
        for (const fieldError of error.fieldErrors) {
          if (isField(fieldError.target_element)) {
            setError(fieldError.target_element, { message: fieldError.error_message });
            placed = true;
          }
        }
        if (placed) return;
      }
      setError('root.server', { message: isApiError(error) ? error.message : 'Something went wrong. Please try again.' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {errors.root?.server ? (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Zip code"
            placeholder="5 digit zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            withAsterisk
            error={errors.zip?.message}
            {...register('zip', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
          />
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <UsDateInput
                label="Date of birth"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errors.dob?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Radio.Group label="Gender" withAsterisk value={field.value} onChange={field.onChange} error={errors.gender?.message}>
                <Group gap="lg" mt={8}>
                  <Radio value="0" label="Male" />
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
                label="Tier"
                placeholder="Choose tier"
                withAsterisk
                data={TIER_OPTIONS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.tier?.message}
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
                  label="Do you use tobacco?"
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.is_smoker?.message}
                >
                  <Group gap="lg" mt={8}>
                    <Radio value="1" label="Yes" />
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
