import { useParams } from 'react-router';
import { useCartPlanIds } from '@/features/cart/use-cart-plan-ids';
import { RecommendListPage } from '@/features/recommendations/recommend-list-page';
import { useStoreTrail } from './use-store-trail';

/** /recommend-list/{name}: the recommendations of the cart (name 'cart') or of the page named. */
export function RecommendListRoute() {
  const { name = 'home' } = useParams();
  const trail = useStoreTrail();
  const planIds = useCartPlanIds();
  return <RecommendListPage key={name} name={name} trail={trail} planIds={planIds} />;
}
