import { Badge, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { FEE_TEXTS, type PlanPricingData } from '@benefit-store/domain';
import { formatMoney } from '@/lib/format';

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

/** One card per pricing option: its label, monthly price and the cart button. */
export function PriceCards({ pricing, canAdd, buttonLabel, pendingPpid, onAdd }: PriceCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(3, Math.max(pricing.plans.length, 1)) }} spacing="md" data-testid="price-cards">
      {pricing.plans.map((row) => (
        <Card key={row.ppid} withBorder radius="md" padding="lg" data-testid="price-card">
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Text fw={600}>{row.label}</Text>
              {pricing.cart_ppid === row.ppid ? (
                <Badge color="green" variant="light" mt={6}>
                  In your cart
                </Badge>
              ) : null}
            </div>
            <Text fz={32} fw={800} c="brand.7" lh={1.1} mt="xs">
              {formatMoney(row.plan_price)}
              <Text component="span" fz="sm" fw={500} c="dimmed">
                {' '}
                per month
              </Text>
            </Text>
            {pricing.is_underwritten_life ? (
              <Text fz="xs" c="dimmed">
                {FEE_TEXTS.priceIncludesFee}
              </Text>
            ) : null}
            {canAdd ? (
              <Button
                mt="sm"
                fullWidth
                color="accent"
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                loading={pendingPpid === row.ppid}
                onClick={() => onAdd(row)}
                aria-label={`${buttonLabel}: ${row.label}`}
              >
                {buttonLabel}
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
