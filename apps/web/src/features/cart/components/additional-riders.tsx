import type { PlanCartItem } from '@benefit-store/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PlanName } from '@/components/ui/plan-name';
import { formatMoney } from '@/lib/format';
import classes from './cart-page.module.css';
import { PlanLogo } from './plan-logo';

/**
 * Riders and memberships the cart holds because another plan needs them (the cart marks them
 * not removable): listed by name and price; they leave the cart with the plan they belong to.
 */
export function AdditionalRiders({ items }: { items: readonly PlanCartItem[] }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="riders-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="riders-title">
            Additional riders
          </Title>
          <Text fz="sm" c="dimmed">
            Included with a plan in your cart; removed together with that plan.
          </Text>
        </div>
        <Stack gap="xs" component="ul" className={classes.list}>
          {items.map((item) => (
            <Group component="li" key={`${item.plan_id}-${item.plan_pricing_id}`} wrap="nowrap" gap="md" className={classes.rider}>
              <PlanLogo src={item.plan_logo} size={40} />
              <div className={classes.itemText}>
                <PlanName name={item.plan_name} option={item.option_label} fw={600} lh={1.3} />
                <Badge variant="light" color="gray" size="sm" mt={2}>
                  Required
                </Badge>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.price)}
                <Text component="span" fz="xs" c="dimmed" fw={500}>
                  /mo
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
