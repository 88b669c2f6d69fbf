import { useStoredSession } from '@/lib/use-stored-session';
import type { BreadcrumbItem } from '@/components/ui/page-breadcrumbs';
import { paths } from '@/config/paths';
import { useHostContext } from '@/features/sites/use-host-context';
import { storage } from '@/lib/storage';
import { useHomeHref } from '../layouts/use-home-href';

const isYes = (value: string | null) => ['true', '1', 'yes'].includes(value?.trim().toLowerCase() ?? '');

/**
 * The start of a store page's breadcrumb: Home (hidden on the lifestyle host, spec 000 §1, §2)
 * and Current Member when the session came from a current-member table.
 */
export function useStoreTrail(): BreadcrumbItem[] {
  const { eprocess } = useStoredSession();
  const { isLifestyleHost } = useHostContext();
  const homeHref = useHomeHref();
  const trail: BreadcrumbItem[] = isLifestyleHost ? [] : [{ label: 'Home', to: homeHref }];
  if (isYes(storage.get('isCurrentMemberAvailable'))) {
    trail.push({ label: 'Current Member', to: eprocess === 'group' ? paths.groupSelectMember : paths.agentSelectMember });
  }
  return trail;
}
