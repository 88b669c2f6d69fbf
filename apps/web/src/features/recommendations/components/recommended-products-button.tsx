import { ActionIcon, Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRecommendedPlans } from '../use-recommended-plans';

/** The list the header button opens: recommendations for the cart. */
export const CART_RECOMMENDATIONS = 'cart';
const LABEL = 'View Your Recommended Products';

/** Header: 'View Your Recommended Products' when the cart has plans and recommendations exist (spec 000 §2). */
export function RecommendedProductsButton({ planIds = [] }: { planIds: readonly number[] | undefined }) {
  const hasCart = planIds.length > 0;
  const { recommendedIds } = useRecommendedPlans({ source: 'cart', planIds, enabled: hasCart, idsOnly: true });
  if (!hasCart || recommendedIds.length === 0) return null;
  const to = paths.recommendList(CART_RECOMMENDATIONS);
  return (
    <>
      <Button component={Link} to={to} variant="light" radius="xl" leftSection={<IconSparkles size={18} aria-hidden />} visibleFrom="sm">
        {LABEL}
      </Button>
      <ActionIcon component={Link} to={to} variant="light" radius="xl" size={40} aria-label={LABEL} title={LABEL} hiddenFrom="sm">
        <IconSparkles size={20} aria-hidden />
      </ActionIcon>
    </>
  );
}
