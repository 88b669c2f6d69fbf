import { Alert, Button, Card, Container, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMinus, IconShieldCheck, IconShoppingCart } from '@tabler/icons-react';
import { EnrollmentIdSchema, type MembershipDetailData } from '@benefit-store/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BasicFilterForm } from '@/components/ui/basic-filter-form';
import { InCartBadge, ViewCartButton } from '@/components/ui/in-cart';
import { SafeHtml } from '@/components/ui/safe-html';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAddFilterForNewUser } from '@/lib/calls/add-filter-for-new-user';
import { useAddToCart } from '@/lib/calls/add-plan-to-cart';
import { useMemberships } from '@/lib/calls/get-memberships';
import { usePlanCart } from '@/lib/calls/get-plan-cart';
import classes from './membership-page.module.css';

type Membership = MembershipDetailData['memberships'][number];

const LEVEL_NAMES: Record<Membership['level'], string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' };

/** Rows of the comparison table; the term life row shows each level's amount. */
export const COMPARISON_ROWS = [
  { label: 'Health coach', feature: 'Health coach' },
  { label: 'Fitness app', feature: 'Fitness app' },
  { label: 'Term life', feature: null },
  { label: 'Prescription card', feature: 'Prescription card' },
  { label: 'Travel and entertainment', feature: 'Travel and entertainment' },
  { label: 'Medical bill negotiation', feature: 'Medical bill negotiation' },
] as const;

const wholeDollars = (amount: string) => formatMoney(amount).replace(/\.00$/, '');

/** /new_membership, 'Association benefits': Bronze, Silver and Gold for the entire family, with what each includes. */
export function MembershipPage() {
  const { tempId } = useStoredSession();
  const enrollmentId = EnrollmentIdSchema.safeParse(tempId).success ? tempId : null;
  const detail = useMemberships();

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconShieldCheck size={32} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Association benefits
          </Title>
          {detail.data?.association_text ? (
            <SafeHtml html={detail.data.association_text} className={classes.about} maw={760} c="gray.7" />
          ) : null}
        </Stack>

        {enrollmentId ? <Memberships enrollmentId={enrollmentId} detail={detail.data} isPending={detail.isPending} /> : <FilterFirst />}

        {detail.data ? <ComparisonTable memberships={detail.data.memberships} /> : <Skeleton height={280} radius="md" />}
      </Stack>
    </Container>
  );
}

function FilterFirst() {
  const addFilter = useAddFilterForNewUser();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="membership-filter-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="membership-filter-title">
          Please fill filter for association benefit
        </Title>
        <BasicFilterForm columns={2} submitLabel="Submit" onSubmit={(values) => addFilter.mutateAsync(values)} />
      </Stack>
    </Paper>
  );
}

function Memberships({
  enrollmentId,
  detail,
  isPending,
}: {
  enrollmentId: string;
  detail: MembershipDetailData | undefined;
  isPending: boolean;
}) {
  const navigate = useNavigate();
  const addToCart = useAddToCart(enrollmentId);
  const cart = usePlanCart(enrollmentId);
  const [adding, setAdding] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  if (isPending || !detail) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const add = async (membership: Membership) => {
    setAdding(membership.plan_id);
    setError(undefined);
    try {
      await addToCart.mutateAsync({ planId: membership.plan_id, pricingOptionId: membership.plan_pricing_id });
      void navigate(paths.cart);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setAdding(null);
    }
  };

  const cartPlanIds = new Set((cart.data?.result ?? []).map((item) => item.plan_id));
  const inCart = detail.memberships.find((membership) => cartPlanIds.has(membership.plan_id));

  return (
    <Stack gap="md">
      {inCart ? (
        <Alert color="blue" variant="light" icon={<IconShoppingCart size={20} aria-hidden />} data-testid="membership-in-cart">
          Your cart has the {LEVEL_NAMES[inCart.level]} membership. Choosing another level replaces it.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {detail.memberships.map((membership) => (
          <Card
            key={membership.plan_id}
            withBorder
            radius="lg"
            padding="xl"
            className={classes.card}
            data-level={membership.level}
            data-testid="membership-card"
          >
            <Stack gap="xs" align="center" ta="center" h="100%">
              <Title order={2} fz="h3" className={classes.level}>
                {LEVEL_NAMES[membership.level]}
              </Title>
              {membership === inCart ? <InCartBadge /> : null}
              <Text fz={40} fw={800} lh={1} c="brand.7" mt="xs">
                {formatMoney(membership.price)}
              </Text>
              <Text fw={600}>per month</Text>
              <Text c="dimmed" fz="sm">
                for the entire family
              </Text>
              <Text fz="sm" mt="xs">
                Includes {wholeDollars(membership.term_life)} term life
              </Text>
              {membership === inCart ? (
                <ViewCartButton mt="auto" fullWidth label={`${LEVEL_NAMES[membership.level]} membership`} />
              ) : (
                <Button
                  mt="auto"
                  fullWidth
                  color="accent"
                  variant={inCart ? 'default' : 'filled'}
                  loading={adding === membership.plan_id}
                  onClick={() => void add(membership)}
                  aria-label={
                    inCart
                      ? `Switch to ${LEVEL_NAMES[membership.level]} membership`
                      : `Add Cart: ${LEVEL_NAMES[membership.level]} membership`
                  }
                >
                  {inCart ? `Switch to ${LEVEL_NAMES[membership.level]}` : 'Add Cart'}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

function ComparisonTable({ memberships }: { memberships: Membership[] }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="compare-title">
      <Title order={2} fz="h3" id="compare-title" ta="center">
        Compare memberships
      </Title>
      <Table.ScrollContainer minWidth={340}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing="sm"
          horizontalSpacing="xs"
          fz={{ base: 'sm', sm: 'md' }}
          data-testid="membership-comparison"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Benefit</Table.Th>
              {memberships.map((m) => (
                <Table.Th key={m.plan_id} scope="col" ta="center">
                  {LEVEL_NAMES[m.level]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COMPARISON_ROWS.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                {memberships.map((m) => (
                  <Table.Td key={m.plan_id} ta="center">
                    {row.feature === null ? (
                      <Text fw={600}>{wholeDollars(m.term_life)}</Text>
                    ) : m.features.includes(row.feature) ? (
                      <IconCheck size={20} className={classes.yes} aria-label="Included" role="img" />
                    ) : (
                      <IconMinus size={20} className={classes.no} aria-label="Not included" role="img" />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
