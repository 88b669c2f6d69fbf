import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PLAN_CATEGORY_LABELS, type PlanCategory } from '@benefit-store/domain';
import { BasicFilterForm } from '@/components/ui/basic-filter-form';
import { useAddFilterForNewUser } from '@/lib/calls/add-filter-for-new-user';
import { useMenuFilteredPlans } from '../api/get-menu-filtered-plans';
import { CategoryGrid, EmptyPlans, GridSkeleton } from '../components/plan-grids';

/**
 * The plans list before the visitor has a filter: the basic-filter form and one category's plans.
 * Its own chunk: a shopper with a filter never needs the form's code (docs/decisions/0060).
 */
export function MenuPlans({ type }: { type: PlanCategory | null }) {
  const plans = useMenuFilteredPlans(type);
  const addFilter = useAddFilterForNewUser();
  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="plans-filter-title">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" id="plans-filter-title">
              See prices for you
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              Fill in your basic info to see plans and monthly prices for your zip code, age and family.
            </Text>
          </div>
          <BasicFilterForm columns={2} submitLabel="Show my plans" onSubmit={(values) => addFilter.mutateAsync(values)} />
        </Stack>
      </Paper>
      {type === null ? (
        <Alert variant="light" icon={<IconInfoCircle size={20} />}>
          Choose a plan category from the menu to browse plans.
        </Alert>
      ) : plans.isPending ? (
        <GridSkeleton />
      ) : (plans.data ?? []).length === 0 ? (
        <EmptyPlans />
      ) : (
        <CategoryGrid label={PLAN_CATEGORY_LABELS[type]} plans={plans.data ?? []} />
      )}
    </>
  );
}
