import { Anchor, Badge, Container, Group, Image, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { PlanCategorySchema, PLAN_CATEGORY_LABELS, type FeaturedPlan } from '@benefit-store/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SafeHtml } from '@/components/ui/safe-html';
import { paths } from '@/config/paths';
import classes from './plan-cards.module.css';
import { StartingFromPrice } from '@/components/ui/starting-from-price';
import { PricesForNote } from '@/components/ui/prices-for-note';

export const categoryLabelOf = (category: string) => {
  const known = PlanCategorySchema.safeParse(category);
  return known.success ? PLAN_CATEGORY_LABELS[known.data] : category;
};

function FeaturedPlanCard({ plan }: { plan: FeaturedPlan }) {
  const titleId = `featured-plan-${plan.plan_id}`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="lg" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div className={classes.logoBox}>{plan.plan_logo ? <Image src={plan.plan_logo} alt="" h={40} w="auto" fit="contain" /> : null}</div>
        <Badge variant="light" color="brand" radius="sm">
          {categoryLabelOf(plan.plan_category)}
        </Badge>
      </Group>
      <Title order={3} id={titleId} fz="lg" mt="md" c="brand.9">
        {plan.plan_name}
      </Title>
      <SafeHtml html={plan.plan_short_text} className={classes.shortText} mt={6} />
      <Group justify="space-between" align="flex-end" mt="auto" pt="md" gap="xs">
        {plan.plan_price !== null ? (
          <div>
            <StartingFromPrice price={plan.plan_price} />
          </div>
        ) : (
          <span />
        )}
        <Anchor
          component={Link}
          to={paths.plan(plan.plan_id, plan.plan_name)}
          fw={600}
          className={classes.moreInfo}
          aria-label={`More info about ${plan.plan_name}`}
        >
          More info <IconArrowRight size={16} aria-hidden />
        </Anchor>
      </Group>
    </Paper>
  );
}

/** The featured plans grid, loaded once there are plans to show (plan-strips.tsx). */
export function FeaturedPlanGrid({ plans }: { plans: FeaturedPlan[] }) {
  return (
    <Container size="lg" component="section" aria-labelledby="featured-title" className={classes.section}>
      <Title order={2} id="featured-title" c="brand.9">
        Featured plans
      </Title>
      <Text c="dimmed" mt={4}>
        Popular choices from our catalog. Open a plan to see its benefits and your price.
      </Text>
      <PricesForNote plans={plans} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
        {plans.map((plan) => (
          <FeaturedPlanCard key={plan.plan_id} plan={plan} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
