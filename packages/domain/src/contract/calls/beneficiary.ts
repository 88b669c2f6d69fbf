/** The beneficiary calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  BeneficiaryRelationshipsDataSchema,
  ExistingBeneficiariesDataSchema,
  SaveBeneficiaryInfoBodySchema,
  ValidateSingleBeneficiaryBodySchema,
  ValidatedBeneficiaryDataSchema,
} from '../beneficiary';
import { FormFieldsDataSchema, StepSavedDataSchema } from '../personal';
import { EnrollmentQuerySchema } from '../shell';

export const GetFormFieldsBeneficiaryInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-beneficiary-info',
  tag: 'enrollment wizard',
  summary: 'Get form fields beneficiary info',
  description:
    "The beneficiary popups' fields (field_name, required, read_only): defaults and the portal's overrides. Values are empty: the list comes from get-beneficiaries-existing-user-enrollment.",
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const GetBeneficiaryRelationshipsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-beneficiary-relationships',
  tag: 'enrollment wizard',
  summary: 'Get beneficiary relationships',
  description: 'The relationships a beneficiary may have, as name/value pairs.',
  response: BeneficiaryRelationshipsDataSchema,
});

export const GetBeneficiariesExistingUserEnrollmentCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-beneficiaries-existing-user-enrollment',
  tag: 'enrollment wizard',
  summary: 'Get beneficiaries existing user enrollment',
  description:
    "The enrollment's saved beneficiaries; before any save, an existing member's beneficiaries on file; else none. SSNs come back masked.",
  query: EnrollmentQuerySchema,
  response: ExistingBeneficiariesDataSchema,
});

export const ValidateSingleBeneficiaryCall = defineCall({
  method: 'POST',
  path: '/api/v1/validate-single-beneficiary',
  tag: 'enrollment wizard',
  summary: 'Validate single beneficiary',
  description:
    'Checks one beneficiary of the add or edit popup: its field errors, or the beneficiary as it will be listed (with its beneficiary_id). Nothing is stored. ' +
    'A masked SSN must be the one on file for that beneficiary_id.',
  body: ValidateSingleBeneficiaryBodySchema,
  response: ValidatedBeneficiaryDataSchema,
});

export const SaveBeneficiaryInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-beneficiary-info',
  tag: 'enrollment wizard',
  summary: 'Save beneficiary info',
  description:
    'Saves the whole list: each beneficiary checked as validate-single-beneficiary does (errors at beneficiaries.N.field), the list 1 to 3 entries totalling exactly 100 (errors at beneficiaries).',
  body: SaveBeneficiaryInfoBodySchema,
  response: StepSavedDataSchema,
});
