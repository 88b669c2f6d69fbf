/** The applicant's signing link and "this was not me" (ours, docs/decisions/0092, 0093; docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  NotMeDataSchema,
  NotMeTokenParamsSchema,
  SendToSignBodySchema,
  SentToSignDataSchema,
  SignApplicationBodySchema,
  SignedApplicationDataSchema,
  SigningTokenParamsSchema,
  SigningViewSchema,
} from '../signing';

const tag = 'enrollment wizard';

export const SendToApplicantToSignCall = defineCall({
  method: 'POST',
  path: '/api/v1/send-to-applicant-to-sign',
  tag,
  summary: "E-mail the applicant a link to review and sign the application (rep or group process)",
  description:
    'Not in ../shared/spec/endpoints.tsv (docs/decisions/0092): only the signed-in rep or group administrator of the enrollment, in a rep or group process, ' +
    'once every step before the agreement is saved. The contact address (never a staff sign-in address) gets a single-use link to /sign/{token}, ' +
    'valid 7 days; a new send replaces the last link. 10 e-mails of any kind an hour to one address (429 with Retry-After). Answers the address, masked.',
  body: SendToSignBodySchema,
  response: SentToSignDataSchema,
});

export const GetSigningCall = defineCall({
  method: 'GET',
  path: '/api/v1/signing/{token}',
  tag,
  summary: 'Open a signing link',
  description:
    "The application as the review step shows it (SSNs, account and card numbers masked, birth dates to the year), its plans, who filled it, and the applicant's consent texts. " +
    'Binds no browser. Unknown, used, replaced or expired link: 404 "This signing link is not valid or has been used".',
  params: SigningTokenParamsSchema,
  response: SigningViewSchema,
});

export const SignApplicationCall = defineCall({
  method: 'POST',
  path: '/api/v1/signing/{token}',
  tag,
  summary: 'Sign the application through its link, and complete it',
  description:
    "Every required consent ticked and a signature (PNG data URL); the agreement is stored with its evidence (texts and sha256, consents, time, address, user agent, mode 'applicant-link'), " +
    'the enrollment is completed exactly as save-review-info does, and the link is used up, in one transaction. Answers the receipt.',
  params: SigningTokenParamsSchema,
  body: SignApplicationBodySchema,
  response: SignedApplicationDataSchema,
});

export const ReportNotMeCall = defineCall({
  method: 'POST',
  path: '/api/v1/not-me/{token}',
  tag,
  summary: '"This was not me": flag an enrollment a rep or group completed',
  description:
    'The link in the e-mail that tells the applicant who enrolled them (30 days, single use, docs/decisions/0093). Flags the enrollment for the agency and writes an audit entry. ' +
    'Unknown or used link: 404.',
  params: NotMeTokenParamsSchema,
  response: NotMeDataSchema,
});
