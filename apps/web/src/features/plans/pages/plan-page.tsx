import { Alert, Badge, Button, Container, Group, Image, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { EnrollmentIdSchema, PLAN_CATEGORY_LABELS, PlanCategorySchema, type PlanPricingData } from '@benefit-store/domain';
import { lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SafeHtml } from '@/components/ui/safe-html';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { slugify } from '@/lib/format';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAddToCart, type CartLine } from '@/lib/calls/add-plan-to-cart';
import { useChangeFilterInfo } from '../api/use-change-filter-info';
import { useCarrierQuestions } from '../api/get-carrier-questions';
import { useEnrollmentSummary } from '../api/get-enrollment-summary';
import { useFilterInfo } from '../api/get-filter-info';
import { useMemberships } from '@/lib/calls/get-memberships';
import { usePlanDetail } from '../api/get-plan-detail';
import { readPlanRefusal, usePlanPricing } from '../api/get-plan-pricing-detail';
import { useQuestions } from '../api/get-questions';
import { useRelatedPlans } from '../api/get-related-plans';
import { useSaveCarrierQuestions } from '../api/save-carrier-questions';
import { useSaveQuestionAnswers } from '../api/save-question-answers';
import { BasicFilterBar } from '../components/basic-filter-bar';
import { CarrierQuestionsBlock } from '../components/carrier-questions-block';
import { MembershipChooser } from '../components/membership-chooser';
import { PlanCard } from '../components/plan-card';
import { PlanSections } from '../components/plan-sections';
import { PlansBreadcrumbs } from '../components/plans-breadcrumbs';
import { cartButtonLabel, PriceCards } from '../components/price-cards';
import { PricingErrorNotice } from '../components/pricing-error-notice';
import { describePricingRefusal, minimumIncomeOf, type PricingFix, type PricingOutcome } from '../components/pricing-outcome';
import { QuestionsBlock } from '../components/questions-block';
import { readReplacedPlanState, ReplacedPlanNotice, type ReplacedPlanState } from '../components/replaced-plan-notice';
import classes from './plan-page.module.css';
import { PricesForNote } from '@/components/ui/prices-for-note';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';

// The popups' forms (react-hook-form's Select and the quote's steps) load on their first opening (docs/decisions/0059).
const AnnualIncomeModal = lazy(async () => ({ default: (await import('../components/fix-modals')).AnnualIncomeModal }));
const WorkingHoursModal = lazy(async () => ({ default: (await import('../components/fix-modals')).WorkingHoursModal }));
const TobaccoModal = lazy(async () => ({ default: (await import('../components/fix-modals')).TobaccoModal }));
const QuoteFlow = lazy(async () => ({ default: (await import('../components/quote-flow')).QuoteFlow }));

type OpenModal = PricingFix | 'quote' | 'membership' | null;

/** plan/{id}/{name}: the plan's texts, the visitor's rates and everything standing between them and the cart. */
export function PlanPage() {
  const params = useParams();
  const planId = Number(params.planId);
  if (!Number.isInteger(planId) || planId <= 0) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red">This plan could not be found.</Alert>
      </Container>
    );
  }
  return <PlanView key={planId} planId={planId} slug={params.planName ?? ''} />;
}

