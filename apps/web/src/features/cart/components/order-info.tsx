import type { EffectiveDateOption, PlanCartData } from '@benefit-store/domain';
import { Alert, Button, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlanName } from '@/components/ui/plan-name';
import { formatMoney } from '@/lib/format';
import { CartTotals } from './cart-totals';
import classes from './cart-page.module.css';

export interface OrderInfoProps {
  cart: PlanCartData;
  dates: readonly EffectiveDateOption[] | undefined;
  isDatesPending: boolean;
  effectiveDate: string;
  onEffectiveDateChange: (value: string) => void;
  dateError: string | null;
  checkoutError: string | null;
  isCheckingOut: boolean;
  onProceed: () => void;
  /** 'Send Personalized Quote', when this session may send one. */
  quoteAction?: ReactNode;
}

/** Order Info: coverage, effective date, every plan by name and price, the totals and the way on. */
export function OrderInfo({
  cart,
  dates,
  isDatesPending,
  effectiveDate,
  onEffectiveDateChange,
  dateError,
  checkoutError,
  isCheckingOut,
  onProceed,
  quoteAction,
}: OrderInfoProps) {
  const hasDates = (dates?.length ?? 0) > 0;
  return (
    <Paper
      component="section"
      aria-labelledby="order-info-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="sm"
      className={classes.orderInfo}
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="order-info-title">
          Order Info
        </Title>
        {cart.tier_label ? (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              Coverage
            </Text>
            <Text fz="sm" fw={600} data-testid="order-tier">
              {cart.tier_label}
            </Text>
          </Group>
        ) : null}
        {isDatesPending ? (
          <Skeleton height={60} radius="md" />
        ) : (
          <NativeSelect
            label="Effective date"
            description={hasDates ? 'The day your coverage begins' : undefined}
            value={effectiveDate}
            onChange={(event) => onEffectiveDateChange(event.currentTarget.value)}
            data={(dates ?? []).map((option) => ({ value: option.value, label: option.label }))}
            error={dateError ?? (hasDates ? null : 'No effective date is available for the plans in your cart.')}
            disabled={!hasDates}
            withAsterisk
          />
        )}
        <Stack gap={6} component="ul" className={classes.list} aria-label="Order items">
          {cart.result.map((item) => (
            <Group
              component="li"
              key={`${item.plan_id}-${item.plan_pricing_id}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              <div>
                <PlanName name={item.plan_name} option={item.option_label} size="sm" lh={1.35} />
              </div>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.price)}
              </Text>
            </Group>
          ))}
        </Stack>
        <CartTotals cart={cart} />
        {checkoutError ? (
          <Alert color="red" variant="light" role="alert">
            {checkoutError}
          </Alert>
        ) : null}
        <Button
          size="md"
          fullWidth
          color="accent"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          loading={isCheckingOut}
          disabled={isDatesPending || !hasDates}
          onClick={onProceed}
        >
          Proceed to Enrollment
        </Button>
        {quoteAction}
      </Stack>
    </Paper>
  );
}
