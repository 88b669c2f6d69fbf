import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Router state of a plan page opened in place of a replaced plan (changePid). */
export interface ReplacedPlanState {
  replacedPlanName: string | null;
}

export function readReplacedPlanState(state: unknown): ReplacedPlanState | undefined {
  if (typeof state !== 'object' || state === null || !('replacedPlanName' in state)) return undefined;
  const name = state.replacedPlanName;
  return { replacedPlanName: typeof name === 'string' && name.trim() !== '' ? name : null };
}

/**
 * One line above a plan opened from an old link of the plan it replaced (spec 000 §8 changePid;
 * docs/decisions/0039): which plan was replaced and by which, so the shopper knows why the page changed.
 */
export function ReplacedPlanNotice({ replacedPlanName, planName }: { replacedPlanName: string | null; planName: string }) {
  return (
    <Alert variant="light" color="brand" radius="md" icon={<IconInfoCircle aria-hidden />} role="status" data-testid="replaced-plan-notice">
      {replacedPlanName ? `${replacedPlanName} has been replaced by ${planName}.` : `The plan you opened has been replaced by ${planName}.`}
    </Alert>
  );
}
