/**
 * The agreement step (spec 001 §2 "Agreement & Signature", §3 "Agreement text" / "Agreement form
 * fields", §4 "Agreement", §5 "Agreement"; DESIGN §3 "Agreement verification"): the texts the
 * enroller consents to, which verification fields each process must fill, the mode the form
 * shows (read from which field the server marks required), and the check of a save, shared by the
 * browser's form and the server.
 */
import * as z from 'zod';
import type { Eprocess } from '../codes/codes';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { DEFAULT_FIELD_RULES, isBlank, type FieldRuleOverrides, type FieldRules } from './form-definitions';
import { textField } from './step-fields';

/** One agreement text (spec 001 §3: text_head, text_body, text_required); `text_id` is ours, the key its consent is sent under. */
export const AgreementTextSchema = z.object({
  text_id: z.string(),
  text_head: z.string(),
  text_body: z.string(),
  text_required: z.boolean(),
});
export type AgreementText = z.infer<typeof AgreementTextSchema>;

/** The consent texts the applicant ticks, in order. Each one shown is stored with the signed agreement, word for word. */
export const AGREEMENT_TEXTS: readonly AgreementText[] = [
  {
    text_id: 'authorization',
    text_head: 'Authorization to enroll',
    text_body:
      'I apply for the coverage selected in this enrollment for myself and for the dependents I have listed. I understand that coverage begins on the effective date shown only after this application is accepted and the first premium is paid, and that the plan documents, not this summary, decide what is covered.',
    text_required: true,
  },
  {
    text_id: 'accuracy',
    text_head: 'Accuracy of information',
    text_body:
      'I confirm that the answers and information in this application are true and complete to the best of my knowledge. I understand that a false or incomplete answer may lead to a denied claim or to the coverage being cancelled from its start.',
    text_required: true,
  },
  {
    text_id: 'payment',
    text_head: 'Payroll deduction and EFT authorization',
    text_body:
      'I authorize the premiums and fees for this coverage to be deducted from my pay by my employer, or debited from the bank account or charged to the card I provide on the billing step, each month while the coverage is in force. I may cancel this authorization in writing at least three business days before a payment is due.',
    text_required: true,
  },
  {
    text_id: 'electronic_signature',
    text_head: 'Consent to electronic signature and records',
    text_body:
      'I agree to sign this application electronically and to receive its documents and notices by e-mail. My electronic signature has the same effect as a signature on paper. I may ask for a paper copy at no charge.',
    text_required: true,
  },
];

/**
 * The same consents worded for a rep or a group administrator who fills the application with the
 * applicant (DESIGN §3 "Rep-assisted applications"): they tick what they did and what the applicant
 * told them, never "I apply for myself"; the applicant's own consent is the code sent to them (rep)
 * or their signature (group).
 */
export const ENROLLER_AGREEMENT_TEXTS: readonly AgreementText[] = [
  {
    text_id: 'authorization',
    text_head: 'Authorization to enroll',
    text_body:
      'I submit this application at the request of the applicant named in it, for the coverage selected for them and for the dependents they listed. I have told the applicant that coverage begins on the effective date shown only after this application is accepted and the first premium is paid, and that the plan documents, not this summary, decide what is covered.',
    text_required: true,
  },
  {
    text_id: 'accuracy',
    text_head: 'Accuracy of information',
    text_body:
      'I confirm that the answers in this application are the applicant’s own, recorded as they gave them to me. I have told the applicant that a false or incomplete answer may lead to a denied claim or to the coverage being cancelled from its start.',
    text_required: true,
  },
  {
    text_id: 'payment',
    text_head: 'Payroll deduction and EFT authorization',
    text_body:
      'The applicant has authorized the premiums and fees for this coverage to be deducted from their pay by their employer, or debited from the bank account or charged to the card given on the billing step, each month while the coverage is in force. I have told them they may cancel this authorization in writing at least three business days before a payment is due.',
    text_required: true,
  },
  {
    text_id: 'electronic_signature',
    text_head: 'Consent to electronic signature and records',
    text_body:
      'The applicant has agreed to apply electronically and to receive this application’s documents and notices by e-mail at the contact address given, and knows they may ask for a paper copy at no charge. I submit it with their consent.',
    text_required: true,
  },
];

