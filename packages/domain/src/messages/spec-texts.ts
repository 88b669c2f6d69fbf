/**
 * The one catalogue of the specification's exact texts that both the server and the web use
 * (ADR 0018, as revised). The domain's schemas and rules, the API and the web import these;
 * nobody keeps a copy. Change a text here and every side follows.
 * This module imports nothing, so any domain module may use it without a cycle.
 */

/** The plan page's own messages for the pricing codes that have one (spec 000 §8). */
export const PLAN_PAGE_MESSAGES = {
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
} as const;

/** Validation messages of the forms (spec 000 §5, §8 and the referral / quote forms). */
export const VALIDATION_MESSAGES = {
  required: 'Field is required',
  zipDigits: 'Enter 5 digit zip code',
  zipUnknown: 'Invalid Zip code',
  underAge: 'You must be 18 years to proceed',
  invalidDate: 'Invalid date',
  name: 'Please enter valid name',
  email: 'Please enter valid email address',
  bothFields: 'Please fill the both fields.',
  /** The homes' and plan page's choices (spec 000 §5, 001 local messages). */
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseTier: 'Please choose a tier',
} as const;

/**
 * Not the specification's: the portal field under which its 'Please choose a platform' sits,
 * named as the message names it (spec 000 §3 "Enrollment platform (portal)", docs/decisions/0100).
 */
export const PLATFORM_FIELD = { label: 'Enrollment platform', placeholder: 'Choose a platform' } as const;

/** Save & Continue Later and the continue-enrollment page (spec 001 §2, §5). */
export const RESUME_TEXTS = {
  saveLaterEmail: 'Enter valid email address',
  saveLaterQuestion: 'Please enter the alternate email you want to send Enrollment code to?',
  saved: 'Information Saved!!! Check your email to continue',
  continueHeading: 'Welcome to the Benefit Store',
  continueIntro: 'Please Enter Your Code and Email Address',
} as const;

/** The plan page's qualifying questions and carrier statements (spec 000 §2, §5; ADR 0006). */
export const PLAN_QUESTION_MESSAGES = {
  title: 'Please answer following questions to view rates.',
  answerAll: 'Please answer all questions',
  answerYes: 'Please answer yes in order to continue',
  hintYes: '*Answer should be Yes to continue',
  hintEither: '*Answer should be Yes/No to continue',
  chooseOption: 'Please choose at least one option',
  invalidQuestion: 'Invalid question',
  invalidOption: 'Invalid option',
} as const;

/** Headings of check-all-that-apply options of qualifying questions, in the order they are shown (spec 000 §2). */
export const QUESTION_GROUP_HEADINGS = ['A. Prior to age 60', 'B. Prior to age 75'] as const;

/**
 * The external checks' messages (spec 001 §5 and §8; docs/decisions/0030). The specification gives
 * the e-mail format, phone, existing-address and zip texts; the disposable-address, zip-state and
 * routing-number texts are ours.
 */
export const CHECK_MESSAGES = {
  emailFormat: 'Email is not in correct format',
  emailDisposable: 'Please use a permanent email address, not a disposable one',
  emailUndeliverable: 'This email address cannot receive mail',
  emailExists: 'Email Already Exists.',
  phoneInvalid: 'Invalid phone number',
  zipUnknown: VALIDATION_MESSAGES.zipUnknown,
  zipNotInState: 'Zip code does not belong to the state',
  routingDigits: 'Routing number must be 9 digits',
  routingInvalid: 'Invalid routing number',
} as const;
