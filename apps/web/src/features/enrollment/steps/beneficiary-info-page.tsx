import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  BENEFICIARY_SHARE_TEXTS,
  MAX_BENEFICIARIES,
  WIZARD_MESSAGES,
  WIZARD_TAB_TITLES,
  beneficiaryFix,
  beneficiaryNotice,
  beneficiaryTotal,
  canAddBeneficiary,
  canContinueBeneficiaries,
  type BeneficiaryWire,
  type FormField,
} from '@benefit-store/domain';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/form';
import { isApiError } from '@/lib/api-client';
import {
  useBeneficiaryFields,
  useBeneficiaryRelationships,
  useExistingBeneficiaries,
  useSaveBeneficiaryInfo,
} from '../api/beneficiary-info';
import { BeneficiaryFormModal } from '../components/beneficiary-form-modal';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { BENEFICIARY_LABELS } from '../field-labels';
import { EntryActions } from '../components/entry-actions';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';
import { useViewer, VIEWER_COPY } from '../viewer-copy';

const FORM_ID = 'beneficiary-info-form';
/** Not quoted by the specification: why delete and Next wait while a beneficiary is being edited (spec 001 §4). */
export const SUBMIT_EDIT_FIRST = 'Please submit the edited beneficiary form first';
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * Beneficiary Information (spec 001 §2, §4, §5 "Beneficiary"): the list of beneficiaries, added and
 * edited in popups, each checked by the server, their shares' running total under the list; Next
 * saves the whole list once it totals exactly 100, and before that says what to change
 * (docs/decisions/0104: a hidden Next left people guessing). The list lives in this page's state
 * and on the server only: SSNs never reach local storage.
 */
export function BeneficiaryInfoPage() {
  const wizard = useWizard();
  const fields = useBeneficiaryFields(wizard.enrollmentId);
  const relationships = useBeneficiaryRelationships();
  const existing = useExistingBeneficiaries(wizard.enrollmentId);
  if (wizard.enrollmentId === null) return null;
  if (fields.isError || relationships.isError || existing.isError) return <StepLoadError />;
  if (fields.isPending || relationships.isPending || existing.isPending) return <StepLoading label="Loading beneficiary information" />;
  return (
    <BeneficiaryList
      enrollmentId={wizard.enrollmentId}
      fields={fields.data.result}
      relationships={relationships.data.result}
      initial={existing.data.result.beneficiaries}
      wizard={wizard}
    />
  );
}

type Popup = { mode: 'add' } | { mode: 'edit'; index: number } | null;

interface BeneficiaryListProps {
  enrollmentId: string;
  fields: FormField[];
  relationships: { name: string; value: string }[];
  initial: BeneficiaryWire[];
  wizard: ReturnType<typeof useWizard>;
}

