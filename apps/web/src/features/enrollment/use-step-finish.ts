import type { TabName } from '@benefit-store/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { drawWaitingScreenshots, preloadScreenshots, uploadScreenshot } from '@/lib/screenshot';
import type { useWizard } from './use-wizard';
import { useWizardStep } from './wizard-step-context';

/** What the button that submitted a step's form asked for: Next, or Save & Continue Later. */
export type StepIntent = 'next' | 'later';
export const SAVE_LATER_INTENT: StepIntent = 'later';

function intentOf(event: FormEvent): StepIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.value === SAVE_LATER_INTENT ? 'later' : 'next';
}

/**
 * How a step ends (spec 001 §2): its form is saved through the step's own call either way, so
 * nothing typed is lost; then Next moves on, and Save & Continue Later opens the code dialog.
 * The step's screenshot is taken of `frame` as the step leaves, its code loaded when the step
 * shows (failures only logged, docs/decisions/0102). A saved step leaves without asking; its form
 * tells the wizard's frame when it was checked and when it was typed in (docs/decisions/0104).
 */
export function useStepFinish({ tab, enrollmentId, wizard }: { tab: TabName; enrollmentId: string; wizard: ReturnType<typeof useWizard> }) {
  const frame = useRef<HTMLDivElement>(null);
  const intent = useRef<StepIntent>('next');
  const [isLaterOpen, setLaterOpen] = useState(false);
  const { noteChecked, noteUnsaved, noteSaved } = useWizardStep();
  // Shown: the previous step's picture is drawn now, not while this step was loading (docs/decisions/0108).
  useEffect(() => {
    preloadScreenshots();
    drawWaitingScreenshots();
  }, []);

  return {
    frame,
    /** Call first in the form's submit handler. */
    noteIntent: (event: FormEvent) => {
      intent.current = intentOf(event);
    },
    /** Whether the save under way was asked for by Save & Continue Later. */
    isSavingForLater: () => intent.current === 'later',
    /** The step's data is saved: take its picture, then move on or open the code dialog. */
    finish: () => {
      noteSaved();
      uploadScreenshot({ enrollmentId, name: tab, element: frame.current });
      if (intent.current === 'later') setLaterOpen(true);
      else wizard.goNext();
    },
    /**
     * The step form's attributes: its id (Next and Save & Continue Later submit it), and a submit
     * that notes which one did and, once the form is checked, tells the frame (its error summary
     * takes focus then).
     */
    formProps: (id: string, onSubmit: (event: FormEvent) => Promise<void>) => ({
      id,
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        intent.current = intentOf(event);
        void onSubmit(event).finally(noteChecked);
      },
    }),
    /** Something of the step changed without a field being typed in (an entry deleted from its list). */
    noteUnsaved,
    /** What the step holds is on the server again, or what was typed was let go (a list's form cancelled). */
    noteSaved,
    /** Opens the code dialog without a save (a step whose data cannot be saved yet). */
    openSaveLater: () => setLaterOpen(true),
    saveLater: { opened: isLaterOpen, onClose: () => setLaterOpen(false), enrollmentId, tab },
  };
}
