import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES } from '@benefit-store/domain';
import { usePlanCart } from '@/lib/calls/get-plan-cart';
import { formatMoney } from '@/lib/format';

/** The review's side panel (spec 001 §2): the cart's plans with their prices, First Month Total Cost and Recurring Monthly Cost. */
export function ReviewCartPanel({ enrollmentId }: { enrollmentId: string }) {
  const cart = usePlanCart(enrollmentId);
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-labelledby="review-cart-title">
      <Title order={2} fz="h4" id="review-cart-title" mb="sm">
        Your plans
      </Title>
      {cart.data ? (
        <Stack gap="xs">
          {cart.data.result.map((plan) => (
            <Group key={plan.plan_id} justify="space-between" wrap="nowrap" align="flex-start">
              <Text fz="sm">{plan.plan_name}</Text>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(plan.price)}
              </Text>
            </Group>
          ))}
          <Divider my="xs" />
          <Group justify="space-between">
            <Text fw={600}>{REVIEW_MESSAGES.firstMonthTotalCost}</Text>
            <Text fw={700}>{formatMoney(cart.data.initial_month_cost)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={600}>{REVIEW_MESSAGES.recurringMonthlyCost}</Text>
            <Text fw={700}>{formatMoney(cart.data.recurring_month_cost)}</Text>
          </Group>
        </Stack>
      ) : cart.isError ? (
        <Text c="dimmed" fz="sm">
          The plans could not be loaded.
        </Text>
      ) : (
        <Skeleton h={120} />
      )}
    </Paper>
  );
}
