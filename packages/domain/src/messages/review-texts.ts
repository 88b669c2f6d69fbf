/**
 * The review step's and the receipt's texts (spec 001 §2 "Review & Confirmation", "Receipt", §8).
 */
import type { Eprocess, TabName } from '../codes/codes';
import { WIZARD_TAB_TITLES } from './wizard-texts';

export const REVIEW_MESSAGES = {
  /** Spec 001 §8 "Save-review failure". */
  saveFailed: 'Something went wrong. Please save your enrollment.',
  saveAndContinueLater: 'Save and Continue Later',
  firstMonthTotalCost: 'First Month Total Cost',
  recurringMonthlyCost: 'Recurring Monthly Cost',
  editDetails: 'Edit Details',
  /** Not quoted by the specification: said above the review's Next, which completes the enrollment (docs/decisions/0098). */
  nextSubmits: 'Pressing Next submits your application.',
  receiptSubject: 'Enrollment Receipt',
  returnToHomepage: 'Return to homepage',
  /** Not quoted by the specification: get-receipt before the enrollment is complete. */
  receiptNotFound: 'Receipt not found',
} as const;

/** Not quoted by the specification: completion refused while a required step is not saved (DESIGN §3 "Completion"). */
export function stepMissingMessage(tab: TabName): string {
  return `Please complete ${WIZARD_TAB_TITLES[tab]} before confirming your enrollment`;
}

/** Spec 001 §8: a dependent's error on the review step. */
export function dependentReviewMessage(index: number, message: string): string {
  return `Dependent #${index + 1} ${message}`;
}

/**
 * Who looks at a wizard screen (docs/decisions/0100): the applicant themself, or the rep or group
 * administrator filling the application for them. The process says it: a rep's or group's
 * application is finished by them (its agreement asks for their code), or signed by the applicant
 * on a page of its own.
 */
export type Viewer = 'applicant' | 'rep' | 'group';
export function viewerOf(eprocess: Eprocess | null | undefined): Viewer {
  return eprocess === 'rep' || eprocess === 'group' ? eprocess : 'applicant';
}

/**
 * The receipt's sentence, for who reads it: the specification's text (spec 001 §2 "Receipt") to
 * the rep, for whom it is true; a group administrator is told the copy goes to the member, and
 * the applicant that it goes to them (the rep's or group's copy is theirs to know of).
 */
export function receiptText(policyId: string, viewer: Viewer): string {
  const confirmation = `Your confirmation number is #${policyId}.`;
  const subject = `with the subject "${REVIEW_MESSAGES.receiptSubject}"`;
  if (viewer === 'rep')
    return `Your confirmation number is #${policyId}. A receipt of your enrollment will be sent to you and also to the client with the subject "Enrollment Receipt"`;
  if (viewer === 'group') return `${confirmation} A receipt of this enrollment will be sent to you and also to the member ${subject}`;
  return `${confirmation} A receipt of your enrollment will be sent to you by e-mail ${subject}`;
}

/** The review step's cards (spec 001 §2 "Review & Confirmation"), in the order shown. */
export const REVIEW_CARD_TITLES = {
  primary_info: 'Personal Info',
  contact_info: 'Contact Info',
  employer_info: 'Employer Info',
  beneficiary_info: 'Beneficiary Info',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Info',
  billing_info: 'Billing Info',
  agreement_info: 'Agreement & Signature',
} as const satisfies Partial<Record<TabName, string>>;
export type ReviewCardTab = keyof typeof REVIEW_CARD_TITLES;

/** One card per required tab, and Agreement & Signature always (spec 001 §2). */
export function reviewCards(requiredTabs: readonly TabName[]): ReviewCardTab[] {
  const required = new Set(requiredTabs);
  return (Object.keys(REVIEW_CARD_TITLES) as ReviewCardTab[]).filter((tab) => tab === 'agreement_info' || required.has(tab));
}
