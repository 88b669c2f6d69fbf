import { MenuFilteredPlansDataSchema, type PlanCategory } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useStoredSession } from '@/lib/use-stored-session';
import { planKeys } from './query-keys';

/** GET get-menu-filtered-plans: one category's plans for the session's rep, group and portal (no filter yet). */
export function useMenuFilteredPlans(category: PlanCategory | null) {
  const session = useStoredSession();
  const params = {
    category: category ?? '',
    group_id: session.groupId,
    agent_id: session.agentId,
    portal_id: session.portalId,
    eprocess: session.eprocess,
    open_type: session.openType,
  };
  return useQuery({
    queryKey: planKeys.menu(params),
    queryFn: ({ signal }) => api.get('/api/v1/get-menu-filtered-plans', { query: params, schema: MenuFilteredPlansDataSchema, signal }),
    enabled: category !== null,
  });
}