function PlanView({ planId, slug }: { planId: number; slug: string }) {
  const navigate = useNavigate();
  const { tempId } = useStoredSession();
  const enrollmentId = EnrollmentIdSchema.safeParse(tempId).success ? tempId : null;
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);

  const detail = usePlanDetail(planId);
  const pricing = usePlanPricing(planId, enrollmentId);
  const filterInfo = useFilterInfo(enrollmentId);
  const changeFilter = useChangeFilterInfo(enrollmentId);
  const refusal = readPlanRefusal(pricing.error);
  const outcome: PricingOutcome | undefined = refusal ? describePricingRefusal(refusal) : undefined;

  // A replaced plan answers with its successor, which opens saying which plan it replaced; a stale
  // name in the URL is corrected (keeping that note).
  const successor = outcome?.kind === 'changePid' ? outcome.planId : null;
  const replacedPlanName = detail.data?.plan_name;
  useEffect(() => {
    if (successor === null || detail.isPending) return;
    const state: ReplacedPlanState = { replacedPlanName: replacedPlanName ?? null };
    void navigate(paths.plan(successor, 'plan'), { replace: true, state });
  }, [successor, detail.isPending, replacedPlanName, navigate]);
  const location = useLocation();
  const replaced = readReplacedPlanState(location.state);
  const canonical = detail.data ? paths.plan(detail.data.plan_id, detail.data.plan_name) : null;
  useEffect(() => {
    if (canonical && detail.data && slug !== (slugify(detail.data.plan_name) || 'plan')) {
      void navigate(canonical, { replace: true, state: location.state as unknown });
    }
  }, [canonical, detail.data, slug, navigate, location.state]);

  useEffect(() => {
    if (detail.data) {
      storage.set('planId', detail.data.plan_id);
      storage.set('planName', detail.data.plan_name);
    }
  }, [detail.data]);

  if (detail.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert">
          This plan could not be found.
        </Alert>
      </Container>
    );
  }

  const plan = detail.data;
  const category = PlanCategorySchema.safeParse(plan?.plan_category).data;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PlansBreadcrumbs trail={[{ label: 'Plans', to: paths.plans(category) }, { label: plan?.plan_name ?? 'Plan Details' }]} />
        {replaced && plan ? <ReplacedPlanNotice replacedPlanName={replaced.replacedPlanName} planName={plan.plan_name} /> : null}
        <Paper radius="md" className={classes.blueBar} data-testid="blue-bar">
          {plan?.plan_desc.blueBarText ? (
            <SafeHtml html={plan.plan_desc.blueBarText} className={classes.blueBarText} />
          ) : (
            <Skeleton height={18} width="40%" />
          )}
        </Paper>
        <Group gap="lg" wrap="nowrap" align="center">
          <div className={classes.logoBox}>
            {plan?.plan_logo ? <Image src={plan.plan_logo} alt="" fit="contain" w={64} h={64} /> : null}
          </div>
          <div style={{ minWidth: 0 }}>
            {category ? (
              <Text fz="sm" fw={600} c="brand.7" tt="uppercase">
                {PLAN_CATEGORY_LABELS[category]}
              </Text>
            ) : null}
            {plan ? (
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {plan.plan_name}
              </Title>
            ) : (
              <Skeleton height={36} width={280} />
            )}
            {plan?.plan_desc.header_text ? <SafeHtml html={plan.plan_desc.header_text} c="dimmed" mt={4} /> : null}
          </div>
        </Group>

        {enrollmentId ? (
          <>
            <BasicFilterBar
              enrollmentId={enrollmentId}
              isEditOpen={modal === 'basicInfo'}
              onEditOpen={() => setModal('basicInfo')}
              onEditClose={close}
            />
            <EnrollmentSummary enrollmentId={enrollmentId} />
          </>
        ) : null}

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="rates-title">
          <Stack gap="md">
            <Title order={2} fz="h3" id="rates-title">
              Your rates
            </Title>
            <RatesSection
              planId={planId}
              enrollmentId={enrollmentId}
              pricing={pricing.data}
              isPending={pricing.isPending}
              outcome={outcome}
              otherError={pricing.isError && !refusal ? pricing.error : null}
              onFix={setModal}
              onQuote={() => setModal('quote')}
              openMembership={() => setModal('membership')}
              isMembershipOpen={modal === 'membership'}
              closeMembership={close}
            />
          </Stack>
        </Paper>

        {enrollmentId ? <SuggestedProducts planId={planId} enrollmentId={enrollmentId} /> : null}
        {plan ? <PlanSections desc={plan.plan_desc} /> : <Skeleton height={240} radius="md" />}
      </Stack>

      <MountOnceOpened opened={modal === 'income'}>
        <AnnualIncomeModal
          minimumIncome={minimumIncomeOf(refusal)}
          opened={modal === 'income'}
          onClose={close}
          filter={filterInfo.data}
          onSave={(change) => changeFilter.mutateAsync(change)}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'hours'}>
        <WorkingHoursModal
          opened={modal === 'hours'}
          onClose={close}
          filter={filterInfo.data}
          onSave={(change) => changeFilter.mutateAsync(change)}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'tobacco'}>
        <TobaccoModal
          opened={modal === 'tobacco'}
          onClose={close}
          filter={filterInfo.data}
          onSave={(change) => changeFilter.mutateAsync(change)}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'quote'}>
        <QuoteFlow planId={planId} opened={modal === 'quote'} onClose={close} />
      </MountOnceOpened>
    </Container>
  );
}

