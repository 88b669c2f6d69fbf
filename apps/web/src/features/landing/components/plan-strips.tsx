import { lazy, Suspense } from 'react';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { useFeaturedPlans } from '../api/get-featured-plans';
import { useRecommendedPlans } from '../api/use-recommended-plans';

// Below the fold, with the carousel and the HTML sanitiser: their code loads once there are plans
// to show and their place nears the screen, so it stays off the landing page's first load
// (docs/decisions/0059, 0060). Their plans are fetched with the page.
const FeaturedPlanGrid = lazy(async () => ({ default: (await import('./featured-plan-grid')).FeaturedPlanGrid }));
const RecommendedCarousel = lazy(async () => ({ default: (await import('./recommended-carousel')).RecommendedCarousel }));

/** Featured plans grid (spec 000 §2 "Landing filter form"): hidden when there are none or the call fails. */
export function FeaturedPlans() {
  const { data: plans } = useFeaturedPlans();
  if (!plans || plans.length === 0) return null;
  return (
    <WhenNearScreen>
      <Suspense fallback={null}>
        <FeaturedPlanGrid plans={plans} />
      </Suspense>
    </WhenNearScreen>
  );
}

/** The recommended strip (spec 000 §2, §9): hidden when there is nothing to recommend. */
export function RecommendedStrip() {
  const { plans } = useRecommendedPlans();
  if (plans.length === 0) return null;
  return (
    <WhenNearScreen>
      <Suspense fallback={null}>
        <RecommendedCarousel plans={plans} />
      </Suspense>
    </WhenNearScreen>
  );
}
