/** The menu calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import { CommonMenuQuerySchema, FooterPlanDataSchema, FooterPlanQuerySchema, GroupMenuQuerySchema, MenuDataSchema } from '../shell';

export const GetCommonMenuCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-common-menu',
  tag: 'catalog',
  summary: 'Get common menu',
  query: CommonMenuQuerySchema,
  response: MenuDataSchema,
});

export const GetGroupMenuCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-menu',
  tag: 'catalog',
  summary: 'Get group menu',
  query: GroupMenuQuerySchema,
  response: MenuDataSchema,
});

export const GetGoenrollFooterPlanCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-goenroll-footer-plan',
  tag: 'catalog',
  summary: 'Get goenroll footer plan',
  query: FooterPlanQuerySchema,
  response: FooterPlanDataSchema,
});
