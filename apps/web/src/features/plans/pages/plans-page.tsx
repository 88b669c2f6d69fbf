import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PLAN_CATEGORY_LABELS, PlanCategorySchema } from '@benefit-store/domain';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { readSession, storage } from '@/lib/storage';
import { enrollmentIdOf } from '@/lib/use-enrollment-id';
import { useStoredSession } from '@/lib/use-stored-session';
import { useFilterInfo } from '../api/get-filter-info';
import { useFilteredPlans } from '../api/get-filtered-plans';
import { useLeftSideFilterFields } from '../api/get-left-side-filter-fields';
import { BasicFilterBar } from '../components/basic-filter-bar';
import { CategorySelect } from '../components/category-select';
import { readSavedList, selectCategories } from '../components/category-selection';
import { CategoryGrid, EmptyPlans, GridSkeleton } from '../components/plan-grids';
import { PlansBreadcrumbs } from '../components/plans-breadcrumbs';
import { RecommendedPlans } from '../components/recommended-plans';
import { PricesForNote } from '@/components/ui/prices-for-note';
import { Sliced } from '@/components/ui/sliced';

// The filter form (react-hook-form, its fields) only for a visitor without a filter; started at
// once when this module loads for one, so it arrives with the page.
const loadMenuPlans = () => import('./menu-plans');
if (!enrollmentIdOf(readSession().tempId)) void loadMenuPlans();
const MenuPlans = lazy(async () => ({ default: (await loadMenuPlans()).MenuPlans }));

/** /plans?type= : the enrollment's plans by category, or, before a filter exists, one category's plans. */
export function PlansPage() {
  const { tempId } = useStoredSession();
  const enrollmentId = enrollmentIdOf(tempId);
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
        {enrollmentId ? (
          <FilteredPlans enrollmentId={enrollmentId} type={type} />
        ) : (
          <Suspense fallback={<GridSkeleton />}>
            <MenuPlans type={type} />
          </Suspense>
        )}
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
