import { PLAN_CATEGORY_LABELS, type PlanCategory } from '@benefit-store/domain';
import { SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CATEGORY_ICONS } from './category-icons';
import classes from './category-tiles.module.css';

export interface CategoryTilesProps {
  categories: PlanCategory[];
  isPending: boolean;
}

/** Categories as tiles with icons: the landing page's way into the plans list. */
export function CategoryTiles({ categories, isPending }: CategoryTilesProps) {
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" component="ul" className={classes.grid}>
      {categories.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        return (
          <li key={category}>
            <UnstyledButton component={Link} to={paths.plans(category)} className={classes.tile}>
              <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
                <Icon size={22} stroke={1.7} />
              </ThemeIcon>
              <Text component="span" fw={600} fz="sm" lh={1.25}>
                {PLAN_CATEGORY_LABELS[category]}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
