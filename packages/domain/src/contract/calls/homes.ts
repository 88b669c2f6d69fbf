/** The homes calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import {
  AgentGroupSchema,
  CurrentMemberSchema,
  EnrollmentPlatformSchema,
  GroupAgentMemberInfoQuerySchema,
  GroupAgentMemberInfoSchema,
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
