import type { CartPriceChange, PlanCartItem } from '@benefit-store/domain';
import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import { PageBreadcrumbs, type BreadcrumbItem } from '@/components/ui/page-breadcrumbs';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { NEW_ENROLLMENT_MODE, storage } from '@/lib/storage';
import { useCartCheckout } from './api/cart-checkout';
import { useCartEffectiveDates } from './api/get-cart-effective-dates';
import { useMemberships } from '@/lib/calls/get-memberships';
import { usePlanCart } from '@/lib/calls/get-plan-cart';
import { useRemovePlanFromCart } from './api/remove-plan-from-cart';
import { AdditionalRiders } from './components/additional-riders';
import { CartPlanList } from './components/cart-plan-list';
import { EmptyCart } from './components/empty-cart';
import { OrderInfo } from './components/order-info';
import { UnderwrittenLifeNotice } from './components/underwritten-life-notice';
import classes from './components/cart-page.module.css';
import { useCartEnrollmentId } from './use-cart-enrollment-id';

// Mounted from their first opening (their code and Mantine's modal machinery with them): closed
// modals cost the cart's first render their effects and the cart's first load their code (ADR 0072).
const RemovePlanModal = lazy(async () => ({ default: (await import('./components/remove-plan-modal')).RemovePlanModal }));
const CheckoutConfirmationModal = lazy(async () => ({
  default: (await import('./components/checkout-confirmation-modal')).CheckoutConfirmationModal,
}));

/** What the app gives the quote action it composes into Order Info. */
export interface CartQuoteContext {
  enrollmentId: string;
  /** The cart's content, for the screenshot sent with a quote. */
  captureRef: RefObject<HTMLElement | null>;
}

export interface CartPageProps {
  /** The trail before 'Plans' (Home, Current Member), as the session allows. */
  trail: readonly BreadcrumbItem[];
  /** Whom a rep or group administrator is enrolling ('a new member of Acme Manufacturing'); null for a shopper's own cart. */
  cartFor?: string | null | undefined;
  renderQuoteAction?: (context: CartQuoteContext) => ReactNode;
  /** The recommended strip for the cart's plans. */
  renderRecommendations?: (planIds: number[]) => ReactNode;
}

const errorMessage = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

