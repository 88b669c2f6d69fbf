/** The personal and contact calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  FormFieldsDataSchema,
  SaveContactInfoBodySchema,
  SaveEnrollerCodeBodySchema,
  SavePersonalInfoBodySchema,
  StepSavedDataSchema,
} from '../personal';
import { EnrollmentQuerySchema } from '../shell';

export const GetFormFieldsPersonalInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-personal-info',
  tag: 'enrollment wizard',
  summary: 'Get form fields personal info',
  description:
    "The personal step's fields (field_name, value, required, read_only): defaults, the portal's overrides, the saved or prefilled values. SSNs come back masked.",
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const SavePersonalInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-personal-info',
  tag: 'enrollment wizard',
  summary: 'Save personal info',
  description:
    "Gender and date of birth are the filter's (read-only). Groups that need an enroller code refuse the save without one ('Enroller code is required'). " +
    'A masked SSN (as get-form-fields answered it) keeps the stored number.',
  body: SavePersonalInfoBodySchema,
  response: StepSavedDataSchema,
});

export const SaveEnrollerCodeCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-enroller-code',
  tag: 'enrollment wizard',
  summary: 'Save enroller code',
  body: SaveEnrollerCodeBodySchema,
  response: StepSavedDataSchema,
});

export const GetFormFieldsContactInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-contact-info',
  tag: 'enrollment wizard',
  summary: 'Get form fields contact info',
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const SaveContactInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-contact-info',
  tag: 'enrollment wizard',
  summary: 'Save contact info',
  description: 'With with_validation 1 the address is checked (the zip must exist and lie in the state).',
  body: SaveContactInfoBodySchema,
  response: StepSavedDataSchema,
});
