import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES } from '@benefit-store/domain';
import { PlanName } from '@/components/ui/plan-name';
import { formatMoney } from '@/lib/format';
import { useReviewSummary } from '../api/review';

/**
 * The review's side panel (spec 001 §2): the plans Next submits, each with its chosen option and
 * price, the tier by name and the effective date (docs/decisions/0098), First Month Total Cost
 * and Recurring Monthly Cost.
 */
export function ReviewCartPanel({ enrollmentId }: { enrollmentId: string }) {
  const summary = useReviewSummary(enrollmentId);
  const data = summary.data;
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-labelledby="review-cart-title">
      <Title order={2} fz="h4" id="review-cart-title" mb="sm">
        Your plans
      </Title>
      {data ? (
        <Stack gap="xs">
          <dl style={{ margin: 0 }}>
            {data.tier_label ? <Fact label="Coverage" value={data.tier_label} /> : null}
            {data.effective_date ? <Fact label="Effective date" value={data.effective_date} /> : null}
          </dl>
          <Divider my={4} />
          {data.plans.map((plan) => (
            <Group key={plan.plan_id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <PlanName name={plan.plan_name} option={plan.option_label} size="sm" fw={500} />
              </div>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(plan.price)}
              </Text>
            </Group>
          ))}
          <Divider my="xs" />
          <Group justify="space-between">
            <Text fw={600}>{REVIEW_MESSAGES.firstMonthTotalCost}</Text>
            <Text fw={700}>{formatMoney(data.initial_month_cost)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={600}>{REVIEW_MESSAGES.recurringMonthlyCost}</Text>
            <Text fw={700}>{formatMoney(data.recurring_month_cost)}</Text>
          </Group>
        </Stack>
      ) : summary.isError ? (
        <Text c="dimmed" fz="sm">
          The plans could not be loaded.
        </Text>
      ) : (
        <Skeleton h={120} />
      )}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
