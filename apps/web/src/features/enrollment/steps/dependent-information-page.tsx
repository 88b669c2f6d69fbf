import { ActionIcon, Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import {
  WIZARD_MESSAGES,
  WIZARD_TAB_TITLES,
  canAddDependent,
  canContinueDependents,
  dependentNotice,
  nextDependentRelationship,
  type DependentListState,
  type DependentWire,
  type FormField,
  type HealthQuestions,
} from '@benefit-store/domain';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/form';
import { isApiError } from '@/lib/api-client';
import {
  useDeleteDependentInIO,
  useDependentFields,
  useDependentHealthQuestions,
  useDependentHealthRequired,
  useExistingDependents,
  useSaveDependentInfo,
  useSaveDependentInfoToTemp,
} from '../api/dependent-info';
import { BlockedReason } from '../components/blocked-reason';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { DependentForm } from '../components/dependent-form';
import { EntryActions } from '../components/entry-actions';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { useStepFinish } from '../use-step-finish';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { useWizard } from '../use-wizard';
import { useViewer, VIEWER_COPY } from '../viewer-copy';

const FORM_ID = 'dependent-info-form';
/** Not quoted by the specification: why add, delete and Next wait while a dependent is being edited (spec 001 §4). */
export const SUBMIT_EDIT_FIRST = 'Please submit the edited dependent form first';
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const RELATIONSHIP_LABELS = { spouse: 'Spouse', child: 'Child' } as const;

/**
 * Dependent Information (spec 001 §2, §4, §5 "Dependent"): the list of dependents, added and edited
 * in one form at a time, each checked by the server and the list kept on the server as it grows
 * (save-dependent-info-to-temp); Next saves the whole list under the tier's rules. SSNs, health
 * answers and a declined premier spouse stay on the server, never in local storage.
 */
export function DependentInformationPage() {
  const wizard = useWizard();
  const fields = useDependentFields(wizard.enrollmentId);
  const existing = useExistingDependents(wizard.enrollmentId);
  const healthRequired = useDependentHealthRequired(wizard.enrollmentId);
  const isHealthAsked = healthRequired.data?.result.required === true;
  const questions = useDependentHealthQuestions(wizard.enrollmentId, isHealthAsked);
  if (wizard.enrollmentId === null) return null;
  if (fields.isError || existing.isError || healthRequired.isError || questions.isError) return <StepLoadError />;
  if (fields.isPending || existing.isPending || healthRequired.isPending || (isHealthAsked && questions.isPending)) {
    return <StepLoading label="Loading dependent information" />;
  }
  return (
    <DependentList
      enrollmentId={wizard.enrollmentId}
      fields={fields.data.result}
      initial={existing.data.result}
      questions={isHealthAsked ? (questions.data?.result ?? null) : null}
      wizard={wizard}
    />
  );
}

type Editor = { mode: 'add' } | { mode: 'edit'; index: number } | null;

interface DependentListProps {
  enrollmentId: string;
  fields: FormField[];
  initial: DependentListState;
  questions: HealthQuestions | null;
  wizard: ReturnType<typeof useWizard>;
}

function DependentList({ enrollmentId, fields, initial, questions, wizard }: DependentListProps) {
  const [state, setState] = useState(initial);
  const [editor, setEditor] = useState<Editor>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isAskingSpouse, setAskingSpouse] = useState(false);
  const [hasAnsweredSpouse, setAnsweredSpouse] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const step = useStepFinish({ tab: 'dependent_info', enrollmentId, wizard });
  const viewer = useViewer();
  const save = useSaveDependentInfo();
  const saveTemp = useSaveDependentInfoToTemp();
  const clear = useDeleteDependentInIO();
  const cleared = useRef(false);

  const { dependents, tier, is_premier: premier } = state;
  const context = { tier, premier };
  const entries = dependents.map((d) => d.primary_info);
  const isPremierFamily = premier && tier === 'IF';
  const spouseDeclined = isPremierFamily && state.spouse_choice === '0';
  const isEditing = editor?.mode === 'edit';
  const relationship = nextDependentRelationship(tier, entries, { spouseDeclined });
  const notice = dependentNotice(context, entries);
  const showSpouseQuestion = isPremierFamily && editor === null && (isAskingSpouse || (dependents.length === 0 && !hasAnsweredSpouse));
  // Premier existing members answer the spouse question before going on (spec 001 §4).
  const awaitsSpouseChoice = isPremierFamily && state.enroll_type === 'existing-member' && state.spouse_choice === null;
  const canContinue = canContinueDependents(context, entries) && !awaitsSpouseChoice;

  // With no dependent information at all, the server's is cleared (spec 001 §4).
  useEffect(() => {
    if (cleared.current || initial.dependents.length > 0 || initial.has_set_aside_spouse || initial.spouse_choice !== null) return;
    cleared.current = true;
    clear.mutate({ body: { enrollment_id: enrollmentId } });
  }, [clear, enrollmentId, initial]);

  const keepOnServer = (list: DependentWire[], spouse_choice?: '0' | '1', onSaved?: () => void) =>
    saveTemp.mutate(
      { body: { enrollment_id: enrollmentId, dependents: list, ...(spouse_choice ? { spouse_choice } : {}) } },
      {
        onSuccess: ({ result }) => {
          setState(result);
          setSaveError(null);
          step.noteSaved();
          onSaved?.();
        },
        onError: (error) => setSaveError(lastMessage(error)),
      },
    );

  const onValidated = (dependent: DependentWire) => {
    const list = editor?.mode === 'edit' ? dependents.map((d, i) => (i === editor.index ? dependent : d)) : [...dependents, dependent];
    setEditor(null);
    setState((current) => ({ ...current, dependents: list }));
    keepOnServer(list);
  };
  // Asked first (docs/decisions/0099); the server's list follows, as it does when one is added.
  const remove = (index: number) => {
    const list = dependents.filter((_, i) => i !== index);
    setState((current) => ({ ...current, dependents: list }));
    setSaveError(null);
    if (list.length === 0) setAnsweredSpouse(false);
    keepOnServer(list);
  };
  const toDelete = deleting === null ? undefined : dependents[deleting]?.primary_info;
  const deletingEntry =
    toDelete && deleting !== null ? { label: `Dependent #${deleting + 1}`, name: `${toDelete.first_name} ${toDelete.last_name}` } : null;
  const answerSpouse = (choice: '0' | '1') =>
    keepOnServer(dependents, choice, () => {
      setAskingSpouse(false);
      setAnsweredSpouse(true);
    });

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    step.noteIntent(event);
    if (isEditing) return;
    // Save & Continue Later checks and keeps every dependent, then opens the code dialog.
    if (step.isSavingForLater()) return keepOnServer(dependents, undefined, step.finish);
    if (!canContinue) return;
    save.mutate(
      { body: { enrollment_id: enrollmentId, dependents } },
      { onSuccess: step.finish, onError: (error) => setSaveError(lastMessage(error)) },
    );
  };

  const addButton = (which: 'spouse' | 'child') => (
    <BlockedReason reason={isEditing ? SUBMIT_EDIT_FIRST : undefined}>
      {(blocked) => {
        const add = (
          <Button variant="light" onClick={() => setEditor({ mode: 'add' })} {...blocked}>
            {which === 'spouse' ? '+ Add Spouse' : '+ Add Child'}
          </Button>
        );
        return isEditing ? add : <LazyTooltip label="Click to add dependent">{add}</LazyTooltip>;
      }}
    </BlockedReason>
  );

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.dependent_info}
      intro={VIEWER_COPY[viewer].dependentsIntro}
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending || saveTemp.isPending}
      isNextHidden={!canContinue}
      nextBlockedReason={isEditing ? SUBMIT_EDIT_FIRST : undefined}
      nextTooltip="Click to continue enrollment"
    >
      <Stack gap="md">
        <form id={FORM_ID} onSubmit={onNext} noValidate>
          <Stack gap="md">
            <ErrorSummary messages={saveError ? [saveError] : []} />
            {notice ? (
              <Stack
                ref={noticeRef}
                role="status"
                tabIndex={-1}
                gap={4}
                c={notice.tone === 'success' ? 'teal.9' : notice.tone === 'error' ? 'red.9' : 'brand.9'}
              >
                <Text fw={500} c="inherit">
                  {notice.message}
                </Text>
                {notice.detail ? (
                  <Text fz="sm" c="inherit">
                    {notice.detail}
                  </Text>
                ) : null}
              </Stack>
            ) : null}
            {questions && state.enroll_type !== 'new-member' ? (
              <Text fz="sm" c="dimmed">
                {WIZARD_MESSAGES.dependentHealthHint}
              </Text>
            ) : null}
            {dependents.length > 0 ? (
              <Stack gap="sm" component="ul" aria-label="Dependents" p={0} m={0} style={{ listStyle: 'none' }}>
                {dependents.map((dependent, index) => {
                  const label = `Dependent #${index + 1}`;
                  const p = dependent.primary_info;
                  return (
                    <Paper key={p.dependent_id || index} component="li" withBorder radius="md" p="sm">
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {`${RELATIONSHIP_LABELS[p.relationship]} #${index + 1}: ${p.first_name} ${p.last_name}`}
                        </Text>
                        <EntryActions
                          label={label}
                          onEdit={() => setEditor({ mode: 'edit', index })}
                          onDelete={() => setDeleting(index)}
                          isEditDisabled={editor?.mode === 'add'}
                          deleteBlockedReason={isEditing ? SUBMIT_EDIT_FIRST : undefined}
                        />
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            ) : null}
            {isPremierFamily && !showSpouseQuestion && editor === null ? (
              <Group gap="xs">
                <LazyTooltip label="Enroll Spouse">
                  <ActionIcon variant="light" size="lg" aria-label="Enroll Spouse" onClick={() => setAskingSpouse(true)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </LazyTooltip>
                <Text fz="sm">Enroll Spouse</Text>
              </Group>
            ) : null}
            {editor === null && !showSpouseQuestion && relationship && canAddDependent(context, entries) ? (
              <Group>{addButton(relationship)}</Group>
            ) : null}
          </Stack>
        </form>
        {showSpouseQuestion ? (
          <SpouseQuestion
            initial={state.spouse_choice}
            isSaving={saveTemp.isPending}
            onAnswer={answerSpouse}
            onCancel={dependents.length > 0 ? () => setAskingSpouse(false) : undefined}
          />
        ) : null}
        {editor !== null && relationship !== null ? (
          <DependentForm
            key={editor.mode === 'edit' ? `edit-${editor.index}` : 'add'}
            title={`Dependent #${editor.mode === 'edit' ? editor.index + 1 : dependents.length + 1}`}
            dependent={editor.mode === 'edit' ? dependents[editor.index] : undefined}
            relationship={editor.mode === 'edit' ? dependents[editor.index]!.primary_info.relationship : relationship}
            enrollmentId={enrollmentId}
            fields={fields}
            questions={questions}
            effectiveDate={state.effective_date}
            childAgeLimit={state.child_age_limit}
            canSubmit={editor.mode === 'edit' || dependents.length < 9}
            onCancel={() => {
              setEditor(null);
              step.noteSaved();
            }}
            onValidated={onValidated}
          />
        ) : null}
      </Stack>
      <ConfirmDeleteModal
        entry={deletingEntry}
        listName="dependents"
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

/** The premier IF spouse question (spec 001 §2, §4): Yes or No must be chosen. */
function SpouseQuestion({
  initial,
  isSaving,
  onAnswer,
  onCancel,
}: {
  initial: '0' | '1' | null;
  isSaving: boolean;
  onAnswer: (choice: '0' | '1') => void;
  onCancel?: () => void;
}) {
  const [choice, setChoice] = useState<string>(initial ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <Alert variant="light" color="gray" title="Would you like to enroll your spouse?">
      <Stack gap="sm">
        <Radio.Group
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(undefined);
          }}
          label="Enroll spouse"
          error={error}
        >
          <Group gap="lg" mt={4}>
            <Radio value="1" label="Yes" />
            <Radio value="0" label="No" />
          </Group>
        </Radio.Group>
        <Group gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button
            loading={isSaving}
            onClick={() => (choice === '0' || choice === '1' ? onAnswer(choice) : setError(WIZARD_MESSAGES.spouseStatus))}
          >
            Submit
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A refused save as the last message, shown in red (spec 001 §8). */
function lastMessage(error: unknown): string {
  if (!isApiError(error)) return SOMETHING_WENT_WRONG;
  return error.fieldErrors.at(-1)?.error_message ?? (error.message || SOMETHING_WENT_WRONG);
}
