import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  PLAN_CATEGORY_LABELS,
  PlanCategorySchema,
  type CallData,
  type FilterInfoWire,
  type RecommendationPlanDetailsCall,
} from '@benefit-store/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useRecommendedPlans } from '../api/get-recommended-plans';
import { PerMonth } from '@/components/ui/per-month';
import { PricesForNote } from '@/components/ui/prices-for-note';
import { Sliced } from '@/components/ui/sliced';

const categoryLabel = (key: string) => {
  const parsed = PlanCategorySchema.safeParse(key);
  return parsed.success ? PLAN_CATEGORY_LABELS[parsed.data] : key;
};

/**
 * 'Recommended Plans' below the grids: name, 'Starting From' price, category; hidden when there are
 * none. Its answer arrives on its own, so the cards are drawn in slices after it (Sliced).
 */
export function RecommendedPlans({ filter }: { filter: FilterInfoWire | null | undefined }) {
  const recommended = useRecommendedPlans(filter);
  return <Sliced>{recommended.data?.length ? <RecommendedCards plans={recommended.data} /> : null}</Sliced>;
}

function RecommendedCards({ plans }: { plans: CallData<typeof RecommendationPlanDetailsCall> }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="recommended-title">
      <Title order={2} id="recommended-title" fz="h3">
        Recommended Plans
      </Title>
      <PricesForNote plans={plans} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {plans.slice(0, 5).map((plan) => (
          <Card key={plan.plan_id} withBorder radius="md" padding="md" data-testid="recommended-plan">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {plan.plan_logo ? <Image src={plan.plan_logo} alt="" w={36} h={36} fit="contain" /> : null}
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.plan(plan.plan_id, plan.plan_name)} fw={600} fz="sm" lh={1.3}>
                  {plan.plan_name}
                </Anchor>
                <Text fz="xs" c="dimmed" mt={2}>
                  {categoryLabel(plan.plan_category)}
                </Text>
              </div>
            </Group>
            {plan.plan_price !== null ? (
              <>
                <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mt="sm">
                  Starting From
                </Text>
                <Text fw={800} c="brand.7">
                  {formatMoney(plan.plan_price)}
                  <PerMonth />
                </Text>
              </>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