/** The consents shown to whoever fills the form: the enroller's wording in a rep's or group's process, the applicant's otherwise. */
export function agreementTextsFor(eprocess: Eprocess | null): readonly AgreementText[] {
  return eprocess === 'rep' || eprocess === 'group' ? ENROLLER_AGREEMENT_TEXTS : AGREEMENT_TEXTS;
}

/**
 * How the agreement is verified (spec 001 §4 "Agreement"): the rep's, the group's, the applicant's typed name, or a drawn
 * signature alone; 'applicant-link' (ours, docs/decisions/0092): the applicant signed through the link a rep or group sent them.
 */
export const AgreementModeSchema = z.enum(['rep', 'group', 'applicant', 'sigapplicant', 'applicant-link']);
export type AgreementMode = z.infer<typeof AgreementModeSchema>;

/** Spec 001 §4: the mode is given by the first of these fields the server marks required. */
const MODE_BY_FIELD = [
  ['agent_name', 'rep'],
  ['group_name', 'group'],
  ['user_name', 'applicant'],
  ['signature', 'sigapplicant'],
] as const satisfies readonly (readonly [string, AgreementMode])[];

/** The verification mode of a form, from its fields' rules; undefined when the server requires none of the four. */
export function agreementMode(fields: readonly { field_name: string; required: boolean }[]): AgreementMode | undefined {
  const required = new Set(fields.filter((field) => field.required).map((field) => field.field_name));
  return MODE_BY_FIELD.find(([field]) => required.has(field))?.[1];
}

const R = { required: true, read_only: false };
const LOCKED = { required: true, read_only: true };

/**
 * Which fields each process fills (DESIGN §3 "Agreement verification"): a rep gives their code
 * and the code e-mailed to the applicant's contact address with the answer to a question about
 * the applicant; a group administrator gives the group's code and draws a signature; an applicant
 * types their name and draws a signature. Names, the question and the date are the server's.
 */
const PROCESS_RULES: Record<Eprocess | 'none', FieldRules> = {
  rep: {
    agent_name: LOCKED,
    agent_code: R,
    question_id: LOCKED,
    question: LOCKED,
    answer: R,
    verification_code: R,
    date: LOCKED,
  },
  group: { group_name: LOCKED, group_code: R, date: LOCKED, signature: R },
  applicant: { user_name: R, date: LOCKED, signature: R },
  // An enrollment with no process (a referral or an open link): a drawn signature alone.
  none: { date: LOCKED, signature: R },
};

/** The agreement form's rules for a process, a portal's overrides on top. */
export function agreementFieldRules(eprocess: Eprocess | null, overrides?: FieldRuleOverrides | null): FieldRules {
  const own = overrides?.agreement_info ?? {};
  const byProcess = PROCESS_RULES[eprocess ?? 'none'];
  return Object.fromEntries(
    Object.entries(DEFAULT_FIELD_RULES.agreement_info).map(([name, rule]) => [name, { ...rule, ...byProcess[name], ...own[name] }]),
  );
}

/** The question asked of the applicant in the rep process; its answer is checked against the personal step. */
export const AGREEMENT_QUESTION = { question_id: 1, question: "What is the applicant's date of birth (mm/dd/yyyy)?" } as const;

