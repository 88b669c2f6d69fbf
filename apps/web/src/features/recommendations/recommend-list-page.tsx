import { Container, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PageBreadcrumbs, type BreadcrumbItem } from '@/components/ui/page-breadcrumbs';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import type { RecommendationSource } from './api/get-recommendations';
import { RecommendedPlanCard } from './components/recommended-plan-card';
import { CART_RECOMMENDATIONS } from './components/recommended-products-button';
import classes from './components/recommendations.module.css';
import { useRecommendedPlans } from './use-recommended-plans';

export interface RecommendListPageProps {
  /** The page the list was opened from: 'cart', or the name of another page ('plans', 'plan-details', 'home'). */
  name: string;
  /** The trail before 'Plans' (Home, Current Member), as the session allows. */
  trail: readonly BreadcrumbItem[];
  /** The cart's plans (undefined while they load): the cart's list starts from them, and none is recommended again. */
  planIds: readonly number[] | undefined;
}

const PLAN_DETAIL_NAMES = new Set(['plan', 'plan-details', 'plan_details', 'plans-details']);

/** Breadcrumb (spec 000 §2 Recommended list): Home, Current Member, Plans, Plans Details, Cart, Recommended Plans, as they apply. */
export function recommendListTrail(name: string, trail: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  const items = [...trail];
  const key = name.toLowerCase();
  if (key === CART_RECOMMENDATIONS) {
    items.push({ label: 'Plans', to: paths.plans() }, { label: 'Cart', to: paths.cart });
  } else if (PLAN_DETAIL_NAMES.has(key)) {
    const planId = Number(storage.get('planId'));
    const planName = storage.get('planName') ?? '';
    items.push({ label: 'Plans', to: paths.plans() });
    items.push(
      Number.isInteger(planId) && planId > 0 ? { label: 'Plans Details', to: paths.plan(planId, planName) } : { label: 'Plans Details' },
    );
  } else if (key === 'plans') {
    items.push({ label: 'Plans', to: paths.plans() });
  }
  items.push({ label: 'Recommended Plans' });
  return items;
}

/** /recommend-list/{name}: every recommended plan as a card; 'No Any Products.' when there is none. */
export function RecommendListPage({ name, trail, planIds }: RecommendListPageProps) {
  const source: RecommendationSource = name.toLowerCase() === CART_RECOMMENDATIONS ? 'cart' : 'popular';
  const recommended = useRecommendedPlans({ source, planIds: planIds ?? [], enabled: planIds !== undefined });
  const { plans } = recommended;
  const isPending = planIds === undefined || recommended.isPending;

  useEffect(() => {
    document.title = 'Recommended Plans · Benefit Store';
  }, []);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageBreadcrumbs items={recommendListTrail(name, trail)} />
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Recommended Plans
          </Title>
          <Text c="dimmed" mt={4}>
            {source === 'cart'
              ? 'Plans that shoppers often add together with the plans in your cart.'
              : 'Plans that are popular with shoppers like you.'}
          </Text>
        </div>
        {isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={230} radius="md" />
            ))}
          </SimpleGrid>
        ) : plans.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
            <Stack align="center" gap="md">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
                <IconPackageOff size={30} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} fz="lg">
                No Any Products.
              </Text>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.grid} aria-label="Recommended plans">
            {plans.map((plan) => (
              <li key={plan.plan_id}>
                <RecommendedPlanCard plan={plan} withShortText />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
