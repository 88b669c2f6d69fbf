import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { FEE_TEXTS, type PlanPricingData } from '@benefit-store/domain';
import { InCartBadge, ViewCartButton } from '@/components/ui/in-cart';
import { formatMoney } from '@/lib/format';
import { PerMonth } from '@/components/ui/per-month';

type PriceRow = PlanPricingData['plans'][number];

/**
 * 'Enroll Now' instead of 'Add to Cart' (spec 000 §4): an existing member enrolls in the plan, and
 * an underwritten life plan whose qualifying questions are already answered goes straight on.
 */
export function cartButtonLabel(input: { isExistingMember: boolean; pricing: PlanPricingData }): 'Add to Cart' | 'Enroll Now' {
  const { isExistingMember, pricing } = input;
  if (isExistingMember) return 'Enroll Now';
  if (pricing.is_underwritten_life && pricing.has_questions && pricing.questions_answered) return 'Enroll Now';
  return 'Add to Cart';
}

export interface PriceCardsProps {
  pricing: PlanPricingData;
  /** Hide the buttons (carrier statements not confirmed yet). */
  canAdd: boolean;
  buttonLabel: string;
  pendingPpid: number | null;
  onAdd: (row: PriceRow) => void;
}

/** Adding another option of a plan in the cart replaces the option there. */
export const SWITCH_OPTION_LABEL = 'Switch to this option';

/**
 * One card per pricing option: its label, monthly price and the cart button. The option in the
 * cart says so and offers the cart; the others offer to switch to them.
 */
export function PriceCards({ pricing, canAdd, buttonLabel, pendingPpid, onAdd }: PriceCardsProps) {
  const isPlanInCart = pricing.cart_ppid !== null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(3, Math.max(pricing.plans.length, 1)) }} spacing="md" data-testid="price-cards">
      {pricing.plans.map((row) => (
        <Card key={row.ppid} withBorder radius="md" padding="lg" data-testid="price-card">
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Text fw={600}>{row.label}</Text>
              {pricing.cart_ppid === row.ppid ? (
                <div style={{ marginTop: 6 }}>
                  <InCartBadge />
                </div>
              ) : null}
            </div>
            <Text fz={32} fw={800} c="brand.7" lh={1.1} mt="xs">
              {formatMoney(row.plan_price)}
              <PerMonth />
            </Text>
            {pricing.is_underwritten_life ? (
              <Text fz="xs" c="dimmed">
                {FEE_TEXTS.priceIncludesFee}
              </Text>
            ) : null}
            {pricing.cart_ppid === row.ppid ? (
              <ViewCartButton mt="sm" fullWidth label={row.label} />
            ) : canAdd ? (
              <Button
                mt="sm"
                fullWidth
                color="accent"
                variant={isPlanInCart ? 'default' : 'filled'}
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                loading={pendingPpid === row.ppid}
                onClick={() => onAdd(row)}
                aria-label={`${isPlanInCart ? SWITCH_OPTION_LABEL : buttonLabel}: ${row.label}`}
              >
                {isPlanInCart ? SWITCH_OPTION_LABEL : buttonLabel}
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
