/**
 * Where each wizard step lives and what its saved-tab value is (spec 001 §2 "Routes", §3
 * "Saved-tab values"). The saved-tab values keep the specification's spellings.
 */
import type { TabName } from '../codes/codes';

/** The route segment under /enrollment of each step. */
export const TAB_ROUTE_SEGMENTS: Record<TabName, string> = {
  primary_info: 'personal-info',
  contact_info: 'contact-info',
  employer_info: 'employer-info',
  beneficiary_info: 'beneficiary-info',
  primary_health_info: 'health-questions',
  dependent_info: 'dependent-information',
  review_info: 'review-confirm',
  agreement_info: 'agreement-signature',
  billing_info: 'billing-information',
};

/** The step whose route segment this is, if any. */
export function tabOfRouteSegment(segment: string): TabName | undefined {
  return (Object.keys(TAB_ROUTE_SEGMENTS) as TabName[]).find((tab) => TAB_ROUTE_SEGMENTS[tab] === segment);
}

/** The save-and-continue-later `tab` value of each step. */
export const SAVED_TAB_OF_STEP = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  agreement_info: 'aggrement_info',
  billing_info: 'payment_info',
} as const satisfies Record<TabName, string>;
export type SavedStepTab = (typeof SAVED_TAB_OF_STEP)[TabName];
