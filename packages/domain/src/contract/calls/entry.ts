/** The entry calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import {
  AgentCodeQuerySchema,
  AgentEnrollInfoSchema,
  AgentQuerySchema,
  DefaultInfoSchema,
  ElevateInfoDataSchema,
  GroupCodeQuerySchema,
  GroupEnrollInfoSchema,
  GroupQuerySchema,
  LandingPageQuerySchema,
  LandingPageResultSchema,
  MemberInfoSchema,
  MemberQuerySchema,
  ReferralInfoSchema,
  ReferralQuerySchema,
  TrackElevateBodySchema,
  ValidatedAgentSchema,
  ValidatedGroupSchema,
} from '../shell';

export const ValidateAgentCall = defineCall({
  method: 'GET',
  path: '/api/v1/validate-agent',
  tag: 'entry',
  summary: 'Validate agent',
  query: AgentCodeQuerySchema,
  response: ValidatedAgentSchema,
  hasNoContent: true,
});

export const ValidateGroupCall = defineCall({
  method: 'GET',
  path: '/api/v1/validate-group',
  tag: 'entry',
  summary: 'Validate group',
  query: GroupCodeQuerySchema,
  response: ValidatedGroupSchema,
  hasNoContent: true,
});

export const ValidateLandingPageCall = defineCall({
  method: 'GET',
  path: '/api/v1/validate-landing-page',
  tag: 'entry',
  summary: 'Validate landing page',
  query: LandingPageQuerySchema,
  response: LandingPageResultSchema,
});

export const GetAgentInfoEnrollCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-agent-info-enroll',
  tag: 'entry',
  summary: 'Get agent info enroll',
  query: AgentQuerySchema,
  response: AgentEnrollInfoSchema,
});

export const GetGroupInfoEnrollCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-group-info-enroll',
  tag: 'entry',
  summary: 'Get group info enroll',
  query: GroupQuerySchema,
  response: GroupEnrollInfoSchema,
});

export const GetMemberInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-member-info',
  tag: 'entry',
  summary: 'Get member info',
  query: MemberQuerySchema,
  response: MemberInfoSchema,
});

export const GetDefaultInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-default-info',
  tag: 'entry',
  summary: 'Get default info',
  response: DefaultInfoSchema,
});

export const GetEnrollmentInfoReferralCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-enrollment-info-referral',
  tag: 'entry',
  summary: 'Get enrollment info referral',
  query: ReferralQuerySchema,
  response: ReferralInfoSchema,
});

export const GetElevateInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-elevate-info',
  tag: 'entry',
  summary: 'Get elevate info',
  response: ElevateInfoDataSchema,
});

export const TrackElevateTrafficCall = defineCall({
  method: 'POST',
  path: '/api/v1/track-elevate-traffic',
  tag: 'entry',
  summary: 'Track elevate traffic',
  body: TrackElevateBodySchema,
  response: z.object({ tracked: z.boolean() }),
});