/** A drawn signature as the pad gives it: a PNG data URL, at most 512 KB of base64. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const MAX_SIGNATURE_LENGTH = SIGNATURE_PREFIX.length + 512 * 1024;
export function isSignatureDataUrl(value: string): boolean {
  return (
    value.startsWith(SIGNATURE_PREFIX) &&
    value.length <= MAX_SIGNATURE_LENGTH &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(SIGNATURE_PREFIX.length))
  );
}

/** The agreement's fields as the form and the save call carry them, each checked for its format. */
export function agreementInfoFields() {
  return z.object({
    question_id: textField(),
    question: textField(),
    answer: textField((value) => value.length <= 100, AGREEMENT_MESSAGES.tooLong),
    verification_code: textField((value) => /^\d{6}$/.test(value), AGREEMENT_MESSAGES.verificationCode),
    date: textField(),
    agent_name: textField(),
    agent_code: textField((value) => value.length <= 16, AGREEMENT_MESSAGES.agentCode),
    group_name: textField(),
    group_code: textField((value) => value.length <= 32, AGREEMENT_MESSAGES.groupCode),
    user_name: textField((value) => value.length <= 160, AGREEMENT_MESSAGES.tooLong),
    // A drawn or typed signature is a picture of some kilobytes, not a 255-character text (docs/decisions/0092).
    signature: textField(isSignatureDataUrl, AGREEMENT_MESSAGES.signatureUnreadable, MAX_SIGNATURE_LENGTH),
  });
}

/** Each consent as the form holds it: ticked or not, by text_id (ours: the specification sends none). */
export const ConsentsSchema = z.record(z.string().max(40), z.boolean());

/** The messages of the step: the specification's (§5) and ours. */
export const AGREEMENT_MESSAGES = {
  consentRequired: WIZARD_MESSAGES.consentRequired,
  signatureRequired: WIZARD_MESSAGES.signatureRequired,
  required: WIZARD_MESSAGES.required,
  /** Not quoted by the specification. */
  verificationCode: 'Enter the 6-digit code sent to the applicant',
  wrongVerificationCode: 'The verification code is not correct',
  expiredVerificationCode: 'The verification code has expired. Please send a new one.',
  noVerificationCode: 'Please send a verification code to the applicant first',
  codeForOtherAddress: 'The contact e-mail address changed after this code was sent. Please send a new code.',
  agentCode: 'The agent code does not match this enrollment',
  groupCode: 'The group code does not match this enrollment',
  wrongAnswer: 'The answer does not match the applicant’s information',
  userName: 'Please type the applicant’s full name as entered on the personal step',
  signatureUnreadable: 'The signature could not be read. Please sign again.',
  tooLong: 'Please keep this to 100 characters',
  noContactEmail: 'Please complete the contact information first',
  noCodeForProcess: 'This enrollment is not verified with a code',
  codeSent: 'A verification code was sent to the applicant’s e-mail address.',
} as const;

/**
 * The agreement step's whole check: every text that must be agreed to is ticked ('This field is
 * required.' under its checkbox), and each required, editable field is filled ('Signature is
 * required' for the signature, 'Field is required' for the others, the verification answer among them).
 */
export function agreementInfoSchema({ rules, texts = AGREEMENT_TEXTS }: { rules: FieldRules; texts?: readonly AgreementText[] }) {
  return agreementInfoFields()
    .extend({ consents: ConsentsSchema.nullish().transform((consents) => consents ?? {}) })
    .superRefine((values, ctx) => {
      for (const text of texts) {
        if (text.text_required && values.consents[text.text_id] !== true) {
          ctx.addIssue({ code: 'custom', path: ['consents', text.text_id], message: AGREEMENT_MESSAGES.consentRequired });
        }
      }
      for (const [name, rule] of Object.entries(rules)) {
        if (!rule.required || rule.read_only || !isBlank(values[name as keyof typeof values])) continue;
        const message = name === 'signature' ? AGREEMENT_MESSAGES.signatureRequired : AGREEMENT_MESSAGES.required;
        ctx.addIssue({ code: 'custom', path: [name], message });
      }
    });
}
export type AgreementInfoInput = z.input<ReturnType<typeof agreementInfoSchema>>;
