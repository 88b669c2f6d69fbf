/** The homes calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import {
  AgentGroupSchema,
  CurrentMemberSchema,
  EnrollmentPlatformSchema,
  GroupAgentMemberInfoQuerySchema,
  GroupAgentMemberInfoSchema,
  IssueMemberLinkBodySchema,
  IssueMemberLinkDataSchema,
  RevokeMemberLinksBodySchema,
  RevokeMemberLinksDataSchema,
} from '../homes';
import { AgentQuerySchema, GroupQuerySchema } from '../shell';

export const GetAgentGroupsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-agent-groups',
  tag: 'homes and members',
  summary: 'Get agent groups',
  query: AgentQuerySchema,
  response: z.array(AgentGroupSchema),
});

export const GetEnrollmentPlatformsCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-enrollment-platforms',
  tag: 'homes and members',
  summary: 'Get enrollment platforms',
  query: AgentQuerySchema,
  response: z.array(EnrollmentPlatformSchema),
});

export const GetAgentMembersCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-agent-members',
  tag: 'homes and members',
  summary: 'Get agent members',
  query: AgentQuerySchema,
  response: z.array(CurrentMemberSchema),
});

export const GetGroupUsersCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-users',
  tag: 'homes and members',
  summary: 'Get group users',
  query: GroupQuerySchema,
  response: z.array(CurrentMemberSchema),
});

export const GetGroupAgentMemberInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-agent-member-info',
  tag: 'homes and members',
  summary: 'Get group agent member info',
  query: GroupAgentMemberInfoQuerySchema,
  response: GroupAgentMemberInfoSchema,
});

export const IssueMemberLinkCall = defineCall({
  method: 'POST',
  path: '/api/v1/issue-member-link',
  tag: 'homes',
  summary: 'A signed, expiring member link for a member the signed-in rep or group serves',
  description: 'Not in the specification (DESIGN §3 "Member links"): the member calls accept this link instead of a bare member id.',
  body: IssueMemberLinkBodySchema,
  response: IssueMemberLinkDataSchema,
});

export const RevokeMemberLinksCall = defineCall({
  method: 'POST',
  path: '/api/v1/revoke-member-links',
  tag: 'homes',
  summary: 'Ends every member link of a member the signed-in rep or group serves, and the browsers they let in',
  description: 'Not in the specification (DESIGN §3 "Member links", docs/decisions/0089).',
  body: RevokeMemberLinksBodySchema,
  response: RevokeMemberLinksDataSchema,
});
