import type { SavedTab } from '../codes/codes';

/**
 * The page each saved-tab value resumes at (spec 001 §3 "Saved-tab values used for routing",
 * §4 "Continue and resume"): the wizard's step routes of spec 001 §2, and the cart for a quote.
 */
export const SAVED_TAB_ROUTES: Readonly<Record<SavedTab, string>> = {
  primary_info: '/enrollment/personal-info',
  contact_info: '/enrollment/contact-info',
  employer_info: '/enrollment/employer-info',
  benificiary_info: '/enrollment/beneficiary-info',
  health_info: '/enrollment/health-questions',
  dependent_info: '/enrollment/dependent-information',
  review_info: '/enrollment/review-confirm',
  aggrement_info: '/enrollment/agreement-signature',
  payment_info: '/enrollment/billing-information',
  cart_info: '/cart',
};

/** Where a continued enrollment opens. */
export function savedTabRoute(tab: SavedTab): string {
  return SAVED_TAB_ROUTES[tab];
}

/** The step each saved-tab value names, as the wizard titles it (spec 001 §2 "Wizard shell"). */
export const SAVED_TAB_TITLES: Readonly<Record<SavedTab, string>> = {
  primary_info: 'Personal Information',
  contact_info: 'Contact Information',
  employer_info: 'Employer Information',
  benificiary_info: 'Beneficiary Information',
  health_info: 'Health Questions',
  dependent_info: 'Dependent Information',
  review_info: 'Review & Confirmation',
  aggrement_info: 'Agreement & Signature',
  payment_info: 'Billing Information',
  cart_info: 'Cart',
};
