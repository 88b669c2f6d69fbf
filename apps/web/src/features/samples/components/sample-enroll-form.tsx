import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  createDobFieldSchema,
  PLAN_CATEGORIES,
  PLAN_CATEGORY_LABELS,
  PlanCategorySchema,
  VALIDATION_MESSAGES,
  ZipFieldSchema,
} from '@benefit-store/domain';
import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { choiceField, fieldId, useWireForm } from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { todayIso } from '@/lib/today';

export const PLAN_TYPE_OPTIONS = PLAN_CATEGORIES.map((key) => ({ value: key, label: PLAN_CATEGORY_LABELS[key] }));

/** The sample's fields under the store's names and rules (the filter's zip and dob, a plan category); today is the age check's day. */
const createSampleEnrollSchema = (asOf: string) =>
  z.object({
    category: choiceField(PlanCategorySchema, VALIDATION_MESSAGES.required),
    dob: createDobFieldSchema(asOf),
    zip: ZipFieldSchema,
  });
export type SampleEnrollValues = z.output<ReturnType<typeof createSampleEnrollSchema>>;

export interface SampleEnrollFormProps {
  submitLabel: string;
  onSubmit: (values: SampleEnrollValues) => void;
  /** More fields after the common ones (annual income, veterinarian search). */
  extra?: ReactNode;
  defaultPlanType?: SampleEnrollValues['category'];
  cols?: 1 | 2;
}

/**
 * Plan type, birth date and zip, checked with the store's own rules; extra fields follow. A
 * sample: nothing is sent, so no server message can come back.
 */
export function SampleEnrollForm({ submitLabel, onSubmit, extra, defaultPlanType, cols = 1 }: SampleEnrollFormProps) {
  const schema = useMemo(() => createSampleEnrollSchema(todayIso()), []);
  const form = useWireForm(schema, { category: defaultPlanType ?? '', dob: '', zip: '' });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md">
          <Controller
            name="category"
            control={form.control}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                id={fieldId('category')}
                label="Plan type"
                placeholder="Choose a plan type"
                data={PLAN_TYPE_OPTIONS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            name="dob"
            control={form.control}
            render={({ field, fieldState }) => (
              <UsDateInput
                ref={field.ref}
                id={fieldId('dob')}
                label="Birth date"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                withAsterisk
              />
            )}
          />
          <Controller
            name="zip"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextInput
                ref={field.ref}
                id={fieldId('zip')}
                label="Zip code"
                inputMode="numeric"
                maxLength={5}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, ''))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                withAsterisk
              />
            )}
          />
          {extra}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
