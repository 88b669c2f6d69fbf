/** The review and receipt calls of ../shared/spec/endpoints.tsv (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import { ReceiptDataSchema, ReceiptDetailsSchema, ReviewSummaryDataSchema, SaveReviewInfoBodySchema } from '../review';
import { EnrollmentQuerySchema } from '../shell';

export const SaveReviewInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-review-info',
  tag: 'enrollment wizard',
  summary: 'Save review info: completes the enrollment',
  description:
    'Refuses (409, target the missing tab) while a required step is not saved. Otherwise, in one transaction and exactly once, ' +
    'turns the enrollment into a member with one ACTIVE policy per cart plan and queues the "Enrollment Receipt" e-mail. ' +
    'A repeated call answers the same receipt.',
  body: SaveReviewInfoBodySchema,
  response: ReceiptDataSchema,
});

export const GetReceiptCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-receipt',
  tag: 'enrollment wizard',
  summary: 'Get receipt',
  description:
    'The confirmation number and the applicant name of a completed enrollment, with its plans (chosen option, monthly price), ' +
    'tier, effective date, costs and whom to contact; only to the browser that completed it, for 30 days; 404 before completion.',
  query: EnrollmentQuerySchema,
  response: ReceiptDetailsSchema,
});

export const GetReviewSummaryCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-review-summary',
  tag: 'enrollment wizard',
  summary: 'Get review summary',
  description:
    "What the review's Next submits: the cart's plans with their chosen options and prices, the tier by name, the effective date, " +
    'the costs, and the signed agreement\'s signature image (null until signed). Not in the specification (docs/decisions/0098).',
  query: EnrollmentQuerySchema,
  response: ReviewSummaryDataSchema,
});
