import { PLAN_CATEGORY_LABELS, PlanCategorySchema, type RecommendedPlanDetailsDataSchema } from '@benefit-store/domain';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type * as z from 'zod';
import { SafeHtml } from '@/components/ui/safe-html';
import { formatMoney } from '@/lib/format';
import classes from './recommendations.module.css';
import { PerMonth } from '@/components/ui/per-month';

export type RecommendedPlan = z.infer<typeof RecommendedPlanDetailsDataSchema>[number];

export const categoryLabel = (category: string) => {
  const known = PlanCategorySchema.safeParse(category);
  return known.success ? PLAN_CATEGORY_LABELS[known.data] : category;
};

export interface RecommendedPlanCardProps {
  plan: RecommendedPlan;
  /** The full list shows the plan's short text too. */
  withShortText?: boolean;
}

/** A recommended plan: logo, category, name, 'Starting From' price and its More Info link. */
export function RecommendedPlanCard({ plan, withShortText = false }: RecommendedPlanCardProps) {
  const titleId = `recommended-plan-${plan.plan_id}`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div className={classes.logo}>
            {plan.plan_logo ? (
              <Image src={plan.plan_logo} alt="" h={40} w="auto" maw="100%" fit="contain" />
            ) : (
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <IconShieldCheck size={22} stroke={1.6} />
              </ThemeIcon>
            )}
          </div>
          <Badge variant="light" size="sm" className={classes.category}>
            {categoryLabel(plan.plan_category)}
          </Badge>
        </Group>
        <Text component="h3" id={titleId} fw={700} fz="md" lh={1.3} m={0}>
          {plan.plan_name}
        </Text>
        {withShortText ? <SafeHtml html={plan.plan_short_text} fz="sm" c="dimmed" className={classes.shortText} /> : null}
        <div className={classes.footer}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
            Starting From
          </Text>
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <Text fw={800} fz="lg" c="brand.8">
              {plan.plan_price !== null ? (
                <>
                  {formatMoney(plan.plan_price)}
                  <PerMonth fz="xs" />
                </>
              ) : null}
            </Text>
            <Anchor
              component={Link}
              to={plan.link}
              fw={600}
              fz="sm"
              className={classes.moreInfo}
              aria-label={`More Info: ${plan.plan_name}`}
            >
              More Info <IconArrowRight size={14} aria-hidden />
            </Anchor>
          </Group>
        </div>
      </Stack>
    </Paper>
  );
}
