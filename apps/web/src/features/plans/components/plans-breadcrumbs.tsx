import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { resolveHomeRoute } from '@benefit-store/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { readCurrentHost, readLifestyleHost } from '@/lib/env';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';

export interface Crumb {
  label: string;
  to?: string;
}

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
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} fz="sm">
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} fz="sm" c="dimmed" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

export const plansCrumb = (to?: string): Crumb => ({ label: 'Plans', to: to ?? paths.plans() });
