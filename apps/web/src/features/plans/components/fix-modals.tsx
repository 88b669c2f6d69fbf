import { Button, Group, Modal, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { ChangeFilterInfoV2BodySchema, FILTER_FIELD_MESSAGES, TIER_LABELS, TierSchema, type FilterInfoWire } from '@benefit-store/domain';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { applyServerErrors, ErrorSummary, fieldId, FormSelect, FormYesNo, useWireForm } from '@/components/form';
import type { FilterChange } from '../api/use-change-filter-info';
import { belowMinimumIncomeText, minimumIncomeText } from './pricing-outcome';

interface FixModalProps {
  opened: boolean;
  onClose: () => void;
  filter: FilterInfoWire | null | undefined;
  /** Saves the change (change-filter-info); a failed save's messages go under their fields. */
  onSave: (change: FilterChange) => Promise<unknown>;
}

/**
 * change-filter-info takes every field as optional ("empty values are omitted"); a fix modal is
 * there to give its fields, so each one left empty is 'Field is required'.
 */
function requireFields<T extends Record<string, unknown>>(...fields: (keyof T & string)[]) {
  return (values: T, ctx: z.core.$RefinementCtx<T>) => {
    for (const field of fields) {
      if (values[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: FILTER_FIELD_MESSAGES.required });
    }
  };
}

const IncomeFixSchema = ChangeFilterInfoV2BodySchema.pick({ annual_incode: true }).superRefine(requireFields('annual_incode'));

/** The income fix for a plan with a minimum: an income below it would only bring the same refusal back. */
function incomeFixSchema(minimum: string | undefined) {
  if (minimum === undefined) return IncomeFixSchema;
  return IncomeFixSchema.superRefine((values, ctx) => {
    const incomeCents = values.annual_incode;
    if (incomeCents !== undefined && incomeCents < Math.round(Number(minimum) * 100)) {
      ctx.addIssue({ code: 'custom', path: ['annual_incode'], message: belowMinimumIncomeText(minimum) });
    }
  });
}
const HoursFixSchema = ChangeFilterInfoV2BodySchema.pick({ working_hours: true }).superRefine(requireFields('working_hours'));
const TobaccoFixSchema = ChangeFilterInfoV2BodySchema.pick({ tier: true, is_smoker: true }).superRefine(requireFields('tier', 'is_smoker'));

/**
 * A fix modal's form (the one form pattern): the summary for messages no field owns, the fields,
 * Cancel and Save. Once the schema passes, `save` sends the change (the values as typed are the
 * wire's); on failure each message goes under its field and what was typed stays; on success the
 * modal closes.
 */
function FixForm<T extends FieldValues>({
  form,
  save,
  onClose,
  children,
}: {
  form: UseFormReturn<T>;
  save: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = form.handleSubmit(async () => {
    try {
      await save();
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <ErrorSummary errors={form.formState.errors} />
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** How a one-number fix reads its input: the wire field it fills, its schema and the change it sends. */
type NumberFix = {
  title: string;
  field: 'annual_incode' | 'working_hours';
  schema: (minimum: string | undefined) => typeof IncomeFixSchema | typeof HoursFixSchema;
  initial: (filter: FilterInfoWire | null | undefined) => string;
  /** Keeps only what the field accepts as it is typed. */
  clean: (typed: string) => string;
  /** The change to save from the checked text. */
  toChange: (text: string) => FilterChange;
  input: Pick<TextInputProps, 'label' | 'description' | 'placeholder' | 'inputMode' | 'leftSection' | 'maxLength'>;
  /** The least the plan takes, for `schema`. */
  minimum?: string;
};

/** 'Annual income' for salaryError: saved as annual_incode (dollars). */
const ANNUAL_INCOME: NumberFix = {
  title: 'Annual income',
  field: 'annual_incode',
  schema: incomeFixSchema,
  initial: (filter) => filter?.annual_incode ?? '',
  clean: (typed) => typed,
  toChange: (text) => ({ annual_incode: text.replace(/[$,\s]/g, '') }),
  input: {
    label: 'Your annual income (USD)',
    description: 'Some plans are offered only above a minimum income.',
    placeholder: 'e.g. 55000',
    inputMode: 'decimal',
    leftSection: '$',
  },
};

/** 'Working hours' for hourError: weekly hours through change-filter-info v2. */
const WORKING_HOURS: NumberFix = {
  title: 'Working hours',
  field: 'working_hours',
  schema: () => HoursFixSchema,
  initial: (filter) => (filter?.working_hours === undefined ? '' : String(filter.working_hours)),
  clean: (typed) => typed.replace(/\D/g, ''),
  toChange: (text) => ({ working_hours: Number(text) }),
  input: {
    label: 'Hours you work per week',
    description: 'Disability and employer plans need a minimum number of weekly hours.',
    placeholder: 'e.g. 40',
    inputMode: 'numeric',
    maxLength: 3,
  },
};

/** The annual income fix; `minimumIncome` (dollars, '25000.00'), when the plan has one, is said and held to. */
export function AnnualIncomeModal({ minimumIncome, ...props }: FixModalProps & { minimumIncome?: string | undefined }) {
  const fix =
    minimumIncome === undefined
      ? ANNUAL_INCOME
      : { ...ANNUAL_INCOME, minimum: minimumIncome, input: { ...ANNUAL_INCOME.input, description: minimumIncomeText(minimumIncome) } };
  return <NumberFixModal {...props} fix={fix} />;
}

export function WorkingHoursModal(props: FixModalProps) {
  return <NumberFixModal {...props} fix={WORKING_HOURS} />;
}

function NumberFixModal({ opened, onClose, filter, onSave, fix }: FixModalProps & { fix: NumberFix }) {
  return (
    <Modal opened={opened} onClose={onClose} title={fix.title}>
      <NumberFixForm key={String(opened)} onClose={onClose} filter={filter} onSave={onSave} fix={fix} />
    </Modal>
  );
}

function NumberFixForm({ onClose, filter, onSave, fix }: Omit<FixModalProps, 'opened'> & { fix: NumberFix }) {
  const form = useWireForm(fix.schema(fix.minimum), { [fix.field]: fix.initial(filter) });
  return (
    <FixForm form={form} onClose={onClose} save={() => onSave(fix.toChange(String(form.getValues(fix.field)).trim()))}>
      <Controller
        name={fix.field}
        control={form.control}
        render={({ field, fieldState }) => (
          <TextInput
            {...fix.input}
            ref={field.ref}
            id={fieldId(fix.field)}
            data-autofocus
            withAsterisk
            value={typeof field.value === 'string' ? field.value : ''}
            error={fieldState.error?.message}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(fix.clean(event.currentTarget.value))}
          />
        )}
      />
    </FixForm>
  );
}

const TIER_OPTIONS = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

/** Tier with the tobacco question (Yes=1 / No=0) for smokerError. */
export function TobaccoModal({ opened, onClose, filter, onSave }: FixModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Tobacco usage">
      <TobaccoForm key={String(opened)} onClose={onClose} filter={filter} onSave={onSave} />
    </Modal>
  );
}

function TobaccoForm({ onClose, filter, onSave }: Omit<FixModalProps, 'opened'>) {
  const form = useWireForm(TobaccoFixSchema, { tier: filter?.tier ?? '', is_smoker: filter?.is_smoker ?? '' });
  return (
    <FixForm form={form} onClose={onClose} save={() => onSave(form.getValues())}>
      <FormSelect
        name="tier"
        control={form.control}
        label="Tier"
        data={TIER_OPTIONS}
        allowDeselect={false}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      <FormYesNo
        name="is_smoker"
        control={form.control}
        label="Have you used tobacco or nicotine products in the last 12 months?"
        withAsterisk
      />
    </FixForm>
  );
}