function BeneficiaryList({ enrollmentId, fields, relationships, initial, wizard }: BeneficiaryListProps) {
  const [beneficiaries, setBeneficiaries] = useState(initial);
  const [popup, setPopup] = useState<Popup>(null);
  /** What the summary says: what to change after a Next, or a refused save's messages. */
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const step = useStepFinish({ tab: 'beneficiary_info', enrollmentId, wizard });
  const viewer = useViewer();
  const save = useSaveBeneficiaryInfo();
  const isEditing = popup?.mode === 'edit';
  const notice = beneficiaryNotice(beneficiaries);
  const relationshipName = (value: string) => relationships.find((r) => r.value === value)?.name ?? value;

  const onValidated = (beneficiary: BeneficiaryWire) => {
    setBeneficiaries((list) =>
      popup?.mode === 'edit' ? list.map((b, i) => (i === popup.index ? beneficiary : b)) : [...list, beneficiary],
    );
    setProblems([]);
    setPopup(null);
    step.noteUnsaved();
  };
  // Asked first (docs/decisions/0099).
  const remove = (index: number) => {
    setBeneficiaries((list) => list.filter((_, i) => i !== index));
    setProblems([]);
    step.noteUnsaved();
  };
  const toDelete = deleting === null ? undefined : beneficiaries[deleting];
  const deletingEntry =
    toDelete && deleting !== null ? { label: `Beneficiary #${deleting + 1}`, name: `${toDelete.first_name} ${toDelete.last_name}` } : null;

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    step.noteIntent(event);
    // Save & Continue Later keeps a complete list; one still being built stays in this page until it adds up.
    if (step.isSavingForLater() && !canContinueBeneficiaries(beneficiaries)) return step.openSaveLater();
    if (isEditing) return;
    const fix = beneficiaryFix(beneficiaries);
    if (fix) return setProblems([fix]);
    save.mutate(
      { body: { enrollment_id: enrollmentId, beneficiaries } },
      {
        onSuccess: step.finish,
        onError: (error) => setProblems(saveErrorMessages(error)),
      },
    );
  };

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.beneficiary_info}
      intro={VIEWER_COPY[viewer].beneficiaryIntro}
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
      nextBlockedReason={isEditing ? SUBMIT_EDIT_FIRST : undefined}
    >
      <form id={FORM_ID} onSubmit={onNext} noValidate>
        <Stack gap="md">
          <ErrorSummary messages={problems} />
          {beneficiaries.length > 0 ? (
            <Stack gap="sm" component="ul" aria-label="Beneficiaries" p={0} m={0} style={{ listStyle: 'none' }}>
              {beneficiaries.map((beneficiary, index) => {
                // The list line of spec 001 §2: 'Beneficiary #n: first last'.
                const label = `Beneficiary #${index + 1}`;
                return (
                  <Paper key={beneficiary.beneficiary_id || index} component="li" withBorder radius="md" p="sm">
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={2} miw={0}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {`${label}: ${beneficiary.first_name} ${beneficiary.last_name}`}
                        </Text>
                        <Text fz="sm" c="dimmed">
                          {relationshipName(beneficiary.relationship)} · {beneficiary.beneficiary_percentage}%
                        </Text>
                      </Stack>
                      <EntryActions
                        label={label}
                        onEdit={() => setPopup({ mode: 'edit', index })}
                        onDelete={() => setDeleting(index)}
                        deleteBlockedReason={isEditing ? SUBMIT_EDIT_FIRST : undefined}
                      />
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          ) : null}
          {beneficiaries.length > 0 ? <Text fw={600}>{BENEFICIARY_SHARE_TEXTS.total(beneficiaryTotal(beneficiaries))}</Text> : null}
          <Text ref={noticeRef} role="status" tabIndex={-1} fw={500} c={notice.isComplete ? 'teal.9' : 'red.9'}>
            {notice.message}
          </Text>
          {beneficiaries.length >= MAX_BENEFICIARIES ? (
            <Text fz="sm" c="dimmed">
              {WIZARD_MESSAGES.beneficiaryMaximum}
            </Text>
          ) : null}
          {canAddBeneficiary(beneficiaries) ? (
            <Group>
              <Button variant="light" onClick={() => setPopup({ mode: 'add' })}>
                + Add Beneficiary
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
      <BeneficiaryFormModal
        title={`Beneficiary #${popup?.mode === 'edit' ? popup.index + 1 : beneficiaries.length + 1}`}
        opened={popup !== null}
        beneficiary={popup?.mode === 'edit' ? beneficiaries[popup.index] : undefined}
        enrollmentId={enrollmentId}
        fields={fields}
        relationships={relationships}
        onClose={() => setPopup(null)}
        onValidated={onValidated}
      />
      <ConfirmDeleteModal
        entry={deletingEntry}
        listName="beneficiaries"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove(deleting);
          setDeleting(null);
        }}
        focusAfterDelete={noticeRef}
      />
    </StepFrame>
  );
}

/**
 * A refused save as the one main message (spec 001 §8): the list's own messages as they are, an
 * entry's field error named by its place and field ('Beneficiary #2 Last Name: Field is required').
 */
function saveErrorMessages(error: unknown): string[] {
  if (!isApiError(error)) return [SOMETHING_WENT_WRONG];
  if (error.fieldErrors.length === 0) return [error.message || SOMETHING_WENT_WRONG];
  const messages = error.fieldErrors.map(({ target_element, error_message }) => {
    const entry = /^beneficiaries\.(\d+)\.(\w+)$/.exec(target_element);
    if (!entry) return error_message;
    const field = BENEFICIARY_LABELS[entry[2]!] ?? entry[2];
    return `Beneficiary #${Number(entry[1]) + 1} ${field}: ${error_message}`;
  });
  return [...new Set(messages)];
}
