import { useSearchParams } from 'react-router';
import { useMenuCategories } from '@/features/catalog/api/use-menu-categories';
import { EnrollmentHomePage } from '@/features/homes/enrollment-home-page';
import { tierOnHome } from '@/features/homes/start-enrollment';
import { FilterWizard } from '@/features/landing';
import { useHostContext } from '@/features/sites/use-host-context';

/**
 * /home: the enrollment summary (homes), then the landing's plan finder, its questions about the
 * member (spec 000 §2); a tier the group home asked for is not asked again (docs/decisions/0100).
 */
export function EnrollmentHomeRoute() {
  const { hostKind } = useHostContext();
  const menu = useMenuCategories({ isDomainSite: hostKind === 'domain-site' });
  const [params] = useSearchParams();
  return <EnrollmentHomePage finder={<FilterWizard categories={menu.data} audience="member" tier={tierOnHome(params)} />} />;
}
