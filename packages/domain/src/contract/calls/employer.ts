/** The employer step's calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import { ZipStatesDataSchema } from '../checks';
import { GroupInfoDataSchema, NameValueListDataSchema, SaveEmployerInfoBodySchema, ZipStateQuerySchema } from '../employer';
import { FormFieldsDataSchema, StepSavedDataSchema } from '../personal';
import { EnrollmentQuerySchema } from '../shell';

const tag = 'enrollment wizard';

export const GetFormFieldsEmployerInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-employer-info',
  tag,
  summary: 'Get form fields employer info',
  description:
    "The employer step's fields (field_name, value, required, read_only) with the saved values; holiday_policy's value is its flags as JSON text.",
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const GetGroupInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-info',
  tag,
  summary: "The enrollment's employer group: name, phone and address (all null without a group)",
  query: EnrollmentQuerySchema,
  response: GroupInfoDataSchema,
});

export const GetAverageWorkWeekCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-average-work-week',
  tag,
  summary: 'Average work week choices (name/value)',
  response: NameValueListDataSchema,
});

export const GetEmploymentStatusCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-employment-status',
  tag,
  summary: 'Employment status choices: A Active, C COBRA, R Retired',
  response: NameValueListDataSchema,
});

export const GetCompensationTypesCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-compensation-types',
  tag,
  summary: 'Compensation type choices: MW, GMWL10, G10L20, G20, Salary',
  response: NameValueListDataSchema,
});

export const GetVacationPolicyCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-vacation-policy',
  tag,
  summary: "Vacation policy choices: the enrollment's group's, or the store's defaults",
  query: EnrollmentQuerySchema,
  response: NameValueListDataSchema,
});

export const GetBargainingUnitCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-bargaining-unit',
  tag,
  summary: "Bargaining unit choices: the enrollment's group's, or the store's defaults",
  query: EnrollmentQuerySchema,
  response: NameValueListDataSchema,
});

export const GetHolidayPolicyCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-holiday-policy',
  tag,
  summary: "Holiday policy choices: those the enrollment's group observes, or all six",
  description:
    'Each value is the name of a holiday_policy flag (Standard_6, Presendents_Day, Columbus_Day, Religious_Days, Birthday, Floating_Day).',
  query: EnrollmentQuerySchema,
  response: NameValueListDataSchema,
});

export const SaveEmployerInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-employer-info',
  tag,
  summary: 'Save employer info',
  description:
    "A retired employer (employment_status R) is refused ('You cannot proceed with retired employer'). With with_validation 1 the address is checked (the zip must exist and lie in the state).",
  body: SaveEmployerInfoBodySchema,
  response: StepSavedDataSchema,
});

export const GetZipStateCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-zip-state',
  tag,
  summary: "A zip's state, as a list with state_abbreviation",
  description:
    "Not in ../shared/spec/endpoints.tsv: the specification mentions the employer step's zip-to-state lookup without showing it. 400 'Invalid Zip code' under `zip` for a zip the directory does not know.",
  query: ZipStateQuerySchema,
  response: ZipStatesDataSchema,
});
