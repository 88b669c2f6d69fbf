import type { PlanCartItem } from '@benefit-store/domain';
import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PlanName } from '@/components/ui/plan-name';
import { formatMoney } from '@/lib/format';
import classes from './cart-page.module.css';
import { PlanLogo } from './plan-logo';

export interface CartPlanListProps {
  items: readonly PlanCartItem[];
  /** Association memberships among the items: named as such. */
  membershipPlanIds?: ReadonlySet<number>;
  onRemove: (item: PlanCartItem) => void;
}

/**
 * The plans the shopper chose: logo, name and chosen option, monthly price and a trash button; a membership another
 * plan in the cart requires has no trash button and says why (it leaves with that plan).
 */
export function CartPlanList({ items, membershipPlanIds, onRemove }: CartPlanListProps) {
  return (
    <Stack gap="sm" component="ul" className={classes.list} aria-label="Plans in your cart">
      {items.map((item) => (
        <Paper component="li" key={`${item.plan_id}-${item.plan_pricing_id}`} withBorder radius="md" p="md" className={classes.item}>
          <Group wrap="nowrap" gap="md" align="center">
            <PlanLogo src={item.plan_logo} size={48} />
            <div className={classes.itemText}>
              <PlanName name={item.plan_name} option={item.option_label} fw={700} lh={1.3} />
              {membershipPlanIds?.has(item.plan_id) ? (
                <Text fz="sm" c="dimmed">
                  {item.removable === 1 ? 'Association membership' : 'Association membership, required with a plan in your cart'}
                </Text>
              ) : null}
              {/* Phones: the price goes under the name. */}
              <Text fw={700} c="brand.8" fz="sm" hiddenFrom="xs">
                {formatMoney(item.price)} per month
              </Text>
              {Number(item.one_time_fee) > 0 ? (
                <Text fz="xs" c="dimmed">
                  One-time enrollment fee {formatMoney(item.one_time_fee)}
                </Text>
              ) : null}
            </div>
            <Box className={classes.price} visibleFrom="xs">
              <Text fw={800} fz="lg" c="brand.8" lh={1.2}>
                {formatMoney(item.price)}
              </Text>
              <Text fz="xs" c="dimmed">
                per month
              </Text>
            </Box>
            {item.removable === 1 ? (
              // A native title, not Mantine's Tooltip: that would bring floating-ui to the cart (docs/decisions/0059).
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${item.plan_name}`}
                title="Remove from cart"
                onClick={() => onRemove(item)}
              >
                <IconTrash size={20} stroke={1.7} aria-hidden />
              </ActionIcon>
            ) : (
              // Keeps the prices of every row in one column.
              <Box w={34} aria-hidden />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
