import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { FILTER_FIELD_MESSAGES, parseDollarsToCents, TIER_LABELS, TierSchema, type FilterInfoWire } from '@benefit-store/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import type { FilterChange } from '../api/use-change-filter-info';

interface FixModalProps {
  opened: boolean;
  onClose: () => void;
  filter: FilterInfoWire | null | undefined;
  /** Saves the change (change-filter-info); an ApiError's message shows under the field. */
  onSave: (change: FilterChange) => Promise<unknown>;
}

/** A one-field modal: keeps what was typed, shows the client's or the server's message under the field. */
function FixForm({
  onSubmit,
  onClose,
  children,
  formError,
  isSaving,
}: {
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  formError?: string;
  isSaving: boolean;
}) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {children}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useSaving(onSave: FixModalProps['onSave'], onClose: () => void) {
  const [isSaving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string }>();
  const save = async (change: FilterChange, field: string) => {
    setSaving(true);
    setServerError(undefined);
    try {
      await onSave(change);
      onClose();
    } catch (error) {
      const message = isApiError(error) ? (error.fieldMessage(field) ?? error.message) : 'Something went wrong. Please try again.';
      setServerError({ field: isApiError(error) && error.fieldMessage(field) ? field : undefined, message });
    } finally {
      setSaving(false);
    }
  };
  return { isSaving, serverError, save };
}

/** How a one-number fix reads its input: the change to save and the field it lands on, or a message. */
type NumberFix = {
  title: string;
  field: 'annual_incode' | 'working_hours';
  initial: (filter: FilterInfoWire | null | undefined) => string;
  /** Keeps only what the field accepts as it is typed. */
  clean: (typed: string) => string;
  parse: (text: string) => FilterChange | string;
  input: Pick<TextInputProps, 'label' | 'description' | 'placeholder' | 'inputMode' | 'leftSection' | 'maxLength'>;
};

/** 'Annual income' for salaryError: saved as annual_incode (dollars). */
const ANNUAL_INCOME: NumberFix = {
  title: 'Annual income',
  field: 'annual_incode',
  initial: (filter) => filter?.annual_incode ?? '',
  clean: (typed) => typed,
  parse: (text) =>
    parseDollarsToCents(text) === undefined ? FILTER_FIELD_MESSAGES.invalidIncome : { annual_incode: text.replace(/[$,\s]/g, '') },
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
  initial: (filter) => (filter?.working_hours === undefined ? '' : String(filter.working_hours)),
  clean: (typed) => typed.replace(/\D/g, ''),
  parse: (text) => (!/^\d{1,3}$/.test(text) || Number(text) > 168 ? FILTER_FIELD_MESSAGES.invalidHours : { working_hours: Number(text) }),
  input: {
    label: 'Hours you work per week',
    description: 'Disability and employer plans need a minimum number of weekly hours.',
    placeholder: 'e.g. 40',
    inputMode: 'numeric',
    maxLength: 3,
  },
};

export function AnnualIncomeModal(props: FixModalProps) {
  return <NumberFixModal {...props} fix={ANNUAL_INCOME} />;
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
  const [value, setValue] = useState(fix.initial(filter));
  const [error, setError] = useState<string>();
  const { isSaving, serverError, save } = useSaving(onSave, onClose);
  const fieldError = error ?? (serverError?.field ? serverError.message : undefined);
  return (
    <FixForm
      onClose={onClose}
      isSaving={isSaving}
      formError={serverError && !serverError.field ? serverError.message : undefined}
      onSubmit={() => {
        const text = value.trim();
        const change = text ? fix.parse(text) : FILTER_FIELD_MESSAGES.required;
        if (typeof change === 'string') return setError(change);
        setError(undefined);
        void save(change, fix.field);
      }}
    >
      <TextInput
        {...fix.input}
        data-autofocus
        withAsterisk
        value={value}
        error={fieldError}
        onChange={(event) => {
          setValue(fix.clean(event.currentTarget.value));
          setError(undefined);
        }}
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
  const [tier, setTier] = useState(filter?.tier ?? '');
  const [smoker, setSmoker] = useState(filter?.is_smoker ?? '');
  const [errors, setErrors] = useState<{ tier?: string; smoker?: string }>({});
  const { isSaving, serverError, save } = useSaving(onSave, onClose);
  return (
    <FixForm
      onClose={onClose}
      isSaving={isSaving}
      formError={serverError?.message}
      onSubmit={() => {
        const next = {
          tier: tier ? undefined : FILTER_FIELD_MESSAGES.required,
          smoker: smoker ? undefined : FILTER_FIELD_MESSAGES.required,
        };
        setErrors(next);
        if (next.tier || next.smoker) return;
        void save({ tier, is_smoker: smoker }, 'is_smoker');
      }}
    >
      <Select
        label="Tier"
        data={TIER_OPTIONS}
        value={tier || null}
        onChange={(value) => setTier(value ?? '')}
        error={errors.tier}
        allowDeselect={false}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      <Radio.Group
        label="Have you used tobacco or nicotine products in the last 12 months?"
        value={smoker}
        onChange={(value) => {
          setSmoker(value);
          setErrors((current) => ({ ...current, smoker: undefined }));
        }}
        error={errors.smoker}
        withAsterisk
      >
        <Group gap="xl" mt="xs">
          <Radio value="1" label="Yes" />
          <Radio value="0" label="No" />
        </Group>
      </Radio.Group>
    </FixForm>
  );
}
