import { GetDynamicTabsCall } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-dynamic-tabs: the enrollment's steps with their order; the server decides which are required. */
export const useDynamicTabs = (enrollmentId: string | null) =>
  useQuery({
    queryKey: ['enrollment', 'tabs', enrollmentId],
    queryFn: () => call(GetDynamicTabsCall, { query: { enrollment_id: enrollmentId! } }),
    enabled: enrollmentId !== null,
  });
