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
