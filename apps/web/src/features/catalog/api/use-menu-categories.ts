import { PlanCategorySchema, type PlanCategory } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import type { StoredSession } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { commonMenuQuery } from './get-common-menu';
import { groupMenuQuery } from './get-group-menu';

/** Known categories in the server's order; keys the store does not know are left out. */
export function toCategories(keys: readonly string[]): PlanCategory[] {
  const seen = new Set<PlanCategory>();
  for (const key of keys) {
    const parsed = PlanCategorySchema.safeParse(key);
    if (parsed.success) seen.add(parsed.data);
  }
  return [...seen];
}

/**
 * The header's category menu: a default-domain site's group menu, otherwise the common menu
 * of the session's rep, group and portal.
 */
export function useMenuCategories({ isDomainSite }: { isDomainSite: boolean }) {
  const menu = menuQueriesOf(useStoredSession(), isDomainSite);
  const groupMenu = useQuery({ ...menu.group, enabled: menu.isGroupSite, select: toCategories });
  const commonMenu = useQuery({ ...menu.common, enabled: !menu.isGroupSite, select: toCategories });
  return menu.isGroupSite ? groupMenu : commonMenu;
}

/** Which menu the session's header shows (a default-domain site's group menu, else the common menu) and the queries of both. */
export function menuQueriesOf(session: StoredSession, isDomainSite: boolean) {
  return {
    isGroupSite: isDomainSite && session.groupId !== null,
    group: groupMenuQuery({ group_id: session.groupId ?? 0, from_site: session.fromSite }),
    common: commonMenuQuery({
      agent_id: session.agentId,
      group_id: session.groupId,
      portal_id: session.portalId,
      eprocess: session.eprocess,
      open_type: session.openType,
    }),
  };
}
