import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PlanCard, type PlanCardData } from './plan-card';

export const NO_PLANS_TEXT = 'No Plans are available for your selection';

/** One category's plans under its heading. */
export function CategoryGrid({ label, plans }: { label: string; plans: PlanCardData[] }) {
  const id = `category-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Stack gap="md" component="section" aria-labelledby={id} data-testid="category-grid">
      <Title order={2} fz="h3" id={id}>
        {label}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {plans.map((plan) => (
          <PlanCard key={plan.plan_id} plan={plan} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The message for a selection without plans. */
export function EmptyPlans() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{NO_PLANS_TEXT}</Text>
    </Paper>
  );
}

/** The grid's place while its plans load. */
export function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}
