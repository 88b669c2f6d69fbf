import { PLAN_CATEGORY_LABELS, type PlanCategory } from '@benefit-store/domain';
import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import classes from './category-menu.module.css';

export interface CategoryMenuProps {
  categories: PlanCategory[];
  isPending: boolean;
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The header's plan categories, each opening the plans list on that category. */
export function CategoryMenu({ categories, isPending, orientation = 'horizontal', onNavigate }: CategoryMenuProps) {
  const [params] = useSearchParams();
  const current = params.get('type');
  const Layout = orientation === 'horizontal' ? Group : Stack;

  if (isPending) {
    return (
      <Layout gap="md" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={14} width={orientation === 'horizontal' ? 64 : '60%'} />
        ))}
      </Layout>
    );
  }
  if (categories.length === 0) return null;

  return (
    <nav aria-label="Plan categories" className={classes.nav} data-orientation={orientation}>
      <ul className={classes.list}>
        {categories.map((category) => (
          <li key={category}>
            <Anchor
              component={Link}
              to={paths.plans(category)}
              className={classes.link}
              data-active={current === category || undefined}
              aria-current={current === category ? 'page' : undefined}
              underline="never"
              onClick={onNavigate}
            >
              {PLAN_CATEGORY_LABELS[category]}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
