/**
 * The enrollment wizard's exact texts (spec 001 §2, §5, §8), beside the storefront's in
 * spec-texts.ts: the domain's step schemas, the API and the web all read them from here.
 */
import type { TabName } from '../codes/codes';

/** Each step's title in the progress bar (spec 001 §2 "Wizard shell"). */
export const WIZARD_TAB_TITLES: Record<TabName, string> = {
  primary_info: 'Personal Information',
  contact_info: 'Contact Information',
  employer_info: 'Employer Information',
  beneficiary_info: 'Beneficiary Information',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Information',
  review_info: 'Review & Confirmation',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Information',
};

/** Validation and notice texts of the wizard's steps (spec 001 §5, §8). */
/** A text field's length rule, in the words the health step used first. */
export const atMostCharacters = (max: number) => `Please keep this to ${max} characters`;

export const WIZARD_MESSAGES = {
  required: 'Field is required',
  /** Not quoted by the specification: a select's or option's value that is not one of its choices (docs/decisions/0104). */
  notAChoice: 'This is not one of the choices. Please choose one from the list.',
  firstName: 'Please enter valid first name',
  lastName: 'Please enter valid last name',
  ssn: 'Invalid Social Security Number',
  weight: 'Weight cannot be zero or less',
  heightFeet: 'Height cannot be zero',
  heightInch: 'Inch is invalid',
  enrollerCodeRequired: 'Enroller code is required',
  enterEnrollerCode: 'Enter Enroller Code',
  contactEmail: 'Email is not in correct format',
  /** Not quoted by the specification: the applicant confirms the application at this address. */
  staffEmailAsContact: 'This address signs a rep or group in to the store. Please enter the applicant’s own e-mail address.',
  phone: 'Invalid phone number',
  contactZip: 'Enter 5 digit zip code.',
  employerZip: 'Enter 5 digit zip code',
  employerName: 'Invalid employer information',
  holidayPolicy: 'Select at least one holiday policy',
  retiredEmployer: 'You cannot proceed with retired employer',
  beneficiaryPercentage: 'Beneficiary percentage should not be 0 or more than 100',
  beneficiaryTotalReached: 'Now You can Continue Enrollment',
  beneficiaryMaximum: 'Maximum allowed number of beneficiaries is 3',
  beneficiaryMissing: 'Please add your beneficiaries before continuing.',
  emailExists: 'Email Already Exists.',
  phoneExists: 'Phone already exists',
  /** Agreement (spec 001 §5): an unticked consent checkbox, an empty signature pad. */
  consentRequired: 'This field is required.',
  signatureRequired: 'Signature is required',
  /** Not quoted by the specification: a date after today where the spec forbids one. */
  futureDate: 'Date cannot be in the future',
  /** Not quoted by the specification: a health date before the applicant's date of birth. */
  beforeBirth: 'Date cannot be before your date of birth',
  /** Not quoted by the specification: a state that is not two letters. */
  state: 'Enter the 2-letter state',
  /** Not quoted by the specification: the employer's number of employees is not a whole number. */
  employeeCount: 'Enter the number of employees as a whole number',
  /** Not quoted by the specification: the server refuses a save for a step the enrollment does not have. */
  stepNotRequired: 'This step is not part of this enrollment',
  /** Health step (spec 001 §5 "Health" quotes none of these): the rules of docs/decisions/0033. */
  recoveryBeforeOnset: 'Date of recovery cannot be before the date of onset',
  tooManyMedications: 'At most 3 medications can be listed',
  unknownHealthQuestion: 'This question is not part of this enrollment',
  repeatedHealthQuestion: 'This question is answered more than once',
  answerAllHealthQuestions: 'Please answer all questions',
  /** Billing (spec 001 §5 "EFT", "Card"). */
  accountName: 'Invalid account holder name',
  cardNumber: 'Card number must be Min-13 and Max-25',
  billingZip: 'Invalid Zip code',
  /** Billing texts the specification does not quote (docs/decisions/0035). */
  accountNumber: 'Account number must be 4 to 17 digits',
  cardNumberInvalid: 'Invalid card number',
  securityCode: 'Security code must be 3 or 4 digits',
  securityCodeForBrand: 'Security code does not match the card',
  expirationMonth: 'Choose a month from 01 to 12',
  expirationYear: 'Choose a year from this year to 20 years ahead',
  cardExpired: 'This card has expired',
  billDate: 'Choose a bill date from the 1st to the 28th',
  paymentMethodNotOffered: 'This payment method is not offered here',
  existingPaymentNotFound: 'This payment method is not on file',
  /** Dependent step (spec 001 §2, §8). */
  spouseStatus: 'Please select spouse status',
  childRequired: 'Child information required',
  spouseRequired: 'Spouse information required',
  spouseAndChildRequired: 'Spouse & Child information required',
  dependentsComplete: 'You can proceed further clicking next button',
  premierOneChild: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  dependentHealthHint: 'Please add/edit your dependent info to add/edit health questions.',
  /** Not quoted by the specification: the dependent list's own limits (spec 001 §5, §9). */
  dependentMaximum: 'Maximum allowed number of dependents is 9',
  dependentOneForSpouseTier: 'Only one dependent is allowed for the Member + Spouse tier',
  dependentWrongRelationship: 'This relationship is not part of the chosen tier',
  dependentOneSpouse: 'Only one spouse can be added',
  /**
   * Not quoted by the specification: the premier IC rule in words, shown beside the spec's quoted
   * 'Only one child is allowed in L713 plans…' (docs/decisions/0099).
   */
  premierOneChildInWords:
    'Your premier plan (L713) covers one child on Member + 1 Child. Delete a child to go on, or choose the Family tier to cover every child.',
} as const;

