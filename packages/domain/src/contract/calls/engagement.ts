/** The engagement calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  AssistAddBodySchema,
  AssistDataSchema,
  AssistGetQuerySchema,
  CheckLeadDataSchema,
  CheckLeadQuerySchema,
  GetLeadQuerySchema,
  LeadDataSchema,
} from '../engagement';

export const CheckLeadInformationCall = defineCall({
  method: 'GET',
  path: '/api/v1/check-lead-information',
  tag: 'leads and chat',
  summary: 'Check lead information',
  query: CheckLeadQuerySchema,
  response: CheckLeadDataSchema,
});

export const GetLeadInformationCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-lead-information',
  tag: 'leads and chat',
  summary: 'Get lead information',
  query: GetLeadQuerySchema,
  response: LeadDataSchema,
});

export const GetAssistCall = defineCall({
  method: 'GET',
  path: '/api/v1/assist/get',
  tag: 'leads and chat',
  summary: 'Get',
  query: AssistGetQuerySchema,
  response: AssistDataSchema,
});

export const AddAssistCall = defineCall({
  method: 'POST',
  path: '/api/v1/assist/add',
  tag: 'leads and chat',
  summary: 'Add',
  body: AssistAddBodySchema,
  response: AssistDataSchema,
});