interface RatesSectionProps {
  planId: number;
  enrollmentId: string | null;
  pricing: PlanPricingData | undefined;
  isPending: boolean;
  outcome: PricingOutcome | undefined;
  otherError: unknown;
  onFix: (fix: PricingFix) => void;
  onQuote: () => void;
  openMembership: () => void;
  isMembershipOpen: boolean;
  closeMembership: () => void;
}

/** Rates, or what stands before them: the quote flow, a refusal with its fix, the qualifying or carrier questions. */
function RatesSection(props: RatesSectionProps) {
  const { planId, enrollmentId, pricing, isPending, outcome, otherError, onFix, onQuote } = props;
  const questions = useQuestions(planId, enrollmentId, outcome?.kind === 'questions');
  const saveAnswers = useSaveQuestionAnswers(enrollmentId, planId);

  // An enrollment this browser no longer holds (or that no longer exists) is like none at all.
  const isForeignEnrollment = isApiError(otherError) && otherError.status === 404 && otherError.fieldMessage('enrollment_id') !== undefined;
  if (!enrollmentId || outcome?.kind === 'noEnrollment' || isForeignEnrollment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          {outcome?.kind === 'noEnrollment' && enrollmentId
            ? outcome.text
            : 'Enter your basic info to see the monthly price of this plan for you and your family.'}
        </Text>
        <Button onClick={onQuote} color="accent">
          Get your rates
        </Button>
      </Stack>
    );
  }
  if (isPending || outcome?.kind === 'changePid') return <Skeleton height={160} radius="md" />;
  if (outcome?.kind === 'message' || outcome?.kind === 'declined') return <PricingErrorNotice outcome={outcome} onFix={onFix} />;
  if (outcome?.kind === 'questions') {
    if (questions.isPending) return <Skeleton height={240} radius="md" />;
    return (
      <QuestionsBlock
        key={questions.dataUpdatedAt}
        questions={questions.data ?? []}
        onSave={(answers) => saveAnswers.mutateAsync(answers)}
      />
    );
  }
  if (!pricing) {
    return (
      <Alert color="red" variant="light" role="alert">
        {isApiError(otherError) ? otherError.message : 'We could not load the rates right now. Please try again.'}
      </Alert>
    );
  }
  return <PricedPlan {...props} enrollmentId={enrollmentId} pricing={pricing} />;
}

