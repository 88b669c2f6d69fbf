import { resolveHomeRoute } from '@benefit-store/domain';
import { PageBreadcrumbs, type BreadcrumbItem } from '@/components/ui/page-breadcrumbs';
import { paths } from '@/config/paths';
import { readCurrentHost, readLifestyleHost } from '@/lib/env';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';

export type Crumb = BreadcrumbItem;

/**
 * Home, Current Member (when the session came from a current-member table), then the page's own
 * trail; the lifestyle host hides Home (spec 000 §2).
 */
export function PlansBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const session = useStoredSession();
  const isLifestyleHost = readCurrentHost() === readLifestyleHost();
  const crumbs: Crumb[] = [];
  if (!isLifestyleHost) crumbs.push({ label: 'Home', to: resolveHomeRoute({ ...session, isLifestyleHost }) });
  if (storage.get('isCurrentMemberAvailable') === 'true') {
    crumbs.push({ label: 'Current Member', to: session.eprocess === 'group' ? '/group-select-member' : '/agent-select-member' });
  }
  crumbs.push(...trail);
  return <PageBreadcrumbs items={crumbs} />;
}

export const plansCrumb = (to?: string): Crumb => ({ label: 'Plans', to: to ?? paths.plans() });
