import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { CartPage } from '@/features/cart/cart-page';
import { canSendQuote } from '@/features/quotes/can-send-quote';
import { useHostContext } from '@/features/sites/use-host-context';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useEnrollingFor } from '../layouts/enrolling-for';
import { useStoreTrail } from './use-store-trail';

// Only a rep's cart has the quote form (react-hook-form and its fields), and the recommended strip
// (its carousel) is drawn below the cart: neither is in a shopper's first load (docs/decisions/0060).
const SendQuoteButton = lazy(async () => ({ default: (await import('@/features/quotes/components/send-quote-button')).SendQuoteButton }));
const RecommendedPlans = lazy(async () => ({
  default: (await import('@/features/recommendations/components/recommended-plans')).RecommendedPlans,
}));

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
        mayQuote
          ? ({ enrollmentId, captureRef }) => (
              <Suspense fallback={<Skeleton height={42} radius="md" />}>
                <SendQuoteButton enrollmentId={enrollmentId} captureRef={captureRef} />
              </Suspense>
            )
          : undefined
      }
      renderRecommendations={(planIds) => (
        // Below the cart on a phone: its carousel measures itself on mount, a long task the first screen need not wait for.
        <WhenNearScreen>
          <Suspense fallback={null}>
            <RecommendedPlans source="cart" planIds={planIds} />
          </Suspense>
        </WhenNearScreen>
      )}
    />
  );
}
