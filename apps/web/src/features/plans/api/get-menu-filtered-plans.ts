import { GetMenuFilteredPlansCall, type PlanCategory } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useStoredSession } from '@/lib/use-stored-session';
import { planKeys } from './query-keys';

/** GET get-menu-filtered-plans: one category's plans for the session's rep, group and portal (no filter yet). */
export function useMenuFilteredPlans(category: PlanCategory | null) {
  const session = useStoredSession();
  const params = {
    category: category ?? 'dental',
    group_id: session.groupId,
    agent_id: session.agentId,
    portal_id: session.portalId,
    eprocess: session.eprocess,
    open_type: session.openType,
  };
  return useQuery({
    queryKey: planKeys.menu(params),
    queryFn: ({ signal }) => call(GetMenuFilteredPlansCall, { query: params, signal }),
    enabled: category !== null,
  });
}