function PricedPlan({
  planId,
  enrollmentId,
  pricing,
  openMembership,
  isMembershipOpen,
  closeMembership,
}: RatesSectionProps & { enrollmentId: string; pricing: PlanPricingData }) {
  const navigate = useNavigate();
  const summary = useEnrollmentSummary(enrollmentId);
  const carrier = useCarrierQuestions(planId, enrollmentId, pricing.has_carrier_questions && !pricing.carrier_questions_answered);
  const saveCarrier = useSaveCarrierQuestions(enrollmentId, planId);
  const needsMembership = pricing.requires_membership && !pricing.has_membership;
  const memberships = useMemberships(needsMembership);
  const addToCart = useAddToCart(enrollmentId);
  const [pending, setPending] = useState<CartLine | null>(null);
  const [message, setMessage] = useState<string>();
  const [activeNotice, setActiveNotice] = useState<string>();
  const [membershipError, setMembershipError] = useState<string>();

  const isExistingMember = (summary.data?.enrollment_type ?? storage.get('enroll_type')) === 'existing-member';
  const label = cartButtonLabel({ isExistingMember, pricing });
  const carrierOpen = pricing.has_carrier_questions && !pricing.carrier_questions_answered;

  const handleRefusal = (error: unknown) => {
    const refusal = readPlanRefusal(error);
    if (refusal?.errorCode === 'alreadyActive') return setActiveNotice(refusal.message);
    if (refusal?.errorCode === 'membershipRequired') return openMembership();
    setMessage(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
  };

  const add = async (line: CartLine) => {
    setMessage(undefined);
    if (needsMembership) {
      setPending(line);
      setMembershipError(undefined);
      openMembership();
      return;
    }
    setPending(line);
    try {
      await addToCart.mutateAsync(line);
      void navigate(paths.cart);
    } catch (error) {
      handleRefusal(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="md">
      {pricing.blackout ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />}>
          Enrollment in this plan is closed at this time of year.
        </Alert>
      ) : null}
      {pricing.already_active ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          You already hold this plan as an active policy.
        </Alert>
      ) : null}
      {needsMembership ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          This plan is offered to association members: you will choose a membership to add with it.
        </Alert>
      ) : null}
      {carrierOpen ? (
        carrier.data ? (
          <CarrierQuestionsBlock questions={carrier.data} onSave={(answers) => saveCarrier.mutateAsync(answers)} />
        ) : (
          <Skeleton height={200} radius="md" />
        )
      ) : null}
      <PriceCards
        pricing={pricing}
        canAdd={!carrierOpen}
        buttonLabel={label}
        pendingPpid={addToCart.isPending ? (pending?.pricingOptionId ?? null) : null}
        onAdd={(row) => void add({ planId: row.pid, pricingOptionId: row.ppid })}
      />
      {message ? (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      ) : null}
      <MembershipChooser
        opened={isMembershipOpen}
        onClose={closeMembership}
        detail={memberships.data}
        errorMessage={membershipError}
        onChoose={async (membership) => {
          if (!pending) return;
          try {
            await addToCart.mutateAsync({
              membership: { planId: membership.plan_id, pricingOptionId: membership.plan_pricing_id },
              plan: pending,
            });
            closeMembership();
            void navigate(paths.cart);
          } catch (error) {
            setMembershipError(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
          }
        }}
      />
      <Modal opened={activeNotice !== undefined} onClose={() => setActiveNotice(undefined)} title="Already active">
        <Stack gap="md">
          <Text>{activeNotice}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setActiveNotice(undefined)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Who this enrollment is for: group, existing member and portal (get-group-agent-member-info). */
function EnrollmentSummary({ enrollmentId }: { enrollmentId: string }) {
  const summary = useEnrollmentSummary(enrollmentId);
  const portalName =
    storage.get('portal_name') || (summary.data?.platforms.length === 1 ? summary.data.platforms[0]?.platform_name : undefined);
  const items = [
    summary.data?.group_info ? { label: 'Group', value: summary.data.group_info.gname } : null,
    summary.data?.user_info ? { label: 'Member', value: `${summary.data.user_info.first_name} ${summary.data.user_info.last_name}` } : null,
    portalName ? { label: 'Portal', value: portalName } : null,
  ].filter((item): item is { label: string; value: string } => item !== null);
  if (items.length === 0) return null;
  return (
    <Group gap="xs" data-testid="enrollment-summary">
      {items.map((item) => (
        <Badge key={item.label} variant="light" color="gray" size="lg" radius="sm" tt="none" fw={500}>
          {item.label}: {item.value}
        </Badge>
      ))}
    </Group>
  );
}

/** 'Suggested products': bought together with this plan, else from its category. */
function SuggestedProducts({ planId, enrollmentId }: { planId: number; enrollmentId: string }) {
  const related = useRelatedPlans(planId, enrollmentId);
  const plans = related.data ?? [];
  if (plans.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="suggested-title">
      <Title order={2} fz="h3" id="suggested-title">
        Suggested Products
      </Title>
      <PricesForNote plans={plans} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {plans.slice(0, 3).map((plan) => {
          const category = PlanCategorySchema.safeParse(plan.plan_category).data;
          return <PlanCard key={plan.plan_id} plan={plan} caption={category ? PLAN_CATEGORY_LABELS[category] : undefined} />;
        })}
      </SimpleGrid>
    </Stack>
  );
}
