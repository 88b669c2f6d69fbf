import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { CartPage } from '@/features/cart/cart-page';
import { SendQuoteButton } from '@/features/quotes/components/send-quote-button';
import { canSendQuote } from '@/features/quotes/can-send-quote';
import { RecommendedPlans } from '@/features/recommendations/components/recommended-plans';
import { useHostContext } from '@/features/sites/use-host-context';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useEnrollingFor } from '../layouts/enrolling-for';
import { useStoreTrail } from './use-store-trail';

/** /cart: the cart page with whose cart it is, the quote action and the recommended strip composed in. */
export function CartRoute() {
  const { eprocess } = useStoredSession();
  const { isLifestyleHost } = useHostContext();
  const trail = useStoreTrail();
  const enrollingFor = useEnrollingFor();
  const mayQuote = canSendQuote({ eprocess, isLifestyleHost, showQuotation: storage.get('show-quotation') });
  return (
    <CartPage
      trail={trail}
      cartFor={enrollingFor}
      renderQuoteAction={
        mayQuote ? ({ enrollmentId, captureRef }) => <SendQuoteButton enrollmentId={enrollmentId} captureRef={captureRef} /> : undefined
      }
      renderRecommendations={(planIds) => (
        // Below the cart on a phone: its carousel measures itself on mount, a long task the first screen need not wait for.
        <WhenNearScreen>
          <RecommendedPlans source="cart" planIds={planIds} />
        </WhenNearScreen>
      )}
    />
  );
}
