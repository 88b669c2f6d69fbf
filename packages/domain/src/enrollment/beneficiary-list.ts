/**
 * The rules of the beneficiary list as a whole (spec 001 §2, §4, §5 "Beneficiary", §9): the
 * percentages total exactly 100, there are 1 to 3 beneficiaries, adding stops at 100 or at 3,
 * and Next needs a complete list. The page shows them; save-beneficiary-info enforces them.
 */
import { BENEFICIARY_SHARE_TEXTS, WIZARD_MESSAGES, beneficiaryTotalMessage } from '../messages/wizard-texts';

export const MAX_BENEFICIARIES = 3;
export const BENEFICIARY_TOTAL_PERCENTAGE = 100;

/** An entry as far as the list rules care: its share, as a number or as typed. */
type Share = { beneficiary_percentage?: string | number | null };

/** The sum of the shares; a share that is not a number counts as 0 (its own field check reports it). */
export function beneficiaryTotal(list: readonly Share[]): number {
  return list.reduce((total, { beneficiary_percentage }) => {
    const share = Number(beneficiary_percentage ?? 0);
    return total + (Number.isFinite(share) ? share : 0);
  }, 0);
}

export type BeneficiaryNotice = { message: string; isComplete: boolean };

/**
 * The notice under the list: 'Please add your beneficiaries before continuing.' while it is empty,
 * 'Now You can Continue Enrollment' at exactly 100, else the total's over/under message.
 */
export function beneficiaryNotice(list: readonly Share[]): BeneficiaryNotice {
  if (list.length === 0) return { message: WIZARD_MESSAGES.beneficiaryMissing, isComplete: false };
  const total = beneficiaryTotal(list);
  return {
    message: beneficiaryTotalMessage(total) ?? WIZARD_MESSAGES.beneficiaryTotalReached,
    isComplete: total === BENEFICIARY_TOTAL_PERCENTAGE,
  };
}

/** '+ Add Beneficiary' is offered below 3 beneficiaries and below a total of 100. */
export function canAddBeneficiary(list: readonly Share[]): boolean {
  return list.length < MAX_BENEFICIARIES && beneficiaryTotal(list) < BENEFICIARY_TOTAL_PERCENTAGE;
}

/** The list's own faults, in the specification's words; none means it may be saved and the wizard may go on. */
export function beneficiaryListIssues(list: readonly Share[]): string[] {
  if (list.length === 0) return [WIZARD_MESSAGES.beneficiaryMissing];
  const issues: string[] = [];
  if (list.length > MAX_BENEFICIARIES) issues.push(WIZARD_MESSAGES.beneficiaryMaximum);
  const totalMessage = beneficiaryTotalMessage(beneficiaryTotal(list));
  if (totalMessage) issues.push(totalMessage);
  return issues;
}

/** Next is offered only for a non-empty list of at most 3 that totals exactly 100. */
export function canContinueBeneficiaries(list: readonly Share[]): boolean {
  return beneficiaryListIssues(list).length === 0;
}

/**
 * What to change so the list may go on, in one sentence (docs/decisions/0104): add a beneficiary,
 * give or take the percentage the total misses by; undefined when nothing needs to change.
 */
export function beneficiaryFix(list: readonly Share[]): string | undefined {
  if (list.length === 0) return WIZARD_MESSAGES.beneficiaryMissing;
  if (list.length > MAX_BENEFICIARIES) return WIZARD_MESSAGES.beneficiaryMaximum;
  const total = beneficiaryTotal(list);
  if (total < BENEFICIARY_TOTAL_PERCENTAGE) {
    return BENEFICIARY_SHARE_TEXTS.tooLittle(BENEFICIARY_TOTAL_PERCENTAGE - total, list.length < MAX_BENEFICIARIES);
  }
  if (total > BENEFICIARY_TOTAL_PERCENTAGE) return BENEFICIARY_SHARE_TEXTS.tooMuch(total - BENEFICIARY_TOTAL_PERCENTAGE);
  return undefined;
}
