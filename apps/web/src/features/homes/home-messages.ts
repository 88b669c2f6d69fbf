import { VALIDATION_MESSAGES } from '@benefit-store/domain';

/** The homes' validation texts (spec 000 §5), exact. */
export const HOME_MESSAGES = {
  portal: VALIDATION_MESSAGES.choosePlatform,
  group: VALIDATION_MESSAGES.chooseGroup,
  tier: VALIDATION_MESSAGES.chooseTier,
  /** What the group drop-down shows while it is invalid. */
  invalidGroupPlaceholder: 'Choose enroll for new member',
} as const;
