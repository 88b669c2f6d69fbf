/**
 * The external checks of the enrollment wizard (spec 001 §7 "Personal and contact", "Billing";
 * DESIGN §3 "External checks", "Bank lookup"): phone and e-mail verification, the existing-member
 * e-mail check and the routing-number bank lookup. Each answers the envelope's success, or field
 * errors; the e-mail and phone checks add the specification's signup-style `errors` lists.
 */
import * as z from 'zod';
import { CHECK_MESSAGES } from '../messages/spec-texts';
import { ErrorEnvelopeSchema } from './envelope';
import { EnrollmentIdSchema } from './shell';

/** Longest input a check reads: room for any real address or number as typed, nothing more. */
const MAX_INPUT = 320;

const emailField = z.string({ error: CHECK_MESSAGES.emailFormat }).trim().max(MAX_INPUT, CHECK_MESSAGES.emailFormat);

/** GET /api/v1/validate-phone-numverify */
export const PhoneCheckQuerySchema = z.object({
  phone: z.string({ error: CHECK_MESSAGES.phoneInvalid }).trim().max(MAX_INPUT, CHECK_MESSAGES.phoneInvalid),
});
/** A valid US number, in the formats the paid service names them. */
export const PhoneCheckDataSchema = z.object({
  valid: z.literal(true),
  /** Country code and national number: '12125550123'. */
  number: z.string(),
  /** The 10-digit national number the store keeps: '2125550123'. */
  local_format: z.string(),
  international_format: z.string(),
  country_prefix: z.string(),
  country_code: z.string(),
});
export type PhoneCheckData = z.infer<typeof PhoneCheckDataSchema>;

/** POST /api/v1/validate-email-neverbounce */
export const EmailCheckBodySchema = z.object({ email: emailField });
export const EmailCheckDataSchema = z.object({ valid: z.literal(true) });

/**
 * POST /api/v1/validate-member-email. `enrollment_id` (not in the specification, optional): the
 * enrollment of an existing member may keep that member's own address.
 */
export const MemberEmailBodySchema = z.object({ email: emailField, enrollment_id: EnrollmentIdSchema.optional() });
export const MemberEmailDataSchema = z.object({ valid: z.literal(true) });

/**
 * Spec 001 §8 "signup-style errors": beside the envelope's field errors, an `errors` object with
 * the `email` and `phone` message lists (both present; the other one empty).
 */
export const SignupErrorsSchema = z.object({ email: z.array(z.string()), phone: z.array(z.string()) });
export type SignupErrors = z.infer<typeof SignupErrorsSchema>;
export const SignupErrorEnvelopeSchema = ErrorEnvelopeSchema.extend({
  /** Present on every refusal of the address or number itself; a request without the field gets the plain envelope. */
  errors: SignupErrorsSchema.optional(),
});

/** GET /api/v3/routing-number-bank-lookup: `q` is the routing number as typed. */
export const BankLookupQuerySchema = z.object({
  q: z.string({ error: CHECK_MESSAGES.routingDigits }).trim().max(MAX_INPUT, CHECK_MESSAGES.routingDigits),
});
/** The bank's name, upper-cased; empty for a valid routing number the directory does not list. */
export const BankLookupDataSchema = z.object({ name: z.string() });
export type BankLookupData = z.infer<typeof BankLookupDataSchema>;

/** The employer step's zip-to-state lookup (spec 001 §7 "Employer": a list with state_abbreviation). */
export const ZipStatesDataSchema = z.array(z.object({ state_abbreviation: z.string() }));
export type ZipStatesData = z.infer<typeof ZipStatesDataSchema>;

/**
 * GET /api/v1/nearest-zip-code (not a call of the specification; docs/decisions/0040): the location
 * banner's 'Allow' sends the browser's position and gets the nearest zip of the zip database.
 */
const coordinate = (limit: number) =>
  z.coerce.number({ error: 'Invalid location' }).min(-limit, 'Invalid location').max(limit, 'Invalid location');
export const NearestZipQuerySchema = z.object({ latitude: coordinate(90), longitude: coordinate(180) });
/** The nearest US zip with its city and state, and how far its centre is from the position. */
export const NearestZipDataSchema = z.object({ zip: z.string(), city: z.string(), state: z.string(), miles: z.number() });
export type NearestZipData = z.infer<typeof NearestZipDataSchema>;
