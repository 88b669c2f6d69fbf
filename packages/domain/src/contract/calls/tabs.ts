/** The tabs calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  CheckTabRequiredDataSchema,
  CheckTabRequiredQuerySchema,
  DynamicTabsDataSchema,
  EthnicCategoriesDataSchema,
  StatesDataSchema,
} from '../enrollment';
import { EnrollmentQuerySchema } from '../shell';

export const GetDynamicTabsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-dynamic-tabs',
  tag: 'enrollment wizard',
  summary: 'Get dynamic tabs',
  query: EnrollmentQuerySchema,
  response: DynamicTabsDataSchema,
});

export const CheckTabRequiredCall = defineCall({
  method: 'GET',
  path: '/api/v1/check-tab-required',
  tag: 'enrollment wizard',
  summary: 'Check tab required',
  query: CheckTabRequiredQuerySchema,
  response: CheckTabRequiredDataSchema,
});

export const GetStatesCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-states',
  tag: 'enrollment wizard',
  summary: 'Get states',
  response: StatesDataSchema,
});

export const GetEthnicCategoryCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-ethnic-category',
  tag: 'enrollment wizard',
  summary: 'Get ethnic category',
  response: EthnicCategoriesDataSchema,
});
