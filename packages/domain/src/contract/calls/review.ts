/** The review and receipt calls of ../shared/spec/endpoints.tsv (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import { ReceiptDataSchema, SaveReviewInfoBodySchema } from '../review';
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
  description: 'The confirmation number and the applicant name of a completed enrollment; 404 before completion.',
  query: EnrollmentQuerySchema,
  response: ReceiptDataSchema,
});
