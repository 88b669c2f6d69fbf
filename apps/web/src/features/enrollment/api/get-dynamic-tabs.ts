import { GetDynamicTabsCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const dynamicTabsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'tabs', enrollmentId],
    queryFn: () => call(GetDynamicTabsCall, { query: { enrollment_id: enrollmentId } }),
  });

/** GET get-dynamic-tabs: the enrollment's steps with their order; the server decides which are required. */
export const useDynamicTabs = (enrollmentId: string | null) =>
  useQuery({ ...dynamicTabsQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
