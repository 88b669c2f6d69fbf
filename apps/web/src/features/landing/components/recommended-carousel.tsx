import { Anchor, Badge, Container, Group, Image, Paper, Text, Title } from '@mantine/core';
import type { RecommendedPlanSchema } from '@benefit-store/domain';
import { Link } from 'react-router';
import type * as z from 'zod';
import { paths } from '@/config/paths';
import { categoryLabelOf } from './featured-plan-grid';
import classes from './plan-cards.module.css';
import { StartingFromPrice } from '@/components/ui/starting-from-price';
import { PricesForNote } from '@/components/ui/prices-for-note';
import { ScrollRow, ScrollRowButtons, useScrollRow } from '@/components/ui/scroll-row';

export type RecommendedPlan = z.infer<typeof RecommendedPlanSchema>;

/** The server's deep link keeps the shopper's context; a plain plan link when it is not a path of ours. */
const planHref = (plan: RecommendedPlan) => (plan.link.startsWith('/') ? plan.link : paths.plan(plan.plan_id, plan.plan_name));

function RecommendedCard({ plan }: { plan: RecommendedPlan }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.recommendedCard}>
      <Group gap="sm" wrap="nowrap" align="center">
        <div className={classes.smallLogo}>
          {plan.plan_logo ? <Image src={plan.plan_logo} alt="" h={32} w="auto" fit="contain" /> : null}
        </div>
        <Badge variant="light" color="accent" radius="sm" className={classes.badge}>
          {categoryLabelOf(plan.plan_category)}
        </Badge>
      </Group>
      <Anchor component={Link} to={planHref(plan)} fw={700} c="brand.9" mt="sm" className={classes.planLink}>
        {plan.plan_name}
      </Anchor>
      {plan.plan_price !== null ? <StartingFromPrice price={plan.plan_price} labelProps={{ mt: 'auto', pt: 'sm' }} /> : null}
    </Paper>
  );
}

/**
 * The recommended strip's carousel (spec 000 §2, §9): up to five plans showing 1, 2, 3 and 5 at
 * 0, 767, 1100 and 1300 pixels, with 'View All'; loaded once there are plans (plan-strips.tsx).
 */
export function RecommendedCarousel({ plans }: { plans: RecommendedPlan[] }) {
  const row = useScrollRow();
  return (
    <Container size="lg" component="section" aria-labelledby="recommended-title" className={classes.section}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} id="recommended-title" c="brand.9">
            Recommended for you
          </Title>
          <Text c="dimmed" mt={4}>
            Plans other shoppers like you often choose.
          </Text>
          <PricesForNote plans={plans} />
        </div>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.recommendList('page')} fw={600} mr="xs">
            View All
          </Anchor>
          <ScrollRowButtons state={row} itemsName="recommended plans" />
        </Group>
      </Group>
      <div className={classes.strip}>
        <ScrollRow state={row} label="Recommended for you">
          {plans.map((plan) => (
            <RecommendedCard key={plan.plan_id} plan={plan} />
          ))}
        </ScrollRow>
      </div>
    </Container>
  );
}
