/**
 * The specification's exact texts that the web shows but the shared rules produce: local
 * plan-page messages (spec 000 §8), the validation messages the domain's schemas raise
 * (spec 000 §5), and the option-group headings of qualifying questions (spec 000 §2).
 * The domain package holds the same texts for the server; spec-texts.test.ts keeps the two equal,
 * and the web reads these for display so one catalogue lists what a visitor can see.
 */
export const PLAN_PAGE_MESSAGES = {
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
} as const;

export const VALIDATION_MESSAGES = {
  required: 'Field is required',
  zipDigits: 'Enter 5 digit zip code',
  zipUnknown: 'Invalid Zip code',
  underAge: 'You must be 18 years to proceed',
  name: 'Please enter valid name',
  email: 'Please enter valid email address',
  bothFields: 'Please fill the both fields.',
} as const;

/** Headings of check-all-that-apply options, in the order they are shown. */
export const QUESTION_GROUP_HEADINGS = ['A. Prior to age 60', 'B. Prior to age 75'] as const;
