import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { tabOfRouteSegment } from '@benefit-store/domain';
import { useLocation } from 'react-router';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { forwardRef, lazy, useMemo, type ReactNode } from 'react';
import { ErrorSummaryDefaults } from '@/components/form';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import { SAVE_LATER_INTENT } from '../use-step-finish';
import { BlockedReason } from './blocked-reason';
import { useWizardImages } from '../wizard-images';
import { useWizardStep } from '../wizard-step-context';
import type { SaveLaterModalProps } from './save-later-modal';

// Its form loads on its first opening, not with every step (docs/decisions/0060).
const SaveLaterModal = lazy(async () => ({ default: (await import('./save-later-modal')).SaveLaterModal }));

export interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  onBack: () => void;
  /** The back button's text: 'Back', or 'Previous' on the billing step (spec 001 §2). */
  backLabel?: string;
  /** The Save & Continue Later dialog; its button submits the step's form with the 'later' intent (use-step-finish.ts). */
  saveLater?: SaveLaterModalProps;
  /** The step's form id: Next submits it. */
  formId: string;
  isSaving?: boolean;
  isNextDisabled?: boolean;
  /** Next is left out altogether (a step that offers it only once its data is complete). */
  isNextHidden?: boolean;
  /** Next is blocked for this reason, shown as its tooltip and description. */
  nextBlockedReason?: string;
  /** A hint on Next while it is not blocked (the dependent step's 'Click to continue enrollment'). */
  nextTooltip?: string;
  /** Said just above the buttons: what Next does when it does more than move on (the review's Next submits). */
  nextNote?: string;
}

/**
 * One wizard step (spec 001 §2): its title, its form in a card (the element the step's screenshot
 * is taken of), and Back, Save & Continue Later and Next. Whatever is typed in the card marks the
 * step unsaved until it is saved, and its error summary lists every field error, focused after each
 * Next (docs/decisions/0104).
 */
export const StepFrame = forwardRef<HTMLDivElement, StepFrameProps>(function StepFrame(
  {
    title,
    intro,
    children,
    onBack,
    backLabel = 'Back',
    saveLater,
    formId,
    isSaving = false,
    isNextDisabled = false,
    isNextHidden = false,
    nextBlockedReason,
    nextTooltip,
    nextNote,
  },
  ref,
) {
  const { pathname } = useLocation();
  const tab = tabOfRouteSegment(pathname.split('/').filter(Boolean).at(-1) ?? '');
  const images = useWizardImages();
  const icon = tab ? images.stepIcon(tab) : undefined;
  const { checks, noteUnsaved } = useWizardStep();
  const summaries = useMemo(() => ({ listsFieldErrors: true, submitCount: checks }), [checks]);
  return (
    <Stack gap="md" component="section" aria-labelledby={`${formId}-title`}>
      <Stack gap={4}>
        <Group gap="sm" wrap="nowrap">
          {icon ? <Image src={icon} alt="" w={40} h={40} aria-hidden /> : null}
          <Title order={1} id={`${formId}-title`} fz={{ base: 'h3', sm: 'h2' }} c="brand.9">
            {title}
          </Title>
        </Group>
        {intro ? (
          <Text c="dimmed" fz="sm">
            {intro}
          </Text>
        ) : null}
      </Stack>
      <Paper ref={ref} radius="lg" withBorder p={{ base: 'md', sm: 'xl' }} onChange={noteUnsaved}>
        <ErrorSummaryDefaults.Provider value={summaries}>{children}</ErrorSummaryDefaults.Provider>
      </Paper>
      {nextNote ? (
        <Text fw={600} ta={{ base: 'left', sm: 'right' }}>
          {nextNote}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {backLabel}
        </Button>
        <Group gap="sm">
          {saveLater ? (
            <Button
              type="submit"
              form={formId}
              name="intent"
              value={SAVE_LATER_INTENT}
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              Save & Continue Later
            </Button>
          ) : null}
          {isNextHidden ? null : (
            <BlockedReason reason={nextBlockedReason}>
              {(blocked) => {
                const next = (
                  <Button
                    type="submit"
                    form={formId}
                    loading={isSaving}
                    disabled={isNextDisabled}
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                    {...blocked}
                  >
                    Next
                  </Button>
                );
                return nextTooltip && nextBlockedReason === undefined ? <LazyTooltip label={nextTooltip}>{next}</LazyTooltip> : next;
              }}
            </BlockedReason>
          )}
        </Group>
      </Group>
      {saveLater ? (
        <MountOnceOpened opened={saveLater.opened}>
          <SaveLaterModal {...saveLater} />
        </MountOnceOpened>
      ) : null}
    </Stack>
  );
});
