import { Alert, Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { EnrollmentIdSchema, PLAN_CATEGORY_LABELS, PlanCategorySchema } from '@benefit-store/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BasicFilterForm } from '@/components/ui/basic-filter-form';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAddFilterForNewUser } from '@/lib/calls/add-filter-for-new-user';
import { useFilterInfo } from '../api/get-filter-info';
import { useFilteredPlans } from '../api/get-filtered-plans';
import { useLeftSideFilterFields } from '../api/get-left-side-filter-fields';
import { useMenuFilteredPlans } from '../api/get-menu-filtered-plans';
import { BasicFilterBar } from '../components/basic-filter-bar';
import { CategorySelect } from '../components/category-select';
import { readSavedList, selectCategories } from '../components/category-selection';
import { PlanCard, type PlanCardData } from '../components/plan-card';
import { PlansBreadcrumbs } from '../components/plans-breadcrumbs';
import { RecommendedPlans } from '../components/recommended-plans';
import { PricesForNote } from '@/components/ui/prices-for-note';
import { Sliced } from '@/components/ui/sliced';

export const NO_PLANS_TEXT = 'No Plans are available for your selection';

/** /plans?type= : the enrollment's plans by category, or, before a filter exists, one category's plans. */
export function PlansPage() {
  const { tempId } = useStoredSession();
  const enrollmentId = EnrollmentIdSchema.safeParse(tempId).success ? tempId : null;
  const [params] = useSearchParams();
  const type = PlanCategorySchema.safeParse(params.get('type')).data ?? null;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PlansBreadcrumbs trail={[{ label: 'Plans' }]} />
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {type ? `${PLAN_CATEGORY_LABELS[type]} Plans` : 'Plans'}
          </Title>
          <Text c="dimmed" mt={4}>
            Compare plans side by side. Prices shown are monthly and based on your basic filter.
          </Text>
        </div>
        {enrollmentId ? <FilteredPlans enrollmentId={enrollmentId} type={type} /> : <MenuPlans type={type} />}
      </Stack>
    </Container>
  );
}

function FilteredPlans({ enrollmentId, type }: { enrollmentId: string; type: ReturnType<typeof PlanCategorySchema.parse> | null }) {
  const navigate = useNavigate();
  const [isEditOpen, setEditOpen] = useState(false);
  useStoredSession();
  const saved = readSavedList(storage.get('planList'));
  const categories = useLeftSideFilterFields(enrollmentId);
  const available = categories.data ?? [];
  const selection = selectCategories({
    type,
    saved,
    chosenByFilter: available.filter((category) => category.selected).map((category) => category.key),
  });
  // None chosen shows every category in scope (not the filter's own choice, which the visitor cleared).
  const requested = selection.length > 0 ? selection : available.map((category) => category.key);
  const plans = useFilteredPlans(enrollmentId, requested, categories.isSuccess);
  const filterInfo = useFilterInfo(enrollmentId);

  const changeSelection = (next: string[]) => {
    if (next.length === 0) {
      storage.set('planList', '[]');
      void navigate(paths.plans());
      return;
    }
    storage.set('planList', JSON.stringify(next));
    const first = PlanCategorySchema.safeParse(next[0]).data;
    if (!type || !next.includes(type)) void navigate(paths.plans(first), { replace: true });
  };

  const groups = (plans.data ?? []).filter((group) => group.plans.length > 0);
  return (
    <>
      <BasicFilterBar
        enrollmentId={enrollmentId}
        isEditOpen={isEditOpen}
        onEditOpen={() => setEditOpen(true)}
        onEditClose={() => setEditOpen(false)}
      />
      <Sliced>
        {categories.isSuccess ? (
          <CategorySelect options={available} value={selection} onChange={changeSelection} />
        ) : (
          <Skeleton height={58} maw={720} />
        )}
        {plans.isPending ? (
          <GridSkeleton />
        ) : plans.isError ? (
          <Alert color="red" variant="light" role="alert">
            We could not load plans right now. Please try again.
          </Alert>
        ) : groups.length === 0 ? (
          <EmptyPlans />
        ) : (
          <>
            <PricesForNote plans={groups.flatMap((group) => group.plans)} />
            {groups.map((group) => (
              <CategoryGrid key={group.category} label={group.label} plans={group.plans} />
            ))}
          </>
        )}
        <RecommendedPlans filter={filterInfo.data} />
      </Sliced>
    </>
  );
}

function MenuPlans({ type }: { type: ReturnType<typeof PlanCategorySchema.parse> | null }) {
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

function CategoryGrid({ label, plans }: { label: string; plans: PlanCardData[] }) {
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

function EmptyPlans() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{NO_PLANS_TEXT}</Text>
    </Paper>
  );
}

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}
