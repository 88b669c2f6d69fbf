import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  createDobFieldSchema,
  PLAN_CATEGORIES,
  PLAN_CATEGORY_LABELS,
  PlanCategorySchema,
  ZipFieldSchema,
  type PlanCategory,
} from '@benefit-store/domain';
import { useState, type ReactNode } from 'react';
import { UsDateInput } from '@/components/ui/us-date-input';
import { todayIso } from '@/lib/today';

export const PLAN_TYPE_OPTIONS = PLAN_CATEGORIES.map((key) => ({ value: key, label: PLAN_CATEGORY_LABELS[key] }));

export interface SampleEnrollValues {
  planType: PlanCategory;
  dob: string;
  zip: string;
}

export interface SampleEnrollFormProps {
  submitLabel: string;
  onSubmit: (values: SampleEnrollValues) => void;
  /** More fields after the common ones (annual income, veterinarian search). */
  extra?: ReactNode;
  defaultPlanType?: PlanCategory;
  cols?: 1 | 2;
}

/** Plan type, birth date and zip, checked with the store's own rules; extra fields follow. */
export function SampleEnrollForm({ submitLabel, onSubmit, extra, defaultPlanType, cols = 1 }: SampleEnrollFormProps) {
  const [planType, setPlanType] = useState<string | null>(defaultPlanType ?? null);
  const [dob, setDob] = useState('');
  const [zip, setZip] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'planType' | 'dob' | 'zip', string>>>({});

  const submit = () => {
    const type = PlanCategorySchema.safeParse(planType);
    const dobCheck = createDobFieldSchema(todayIso()).safeParse(dob);
    const zipCheck = ZipFieldSchema.safeParse(zip);
    const next = {
      planType: type.success ? undefined : 'Field is required',
      dob: dobCheck.success ? undefined : dobCheck.error.issues[0]?.message,
      zip: zipCheck.success ? undefined : zipCheck.error.issues[0]?.message,
    };
    setErrors(next);
    if (type.success && dobCheck.success && zipCheck.success) onSubmit({ planType: type.data, dob, zip });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md">
          <Select
            label="Plan type"
            placeholder="Choose a plan type"
            data={PLAN_TYPE_OPTIONS}
            value={planType}
            onChange={setPlanType}
            error={errors.planType}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <UsDateInput label="Birth date" value={dob} onChange={setDob} error={errors.dob} withAsterisk />
          <TextInput
            label="Zip code"
            inputMode="numeric"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.currentTarget.value.replace(/\D/g, ''))}
            error={errors.zip}
            withAsterisk
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