/** /cart (spec 000 §2 Cart): the plans, Order Info with the effective date and totals, and checkout. */
export function CartPage({ trail, cartFor, renderQuoteAction, renderRecommendations }: CartPageProps) {
  const enrollmentId = useCartEnrollmentId();
  const navigate = useNavigate();
  const cart = usePlanCart(enrollmentId);
  const items = cart.data?.result ?? [];
  const dates = useCartEffectiveDates(enrollmentId, { enabled: items.length > 0 });
  const remove = useRemovePlanFromCart();
  const checkout = useCartCheckout();
  const captureRef = useRef<HTMLDivElement>(null);
  const memberships = useMemberships(items.length > 0);

  const [removeTarget, setRemoveTarget] = useState<PlanCartItem | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [confirmedDate, setConfirmedDate] = useState<string | null>(null);
  const [priceChanges, setPriceChanges] = useState<CartPriceChange[]>([]);

  useEffect(() => {
    document.title = 'My Cart · Benefit Store';
  }, []);

  const options = dates.data ?? [];
  // The shopper's choice while it is still offered, else the server's preselected date.
  const effectiveDate =
    (chosenDate !== null && options.some((option) => option.value === chosenDate) ? chosenDate : undefined) ??
    options.find((option) => option.selected)?.value ??
    options[0]?.value ??
    '';

  const closeRemove = () => {
    setRemoveTarget(null);
    setRemoveError(null);
  };
  const confirmRemove = (item: PlanCartItem) => {
    if (!enrollmentId) return;
    setRemoveError(null);
    remove.mutate(
      { enrollment_id: enrollmentId, plan_id: item.plan_id, plan_pricing_id: item.plan_pricing_id },
      { onSuccess: closeRemove, onError: (error) => setRemoveError(errorMessage(error)) },
    );
  };

  const proceed = () => {
    if (!enrollmentId) return;
    setCheckoutError(null);
    if (!effectiveDate) {
      setDateError('Field is required');
      return;
    }
    setDateError(null);
    checkout.mutate(
      { body: { enrollment_id: enrollmentId, effective_date: effectiveDate } },
      {
        onSuccess: (data) => {
          setPriceChanges(data.price_changes);
          setConfirmedDate(data.effective_date);
        },
        onError: (error) => {
          const onDate = isApiError(error) ? error.fieldMessage('effective_date') : undefined;
          if (onDate) setDateError(onDate);
          else setCheckoutError(errorMessage(error));
        },
      },
    );
  };

  const startEnrollment = () => {
    storage.set('enrollment_mode', NEW_ENROLLMENT_MODE);
    setConfirmedDate(null);
    void navigate(paths.enrollmentPersonalInfo);
  };

  // A membership is a plan the shopper buys, never a rider, even when a life plan requires it.
  const membershipPlanIds = new Set(memberships.data?.memberships.map((membership) => membership.plan_id));
  const isRider = (item: PlanCartItem) => item.removable === 0 && !membershipPlanIds.has(item.plan_id);
  const chosen = items.filter((item) => !isRider(item));
  const riders = items.filter(isRider);
  const isMissing = isApiError(cart.error) && cart.error.status === 404;

  let content: ReactNode;
  if (enrollmentId === null || isMissing || (cart.isSuccess && items.length === 0)) {
    content = <EmptyCart isForSomeoneElse={Boolean(cartFor)} />;
  } else if (cart.isPending) {
    content = <CartSkeleton />;
  } else if (cart.isError) {
    content = (
      <Alert color="red" variant="light" title="We could not load your cart" role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(cart.error)}
          <Button variant="light" color="red" size="xs" onClick={() => void cart.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const data = cart.data;
    content = (
      <Grid gap="lg" ref={captureRef} className={classes.capture}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            {data.has_underwritten_life ? <UnderwrittenLifeNotice /> : null}
            {chosen.length > 0 ? <CartPlanList items={chosen} membershipPlanIds={membershipPlanIds} onRemove={setRemoveTarget} /> : null}
            {riders.length > 0 ? <AdditionalRiders items={riders} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <OrderInfo
            cart={data}
            dates={dates.data}
            isDatesPending={dates.isPending}
            effectiveDate={effectiveDate}
            onEffectiveDateChange={(value) => {
              setChosenDate(value);
              setDateError(null);
            }}
            dateError={dateError}
            checkoutError={checkoutError}
            isCheckingOut={checkout.isPending}
            onProceed={proceed}
            quoteAction={renderQuoteAction?.({ enrollmentId, captureRef })}
          />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageBreadcrumbs items={[...trail, { label: 'Plans', to: paths.plans() }, { label: 'Cart' }]} />
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {cartFor ? 'Cart' : 'My Cart'}
            </Title>
            {cartFor ? (
              <Text c="dimmed" mt={4}>
                For {cartFor}
              </Text>
            ) : null}
          </div>
          <Button component={Link} to={paths.plans()} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Continue Shopping
          </Button>
        </Group>
        {content}
        {items.length > 0 && renderRecommendations ? renderRecommendations(items.map((item) => item.plan_id)) : null}
      </Stack>
      <MountOnceOpened opened={removeTarget !== null}>
        <RemovePlanModal
          item={removeTarget}
          isRemoving={remove.isPending}
          error={removeError}
          onConfirm={confirmRemove}
          onClose={closeRemove}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={confirmedDate !== null}>
        <CheckoutConfirmationModal
          effectiveDate={confirmedDate}
          priceChanges={priceChanges}
          onBack={() => setConfirmedDate(null)}
          onProceed={startEnrollment}
        />
      </MountOnceOpened>
    </Container>
  );
}

/** The cart's place while it loads. */
function CartSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="sm">
          <Skeleton height={88} radius="md" />
          <Skeleton height={88} radius="md" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Skeleton height={360} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}
