/**
 * The applicant's signing link and "this was not me" (ours; DESIGN §3 "Rep-assisted applications",
 * docs/decisions/0092, 0093): a rep or group sends the applicant a single-use link; the applicant
 * reviews the application masked, ticks the consents and signs; completion tells them who enrolled
 * them, with a link to say it was not them.
 */
import * as z from 'zod';
import { AgreementTextSchema, ConsentsSchema } from '../enrollment/agreement-step';
import { SIGNING_MESSAGES } from '../messages/signing-texts';
import { CoverageSummarySchema, ReceiptDataSchema } from './review';
import { EnrollmentIdSchema } from './shell';

/** POST send-to-applicant-to-sign: which enrollment's applicant gets the link. */
export const SendToSignBodySchema = z.object({ enrollment_id: EnrollmentIdSchema });
/** The notice, and the address the link went to, masked (`m•••@example.com`). */
export const SentToSignDataSchema = z.object({ message: z.string(), sent_to: z.string() });

/** A link's token: 32 random bytes, base64url. Any other shape is refused as an unknown link. */
export const SigningTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SIGNING_MESSAGES.linkInvalid),
});
export const NotMeTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SIGNING_MESSAGES.notMeInvalid),
});

/** One card of the review, as the review step shows it: its title and its saved data, masked. */
export const SigningSectionSchema = z.object({ tab: z.string(), title: z.string(), data: z.unknown() });

/** The cart the applicant is asked to sign for: what it covers as it stands (as the review shows it), and the enroller's branding. */
export const SigningCartSchema = CoverageSummarySchema.extend({
  brand: z.object({ name: z.string(), logo: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
});
export type SigningCart = z.infer<typeof SigningCartSchema>;

/** GET signing/{token}: the application read-only and masked, who filled it, and the applicant's consents. */
export const SigningViewSchema = z.object({
  enroller: z.string(),
  applicant_name: z.string(),
  sections: z.array(SigningSectionSchema),
  cart: SigningCartSchema,
  texts: z.array(AgreementTextSchema),
});
export type SigningView = z.infer<typeof SigningViewSchema>;

/** POST signing/{token}: the consents, by text_id, and the signature, a PNG data URL (drawn, or the typed name drawn by the page). */
export const SignApplicationBodySchema = z.object({
  consents: ConsentsSchema.nullish(),
  signature: z.string().nullish(),
});
export type SignApplicationBody = z.input<typeof SignApplicationBodySchema>;
export const SignedApplicationDataSchema = ReceiptDataSchema;

/** POST not-me/{token}: the thank-you. */
export const NotMeDataSchema = z.object({ message: z.string() });
