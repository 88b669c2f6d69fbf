import * as z from 'zod';
import { PLAN_PAGE_MESSAGES } from '../messages/spec-texts';

/**
 * The pricing call's errorCodes (spec 000 §8), listed in the order pricePlan checks them: when
 * several apply, the first one in this list is the answer.
 */
export const PRICING_CHECK_ORDER = [
  'changePid',
  'enrollmentIdError',
  'portalError',
  'stateError',
  'metError',
  'tierError',
  'ageError',
  'planAgeError',
  'salaryError',
  'hourError',
  'smokerError',
  'newQuestionsError',
] as const;
export const PricingErrorCodeSchema = z.enum(PRICING_CHECK_ORDER);
export type PricingErrorCode = z.infer<typeof PricingErrorCodeSchema>;

/** The plan page's own messages for the codes that have one (spec 000 §8), from the spec-text catalogue. */
export const PRICING_ERROR_MESSAGES = PLAN_PAGE_MESSAGES satisfies Partial<Record<PricingErrorCode, string>>;

/**
 * The `message` the pricing call sends with each errorCode. The spec leaves the server's wording
 * open and shows it for planAgeError and portalError; the codes with a local message reuse it.
 */
export const PRICING_SERVER_MESSAGES: Record<PricingErrorCode, string> = {
  ...PRICING_ERROR_MESSAGES,
  changePid: 'This plan has been replaced by a newer plan.',
  enrollmentIdError: 'Your session has expired. Please enter your basic info again.',
  planAgeError: 'This plan is not available past its maximum age. Please choose another plan.',
  newQuestionsError: 'Please answer the following questions to view rates.',
  portalError: 'This plan is not offered through your enrollment platform or group. Please choose another platform.',
};
