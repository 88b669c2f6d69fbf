/** The homes' validation texts (spec 000 §5), exact. */
export const HOME_MESSAGES = {
  portal: 'Please choose a platform',
  group: 'Please choose a group',
  tier: 'Please choose a tier',
  /** What the group drop-down shows while it is invalid. */
  invalidGroupPlaceholder: 'Choose enroll for new member',
} as const;
