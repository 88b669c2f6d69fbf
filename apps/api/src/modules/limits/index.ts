/** What other modules and the app use of limits (docs/decisions/0109): the module's one public face. */
export {
  clearFailures,
  countFailure,
  countInWindow,
  refuseWhileDelayed,
  takeAttempt,
  type WindowLimit,
  windowReached,
} from './abuse-limits';
export { registerAddressLimits } from './address-limits';
export {
  ACCESS_CODES_PER_ADDRESS,
  CHAT_PER_ADDRESS,
  CHECKS_PER_ADDRESS,
  CONTINUE_CODES_PER_ADDRESS,
  DIRECT_CONTINUE_PER_ADDRESS,
  FAILED_RESUMES_STORE_WIDE,
  FILTERS_PER_ADDRESS,
  LEAD_INFORMATION_PER_ADDRESS,
  QUOTE_LINKS_PER_ADDRESS,
  SAVE_LATER_EMAILS_PER_ENROLLMENT,
  SAVE_LATER_PER_ADDRESS,
  SIGN_IN_PER_ACCOUNT,
  signInPerAddress,
  takeEmailToRecipient,
  VERIFICATION_CODES_PER_ADDRESS,
  VERIFICATION_CODES_PER_ENROLLMENT,
  WRONG_CODES_PER_EMAIL_AT_CEILING,
} from './limit-rules';
