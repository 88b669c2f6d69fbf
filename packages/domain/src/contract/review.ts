/**
 * The review step's completion and the receipt (spec 001 §2 "Review & Confirmation", "Receipt",
 * §7 save-review-info, get-receipt; DESIGN §3 "Completion").
 */
import * as z from 'zod';
import { EnrollmentIdSchema, MoneySchema } from './shell';

export const SaveReviewInfoBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  additional_notes: z.string().max(2000, 'Notes are too long').nullable().optional(),
  first_enroll: z.coerce.number().int().optional(),
});
export type SaveReviewInfoBody = z.infer<typeof SaveReviewInfoBodySchema>;

/** The receipt: the confirmation number (the first policy's id, a non-sequential code) and the applicant's name. */
export const ReceiptDataSchema = z.object({ policy_id: z.string(), name: z.string() });
export type ReceiptData = z.infer<typeof ReceiptDataSchema>;

/** A plan as enrolled: its name, the option chosen ('$1,000 annual maximum'), the monthly price (fees included) and any one-time fee. */
export const EnrolledPlanSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  option_label: z.string(),
  price: MoneySchema,
  one_time_fee: MoneySchema,
});
export type EnrolledPlan = z.infer<typeof EnrolledPlanSchema>;

/** What an enrollment covers: its plans, the tier by name, the effective date and the costs (DESIGN §3 "Receipt"). */
export const CoverageSummarySchema = z.object({
  plans: z.array(EnrolledPlanSchema),
  /** 'Member + Family'; null when the filter holds no tier. */
  tier_label: z.string().nullable(),
  /** 'mm/dd/yyyy', or null before an effective date is chosen. */
  effective_date: z.string().nullable(),
  /** Recurring plus the one-time fees. */
  initial_month_cost: MoneySchema,
  recurring_month_cost: MoneySchema,
  /** The 3% administrative fee already in the prices of underwritten life plans (DESIGN §3 "Fees"), 0.00 without one. */
  administrative_fee: MoneySchema,
});
export type CoverageSummary = z.infer<typeof CoverageSummarySchema>;

/** get-review-summary: the coverage the review's Next will submit, and the agreement's signature (a PNG data URL) once signed. */
export const ReviewSummaryDataSchema = CoverageSummarySchema.extend({ signature: z.string().nullable() });
export type ReviewSummaryData = z.infer<typeof ReviewSummaryDataSchema>;

/** get-receipt: the receipt, with what was enrolled and whom to contact, as the receipt e-mail gives them. */
export const ReceiptDetailsSchema = ReceiptDataSchema.extend(CoverageSummarySchema.shape).extend({
  contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
});
export type ReceiptDetails = z.infer<typeof ReceiptDetailsSchema>;
