/**
 * The review step's completion and the receipt (spec 001 §2 "Review & Confirmation", "Receipt",
 * §7 save-review-info, get-receipt; DESIGN §3 "Completion").
 */
import * as z from 'zod';
import { EnrollmentIdSchema } from './shell';

export const SaveReviewInfoBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  additional_notes: z.string().max(2000, 'Notes are too long').nullable().optional(),
  first_enroll: z.coerce.number().int().optional(),
});
export type SaveReviewInfoBody = z.infer<typeof SaveReviewInfoBodySchema>;

/** The receipt: the confirmation number (the first policy's id, a non-sequential code) and the applicant's name. */
export const ReceiptDataSchema = z.object({ policy_id: z.string(), name: z.string() });
export type ReceiptData = z.infer<typeof ReceiptDataSchema>;
