import { EnrollmentPlatformSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** GET get-enrollment-platforms: the portals the signed-in rep or group may enroll through. */
export const useEnrollmentPlatforms = (agentId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['homes', 'platforms', agentId],
    queryFn: ({ signal }) =>
      api.get('/api/v1/get-enrollment-platforms', { query: { agent_id: agentId }, schema: z.array(EnrollmentPlatformSchema), signal }),
    enabled,
  });
