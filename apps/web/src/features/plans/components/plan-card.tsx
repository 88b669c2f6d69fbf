import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SafeHtml } from '@/components/ui/safe-html';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import classes from './plan-card.module.css';
import { PerMonth } from '@/components/ui/per-month';

export interface PlanCardData {
  plan_id: number;
  plan_name: string;
  plan_logo: string | null;
  plan_short_text: string;
  plan_price: string | null;
}

export interface PlanCardProps {
  plan: PlanCardData;
  /** Heading level inside the page's outline. */
  headingOrder?: 3 | 4;
  /** A caption under the name (e.g. the category in suggestion strips). */
  caption?: string;
}

/** A plan in a grid: logo, name, short text, 'Starting From' price and 'More Info'. */
export function PlanCard({ plan, headingOrder = 3, caption }: PlanCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} data-testid="plan-card">
      <Stack gap="sm" className={classes.body}>
        <Group gap="sm" wrap="nowrap" align="center">
          <div className={classes.logoBox}>
            {plan.plan_logo ? <Image src={plan.plan_logo} alt="" className={classes.logo} fit="contain" /> : null}
          </div>
          <div className={classes.titleBox}>
            <Title order={headingOrder} fz="md" lh={1.3}>
              {plan.plan_name}
            </Title>
            {caption ? (
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mt={2}>
                {caption}
              </Text>
            ) : null}
          </div>
        </Group>
        <SafeHtml html={plan.plan_short_text} className={classes.short} />
      </Stack>
      <Group justify="space-between" align="flex-end" mt="md" gap="xs" className={classes.footer}>
        {plan.plan_price !== null ? (
          <div>
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
              Starting From
            </Text>
            <Text fz="xl" fw={800} c="brand.7" lh={1.1}>
              {formatMoney(plan.plan_price)}
              <PerMonth />
            </Text>
          </div>
        ) : (
          <Text fz="sm" c="dimmed" data-testid="plan-card-unpriced">
            No price for your basic info
          </Text>
        )}
        <Button component={Link} to={paths.plan(plan.plan_id, plan.plan_name)} variant="filled" aria-label={`More Info: ${plan.plan_name}`}>
          More Info
        </Button>
      </Group>
    </Card>
  );
}
