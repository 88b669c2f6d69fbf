/** The agreement step's calls of ../shared/spec/endpoints.tsv, and one of ours, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  AgreementCodeSentDataSchema,
  AgreementTextsDataSchema,
  SaveAgreementInfoBodySchema,
  SendAgreementCodeBodySchema,
} from '../agreement';
import { FormFieldsDataSchema, StepSavedDataSchema } from '../personal';
import { EnrollmentQuerySchema } from '../shell';

const tag = 'enrollment wizard';

export const GetAgreementTextsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-agreement-texts',
  tag,
  summary: 'Get agreement texts',
  description: 'The consent texts of the agreement step, in order; each one with text_required true needs its checkbox ticked.',
  query: EnrollmentQuerySchema,
  response: AgreementTextsDataSchema,
});

export const GetFormFieldsAgreementInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-agreement-info',
  tag,
  summary: 'Get form fields agreement info',
  description:
    "The agreement's fields by the enrollment's process (rep: agent_name, agent_code, question, answer, verification_code; group: group_name, group_code, signature; applicant: user_name, signature; none: signature), with the rep's or group's name prefilled and today's date (mm/dd/yyyy).",
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const SaveAgreementInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-agreement-info',
  tag,
  summary: 'Save agreement info',
  description:
    "Every required consent ticked ('This field is required.' under consents.{text_id}); the agent or group code must be the enrollment's; in the rep process the verification code must be the one e-mailed to the applicant. The signed record keeps the texts shown and their sha256, the consents, the time, the signer's address and user agent; the signature is kept sealed in the file store.",
  body: SaveAgreementInfoBodySchema,
  response: StepSavedDataSchema,
});

export const SendAgreementVerificationCodeCall = defineCall({
  method: 'POST',
  path: '/api/v1/send-agreement-verification-code',
  tag,
  summary: "E-mail a verification code to the applicant's contact address (rep process)",
  description:
    "Not in ../shared/spec/endpoints.tsv (docs/decisions/0036): the rep process verifies the applicant with a 6-digit code sent to the contact step's e-mail address, valid 30 minutes; a new code replaces the last. At most 5 codes an hour per enrollment, and 10 e-mails of any kind an hour to one address (429 with Retry-After).",
  body: SendAgreementCodeBodySchema,
  response: AgreementCodeSentDataSchema,
});
