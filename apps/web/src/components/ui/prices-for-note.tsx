import { Text } from '@mantine/core';

/**
 * Says what the prices of a list or strip are for (docs/decisions/0039): the server prices every list
 * for the visitor's filter when it knows one and names it in `price_for`; nothing shows without one.
 */
export function PricesForNote({ plans }: { plans: readonly { price_for: string | null }[] }) {
  const priceFor = plans.find((plan) => plan.price_for !== null)?.price_for;
  if (!priceFor) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="prices-for">
      Monthly prices for {priceFor}.
    </Text>
  );
}
