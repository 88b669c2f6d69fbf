import { createContext, useContext } from 'react';

/**
 * What the wizard's frame knows of the step it shows (docs/decisions/0104), told by the step's own
 * pieces (`useStepFinish`, `StepFrame`), so every step gets it without a line of its own:
 * - whether something typed on it is not saved yet: leaving then asks first;
 * - how many times its form was checked (Next or Save & Continue Later pressed): its error summary
 *   takes focus after each.
 */
export interface WizardStepState {
  checks: number;
  noteChecked: () => void;
  noteUnsaved: () => void;
  noteSaved: () => void;
}

const NOTHING_KEPT: WizardStepState = { checks: 0, noteChecked: () => {}, noteUnsaved: () => {}, noteSaved: () => {} };

export const WizardStepContext = createContext<WizardStepState>(NOTHING_KEPT);

export const useWizardStep = () => useContext(WizardStepContext);
