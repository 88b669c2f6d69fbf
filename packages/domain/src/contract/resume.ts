/**
 * Save and continue later (spec 001 §2 "Save & Continue Later modal", "Continue enrollment",
 * "Direct-continue", §3 "Continue result", §7 "Resume and entry"; DESIGN §3 "Save and continue
 * later", "Direct-continue links"). Wire names are the specification's.
 */
import * as z from 'zod';
import { EnrollTypeSchema, EprocessSchema, OpenTypeSchema, SavedTabSchema } from '../codes/codes';
import { RESUME_TEXTS } from '../messages/spec-texts';
import { SaveQuoteBodySchema, UNSUPPORTED_TAB } from './quotes';
import { EnrollmentIdSchema } from './shell';

/** Continue codes: 8 characters without look-alikes (no 0/O, 1/I/L), about 40 random bits. */
export const CONTINUE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CONTINUE_CODE_LENGTH = 8;
/** A code ends 30 days after its save; a direct-continue link after 7 days, or once used. */
export const CONTINUE_CODE_DAYS = 30;
export const DIRECT_CONTINUE_DAYS = 7;
/** Wrong tries against one enrollment's code before the code stops working. */
export const CONTINUE_CODE_MAX_WRONG_TRIES = 5;

/** Our messages for what the specification leaves to the server ("server errors per field (code, email)"). */
export const RESUME_MESSAGES = {
  required: 'Field is required',
  /** A code not of the codes' form (it tells nothing of any enrollment). */
  malformedCode: 'This code is not valid. Please check the code in your e-mail.',
  /** Every code that does not open an enrollment with the address given: unknown, or sent to another address. */
  notOpened: 'This code and e-mail address do not open a saved enrollment. Please check both in your e-mail.',
  replacedCode: 'This code was replaced by a newer one. Please use the code in your latest e-mail.',
  expiredCode: `This code has expired. Codes are valid for ${CONTINUE_CODE_DAYS} days.`,
  lockedCode: 'This code no longer works after too many wrong tries. Please save your enrollment again to get a new code.',
  completed: 'This enrollment is already complete',
  unknownLink: 'This link is not valid. Please continue with the code from your e-mail.',
  usedLink: 'This link has already been used. Please continue with the code from your e-mail.',
  expiredLink: `This link has expired (links are valid for ${DIRECT_CONTINUE_DAYS} days). Please continue with the code from your e-mail.`,
  replacedLink: 'This link was replaced by a newer one. Please use the link or code in your latest e-mail.',
} as const;

const CODE_PATTERN = new RegExp(`^[${CONTINUE_CODE_ALPHABET}]{${CONTINUE_CODE_LENGTH}}$`);

/** What people type: spaces and hyphens dropped, lower case accepted. */
export function normalizeContinueCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export const ContinueCodeSchema = z
  .string({ error: RESUME_MESSAGES.required })
  .transform(normalizeContinueCode)
  .pipe(z.string().min(1, { error: RESUME_MESSAGES.required, abort: true }).regex(CODE_PATTERN, RESUME_MESSAGES.malformedCode));

/** The e-mail a code is sent to and checked against (spec 001 §5 'Enter valid email address'). */
const ResumeEmailSchema = z
  .string({ error: RESUME_TEXTS.saveLaterEmail })
  .trim()
  .min(1, RESUME_TEXTS.saveLaterEmail)
  .max(255, RESUME_TEXTS.saveLaterEmail)
  .pipe(z.email(RESUME_TEXTS.saveLaterEmail));

/** The saved-tab values of the wizard's steps: every one of spec 001 §3 but the cart's quote. */
export const SaveLaterTabSchema = SavedTabSchema.exclude(['cart_info']);
export type SaveLaterTab = z.infer<typeof SaveLaterTabSchema>;

/**
 * save-enrollment for a wizard step: the tab to resume at and the address for the code. `data`
 * (the step's form values) is accepted and not stored: a step's values are written only by the
 * step's own save call, with its rules and version check (docs/decisions/0029).
 */
export const SaveLaterBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  email: ResumeEmailSchema,
  tab: SaveLaterTabSchema,
  data: z.unknown().optional(),
});
export type SaveLaterBody = z.infer<typeof SaveLaterBodySchema>;

/**
 * save-enrollment is shared by the cart's quote (tab cart_info) and save-and-continue-later of
 * the wizard's steps (every other saved-tab value); any other tab answers 'Unsupported tab'.
 */
export const SaveEnrollmentBodySchema = z.discriminatedUnion('tab', [SaveQuoteBodySchema, SaveLaterBodySchema], {
  error: (issue) => (issue.code === 'invalid_union' ? UNSUPPORTED_TAB : undefined),
});
export type SaveEnrollmentBody = z.infer<typeof SaveEnrollmentBodySchema>;
/** 'Quote Successfully Sent to {email}', or 'Information Saved!!! Check your email to continue'. */
export const SaveEnrollmentDataSchema = z.object({ message: z.string() });

export const ContinueEnrollmentBodySchema = z.object({ code: ContinueCodeSchema, email: ResumeEmailSchema });
export type ContinueEnrollmentBody = z.infer<typeof ContinueEnrollmentBodySchema>;

/**
 * The link's first part, as the web passes it on: the base64url of the link's 32 random bytes
 * (the specification names it enrollment_id; it is never an enrollment id, DESIGN §3).
 */
export const DirectContinueParamsSchema = z.object({
  enrollment_id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, RESUME_MESSAGES.unknownLink),
});

/**
 * The continue result (spec 001 §3): the enrollment, the tab to resume at and the session it
 * belongs to. `eprocess` and `enroll_type` are ours beside the specification's `others`: the
 * wizard needs them and the browser's storage was cleared on entry.
 */
export const ContinueResultSchema = z.object({
  enrollment_id: z.string(),
  saved_tab: SavedTabSchema,
  others: z.object({
    group_id: z.number().nullable(),
    platform_group_id: z.number().nullable(),
    agent_id: z.number().nullable(),
    open_type: OpenTypeSchema.nullable(),
    type: z.enum(['new-user', 'existing-user']),
    eprocess: EprocessSchema.nullable(),
    enroll_type: EnrollTypeSchema.nullable(),
  }),
});
export type ContinueResult = z.infer<typeof ContinueResultSchema>;
export const ContinueDataSchema = z.object({ result: ContinueResultSchema });