/**
 * Not quoted by the specification: the dependent age rules of DESIGN §3 "Dependents", each naming
 * the rule and the effective date the age is counted on (docs/decisions/0099).
 */
export const DEPENDENT_AGE_MESSAGES = {
  spouseTooYoung: (minimumAge: number, effectiveDate: string) =>
    `A spouse must be at least ${minimumAge} on the effective date (${effectiveDate}).`,
  childTooOld: (ageLimit: number, effectiveDate: string) =>
    `A child must be under ${ageLimit} on the effective date (${effectiveDate}), unless marked as a disabled dependent.`,
} as const;

/** 'Your total Beneficiary Percentage is N and it Should not be more than 100%' and its 'less' twin (spec 001 §5). */
export function beneficiaryTotalMessage(total: number): string | undefined {
  if (total > 100) return `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`;
  if (total < 100) return `Your total Beneficiary Percentage is ${total} and it Should be ideally not less than 100%`;
  return undefined;
}

/**
 * Not quoted by the specification: the beneficiary shares' running total, and what to change when
 * they do not add up to 100 (docs/decisions/0104), beside the specification's total message.
 */
export const BENEFICIARY_SHARE_TEXTS = {
  total: (total: number) => `Total: ${total}% of 100%`,
  tooLittle: (missing: number, canAdd: boolean) =>
    canAdd
      ? `The shares add up to ${100 - missing}%: give the other ${missing}% by raising a share (Edit) or by adding a beneficiary.`
      : `The shares add up to ${100 - missing}%: give the other ${missing}% by raising a share (Edit).`,
  tooMuch: (extra: number) =>
    `The shares add up to ${100 + extra}%: take ${extra}% off by lowering a share (Edit) or deleting a beneficiary.`,
} as const;

/**
 * "Not you? Start over" in the wizard's header (DESIGN §3 "Enrollment holds"; the specification
 * quotes none): this browser lets go of the enrollment, which stays saved for its owner.
 */
export const START_OVER_TEXTS = {
  link: 'Not you? Start over',
  title: 'Start over?',
  body: 'This browser will no longer open this enrollment. Nothing you saved is deleted: the person it belongs to can continue it with the code we e-mailed them.',
  confirm: 'Start over',
  cancel: 'Keep going',
  failed: 'We could not start over. Please try again.',
} as const;

/** Not quoted by the specification: leaving a step with what was typed on it not saved (docs/decisions/0104). */
export const LEAVE_STEP_TEXTS = {
  title: 'Leave without saving?',
  body: 'What you typed on this step is not saved yet. Stay to keep it (Next or Save & Continue Later saves it), or leave and lose it.',
  stay: 'Stay on this step',
  leave: 'Leave without saving',
} as const;
