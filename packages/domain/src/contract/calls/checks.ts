/** The external checks' calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  BankLookupDataSchema,
  BankLookupQuerySchema,
  EmailCheckBodySchema,
  EmailCheckDataSchema,
  MemberEmailBodySchema,
  MemberEmailDataSchema,
  NearestZipDataSchema,
  NearestZipQuerySchema,
  PhoneCheckDataSchema,
  PhoneCheckQuerySchema,
  SignupErrorEnvelopeSchema,
} from '../checks';

export const ValidatePhoneCall = defineCall({
  method: 'GET',
  path: '/api/v1/validate-phone-numverify',
  tag: 'checks',
  summary: 'Verifies a US phone number',
  description: "400 with 'Invalid phone number' under `phone` (and in `errors.phone`) for a number that is not a valid US number.",
  query: PhoneCheckQuerySchema,
  response: PhoneCheckDataSchema,
  errors: { 400: SignupErrorEnvelopeSchema },
});

export const ValidateEmailCall = defineCall({
  method: 'POST',
  path: '/api/v1/validate-email-neverbounce',
  tag: 'checks',
  summary: 'Verifies an e-mail address: its format, and that it is not a disposable address',
  description: 'A refusal names `email` and repeats its message in `errors.email`.',
  body: EmailCheckBodySchema,
  response: EmailCheckDataSchema,
  errors: { 400: SignupErrorEnvelopeSchema },
});

export const ValidateMemberEmailCall = defineCall({
  method: 'POST',
  path: '/api/v1/validate-member-email',
  tag: 'checks',
  summary: "Refuses an e-mail address that is already a member's",
  description:
    "409 with 'Email Already Exists.' under `email` (and in `errors.email`). With `enrollment_id`, the enrollment's own member may keep their address.",
  body: MemberEmailBodySchema,
  response: MemberEmailDataSchema,
  errors: { 400: SignupErrorEnvelopeSchema, 409: SignupErrorEnvelopeSchema },
});

export const RoutingNumberBankLookupCall = defineCall({
  method: 'GET',
  path: '/api/v3/routing-number-bank-lookup',
  tag: 'checks',
  summary: "A routing number's bank name, upper-cased (empty when the bank directory does not list it)",
  description: 'A number that is not 9 digits or fails the ABA checksum: 400 under `routing_number`, the billing form field.',
  query: BankLookupQuerySchema,
  response: BankLookupDataSchema,
});

export const NearestZipCodeCall = defineCall({
  method: 'GET',
  path: '/api/v1/nearest-zip-code',
  tag: 'checks',
  summary: "The zip code nearest to a position (the location banner's 'Allow'; not a call of the specification)",
  description:
    '400 under `latitude` or `longitude` for a position outside the world; 404 under `zip` when no US zip is within 100 miles (the store sells in the US only). The position is not stored or logged.',
  query: NearestZipQuerySchema,
  response: NearestZipDataSchema,
});
