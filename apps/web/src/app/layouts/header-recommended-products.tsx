import { useCartPlanIds } from '@/features/cart/use-cart-plan-ids';
import { RecommendedProductsButton } from '@/features/recommendations/components/recommended-products-button';

/** The header's 'View Your Recommended Products': the cart's plans feed the recommendations. */
export function HeaderRecommendedProducts() {
  return <RecommendedProductsButton planIds={useCartPlanIds()} />;
}
