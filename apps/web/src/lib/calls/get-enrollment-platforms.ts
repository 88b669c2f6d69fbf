import { GetEnrollmentPlatformsCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-enrollment-platforms: the portals the signed-in rep enrolls through. */
export const getEnrollmentPlatforms = (agentId: number, signal?: AbortSignal) =>
  call(GetEnrollmentPlatformsCall, { query: { agent_id: agentId }, signal });

export const enrollmentPlatformsQuery = (agentId: number) =>
  queryOptions({ queryKey: ['homes', 'platforms', agentId], queryFn: ({ signal }) => getEnrollmentPlatforms(agentId, signal) });

export const useEnrollmentPlatforms = (agentId: number | null, isEnabled = true) =>
  useQuery({ ...enrollmentPlatformsQuery(agentId ?? 0), enabled: agentId !== null && isEnabled });
