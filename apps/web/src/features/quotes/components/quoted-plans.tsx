import type { QuoteView } from '@benefit-store/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { PlanName } from '@/components/ui/plan-name';
import { formatMoney } from '@/lib/format';

export interface QuotedPlansProps {
  quote: QuoteView;
}

/** The quoted plans with their monthly prices, then the first month's and the recurring totals. */
export function QuotedPlans({ quote }: QuotedPlansProps) {
  return (
    <>
      <Table aria-label="Quoted plans" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th ta="right">Monthly</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.plans.map((plan) => (
            <Table.Tr key={`${plan.plan_name}-${plan.option_label}`}>
              <Table.Td>
                <PlanName name={plan.plan_name} option={plan.option_label} size="sm" fw={600} />
                {Number(plan.one_time_fee) > 0 ? (
                  <Text fz="xs" c="dimmed">
                    One-time enrollment fee {formatMoney(plan.one_time_fee)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(plan.price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={500}>First Month Total Cost</Text>
          <Text fw={700}>{formatMoney(quote.initial_month_cost)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={500}>Recurring Monthly Cost</Text>
          <Text fw={700}>{formatMoney(quote.recurring_month_cost)}</Text>
        </Group>
      </Stack>
    </>
  );
}
