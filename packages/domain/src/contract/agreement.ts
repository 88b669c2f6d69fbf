/**
 * Calls of the agreement step (spec 001 §7 "Review, agreement, billing"). Wire names are the
 * specification's; `consents` (each text's checkbox, by text_id) is ours, so the signed record
 * keeps what was agreed to. The server checks a save again against the process's field rules.
 */
import * as z from 'zod';
import { agreementInfoFields, AgreementTextSchema, ConsentsSchema } from '../enrollment/agreement-step';
import { wireFieldsOf } from '../enrollment/step-fields';
import { EnrollmentIdSchema } from './shell';

/** GET get-agreement-texts: the texts shown, in order (text_head, text_body, text_required, and our text_id). */
export const AgreementTextsDataSchema = z.object({ result: z.array(AgreementTextSchema) });

/** POST save-agreement-info: the agreement fields (nulls dropped), the process the browser holds, and the consents. */
export const SaveAgreementInfoBodySchema = wireFieldsOf(agreementInfoFields()).extend({
  enrollment_id: EnrollmentIdSchema,
  /** The specification sends it; the server goes by the enrollment's own process. */
  eprocess: z.string().max(16).nullish(),
  consents: ConsentsSchema.nullish(),
});
export type SaveAgreementInfoBody = z.input<typeof SaveAgreementInfoBodySchema>;

/** POST send-agreement-verification-code (ours): which enrollment's applicant to send a code to. */
export const SendAgreementCodeBodySchema = z.object({ enrollment_id: EnrollmentIdSchema });
/** The notice, and the address the code went to, masked (`m•••@example.com`). */
export const AgreementCodeSentDataSchema = z.object({ message: z.string(), sent_to: z.string() });
