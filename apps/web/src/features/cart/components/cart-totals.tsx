import { FEE_TEXTS, type PlanCartData } from '@benefit-store/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@/lib/format';

export interface CartTotalsProps {
  cart: Pick<PlanCartData, 'result' | 'initial_month_cost' | 'recurring_month_cost' | 'administrative_fee' | 'has_underwritten_life'>;
}

const sumOf = (amounts: readonly string[]) => amounts.reduce((total, amount) => total + Math.round(Number(amount) * 100), 0) / 100;

function Row({
  label,
  value,
  hint,
  strong = false,
  muted = false,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  strong?: boolean;
  /** A part of the row above it, not an amount of its own. */
  muted?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid={testId}>
      <div>
        <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={muted ? 'dimmed' : undefined}>
          {label}
        </Text>
        {hint ? (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      <Text
        fz={strong ? 'lg' : 'sm'}
        fw={strong ? 800 : muted ? 500 : 600}
        ta="right"
        style={{ whiteSpace: 'nowrap' }}
        c={strong ? 'brand.8' : muted ? 'dimmed' : undefined}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's costs as the server computed them (DESIGN §3 Fees): the plans at their shown prices,
 * the administrative fee those prices already include (3% of the underwritten life plans'
 * premiums, never added on top), one-time enrollment fees (first month only), then First Month
 * Cost, Recurring Cost and Total Cost, which is what the first payment at enrollment charges.
 */
export function CartTotals({ cart }: CartTotalsProps) {
  const plansTotal = sumOf(cart.result.map((item) => item.price));
  const oneTimeFees = sumOf(cart.result.map((item) => item.one_time_fee));
  const hasFee = Number(cart.administrative_fee) > 0;

  return (
    <Stack gap="sm" aria-label="Cart totals" role="group">
      <Row label="Plans" value={`${formatMoney(plansTotal)}/mo`} testId="totals-plans" />
      {hasFee ? (
        <Row
          label={FEE_TEXTS.includedFeeLabel}
          hint={FEE_TEXTS.includedFeeHint}
          value={`${formatMoney(cart.administrative_fee)}/mo`}
          muted
          testId="totals-fee"
        />
      ) : null}
      {oneTimeFees > 0 ? (
        <Row label="One-time enrollment fees" hint="First month only" value={formatMoney(oneTimeFees)} testId="totals-one-time" />
      ) : null}
      <Divider />
      <Row label="First Month Cost" value={formatMoney(cart.initial_month_cost)} testId="totals-first-month" />
      <Row label="Recurring Cost" value={`${formatMoney(cart.recurring_month_cost)}/mo`} testId="totals-recurring" />
      <Divider />
      <Row
        label="Total Cost"
        hint="Due with your first payment"
        value={formatMoney(cart.initial_month_cost)}
        strong
        testId="totals-total"
      />
    </Stack>
  );
}
