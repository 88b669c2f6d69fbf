/** The resume calls of ../shared/spec/endpoints.tsv and the shared save-enrollment, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import {
  ContinueDataSchema,
  ContinueEnrollmentBodySchema,
  DirectContinueParamsSchema,
  SaveEnrollmentBodySchema,
  SaveEnrollmentDataSchema,
} from '../resume';

export const SaveEnrollmentCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-enrollment',
  tag: 'resume',
  summary: 'Save enrollment',
  description:
    "Tab 'cart_info' sends the personalised quote: only the signed-in rep or group of the enrollment, at most 5 a day per enrollment and 3 per recipient (429). " +
    'Every other saved-tab value (primary_info ... payment_info) saves the enrollment to continue later: the tab is recorded, a new 8-character code ' +
    '(valid 30 days) replaces the previous one, and the code with a direct-continue link (valid once, 7 days) is e-mailed to `email`. ' +
    "`data` is accepted and not stored. Any other tab: 400 'Unsupported tab'. Rate-limited per client address; at most 5 save-later " +
    'e-mails an hour per enrollment, and 10 e-mails of any kind an hour to one address (429 with Retry-After; docs/security.md).',
  body: SaveEnrollmentBodySchema,
  response: SaveEnrollmentDataSchema,
});

export const ContinueEnrollmentCall = defineCall({
  method: 'POST',
  path: '/api/v1/continue-enrollment',
  tag: 'resume',
  summary: 'Continue a saved enrollment with its code',
  description:
    'The e-mailed code with the address it was sent to: binds this browser to the enrollment (beside its other holders) and answers where to resume. ' +
    'Errors under `code`: one answer (400) for a code that does not exist or was sent to another address; with its own address, a replaced, ' +
    'expired (30 days) or locked code (410; locked after 5 other addresses tried with it), a completed enrollment (409). At most 10 tries in 10 minutes per client address (429 with Retry-After). ' +
    'Past 100 failed tries an hour on the whole store, a try that opens nothing answers 429 (checked only for an address with a live code, 5 wrong tries an hour each); the right code with its address still opens.',
  body: ContinueEnrollmentBodySchema,
  response: ContinueDataSchema,
});

export const DirectContinueCall = defineCall({
  method: 'GET',
  path: '/api/v1/direct-continue/{enrollment_id}',
  tag: 'resume',
  summary: 'Continue a saved enrollment through its e-mailed link',
  description:
    "The path part is the link's first part as the e-mail gives it (base64url of an unguessable token, never an enrollment id). " +
    'The first browser to open it within 7 days is bound to the enrollment and gets the continue result; that browser may open it again. ' +
    'Unknown link: 404; used by another browser, expired or replaced by a newer save: 410; completed enrollment: 409.',
  params: DirectContinueParamsSchema,
  response: ContinueDataSchema,
});

export const EndEnrollmentHoldCall = defineCall({
  method: 'POST',
  path: '/api/v1/end-enrollment-hold',
  tag: 'resume',
  summary: 'Not you? Start over',
  description:
    'Ends every hold this browser has on enrollments (as the browser that started one, resumed one with a code or link, or completed one) and gives it a new browser token. ' +
    "The enrollments stay as they are for their rep or group and for anyone with a live continue code. A signed-in rep's or group's session is not ended (that is sign-out).",
  response: z.object({ started_over: z.boolean() }),
});
