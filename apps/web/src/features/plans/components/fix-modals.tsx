import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { FILTER_FIELD_MESSAGES, parseDollarsToCents, TIER_LABELS, TierSchema, type FilterInfoWire } from '@benefit-store/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import type { FilterChange } from '../api/change-filter-info';

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

/** 'Annual income' for salaryError: saved as annual_incode (dollars). */
export function AnnualIncomeModal({ opened, onClose, filter, onSave }: FixModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Annual income">
      <AnnualIncomeForm key={String(opened)} onClose={onClose} filter={filter} onSave={onSave} />
    </Modal>
  );
}

function AnnualIncomeForm({ onClose, filter, onSave }: Omit<FixModalProps, 'opened'>) {
  const [value, setValue] = useState(filter?.annual_incode ?? '');
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
        if (!text) return setError(FILTER_FIELD_MESSAGES.required);
        if (parseDollarsToCents(text) === undefined) return setError(FILTER_FIELD_MESSAGES.invalidIncome);
        setError(undefined);
        void save({ annual_incode: text.replace(/[$,\s]/g, '') }, 'annual_incode');
      }}
    >
      <TextInput
        label="Your annual income (USD)"
        description="Some plans are offered only above a minimum income."
        placeholder="e.g. 55000"
        inputMode="decimal"
        leftSection="$"
        data-autofocus
        withAsterisk
        value={value}
        error={fieldError}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
      />
    </FixForm>
  );
}

/** 'Working hours' for hourError: weekly hours through change-filter-info v2. */
export function WorkingHoursModal({ opened, onClose, filter, onSave }: FixModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Working hours">
      <WorkingHoursForm key={String(opened)} onClose={onClose} filter={filter} onSave={onSave} />
    </Modal>
  );
}

function WorkingHoursForm({ onClose, filter, onSave }: Omit<FixModalProps, 'opened'>) {
  const [value, setValue] = useState(filter?.working_hours === undefined ? '' : String(filter.working_hours));
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
        if (!text) return setError(FILTER_FIELD_MESSAGES.required);
        const hours = Number(text);
        if (!/^\d{1,3}$/.test(text) || hours > 168) return setError(FILTER_FIELD_MESSAGES.invalidHours);
        setError(undefined);
        void save({ working_hours: hours }, 'working_hours');
      }}
    >
      <TextInput
        label="Hours you work per week"
        description="Disability and employer plans need a minimum number of weekly hours."
        placeholder="e.g. 40"
        inputMode="numeric"
        maxLength={3}
        data-autofocus
        withAsterisk
        value={value}
        error={fieldError}
        onChange={(event) => {
          setValue(event.currentTarget.value.replace(/\D/g, ''));
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
