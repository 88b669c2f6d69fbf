import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLayoutGrid, IconLayoutList } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useRecommendedPlans } from '../use-recommended-plans';
import type { RecommendationSource } from '../api/get-recommendations';
import { RecommendedPlanCard, type RecommendedPlan } from './recommended-plan-card';
import classes from './recommendations.module.css';
import { PricesForNote } from '@/components/ui/prices-for-note';
import { ScrollRow, ScrollRowButtons, useScrollRow } from '@/components/ui/scroll-row';
import { Sliced } from '@/components/ui/sliced';

/** The collapsed strip shows at most 5 plans (spec 000 §9). */
export const STRIP_MAX = 5;

export interface RecommendedPlansProps {
  source: RecommendationSource;
  /** The cart's plans. */
  planIds: readonly number[];
  title?: string;
}

/**
 * The recommended strip (spec 000 §2 Cart, §4): collapsed, a carousel of up to five plans;
 * 'View All' expands it to a grid of every recommendation. Nothing shows when there is none.
 */
export function RecommendedPlans({ source, planIds, title = 'Recommended Plans' }: RecommendedPlansProps) {
  const { plans, isPending } = useRecommendedPlans({ source, planIds });
  // Drawn in slices once the answer is in (its carousel is a long render), not in the answer's own render.
  return <Sliced>{isPending ? <StripSkeleton /> : plans.length === 0 ? null : <RecommendedStrip plans={plans} title={title} />}</Sliced>;
}

function StripSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={28} width={220} radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={190} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RecommendedStrip({ plans, title }: { plans: RecommendedPlan[]; title: string }) {
  const [isExpanded, setExpanded] = useState(false);
  const row = useScrollRow();
  const titleId = useId();
  const regionId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder
      data-testid="recommended-plans"
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Title order={2} fz="h3" id={titleId}>
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              Plans that shoppers like you often add with these.
            </Text>
            <PricesForNote plans={plans} />
          </div>
          <Group gap="xs" wrap="nowrap">
            {plans.length > 1 ? (
              <Button
                variant="light"
                size="sm"
                leftSection={isExpanded ? <IconLayoutList size={16} aria-hidden /> : <IconLayoutGrid size={16} aria-hidden />}
                aria-expanded={isExpanded}
                aria-controls={regionId}
                onClick={() => setExpanded((value) => !value)}
              >
                {isExpanded ? 'Show Less' : 'View All'}
              </Button>
            ) : null}
            {isExpanded ? null : <ScrollRowButtons state={row} itemsName="recommended plans" />}
          </Group>
        </Group>
        <div id={regionId}>
          {isExpanded ? (
            <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" className={classes.grid}>
              {plans.map((plan) => (
                <li key={plan.plan_id}>
                  <RecommendedPlanCard plan={plan} withShortText />
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <ScrollRow state={row} label={title}>
              {plans.slice(0, STRIP_MAX).map((plan) => (
                <RecommendedPlanCard key={plan.plan_id} plan={plan} />
              ))}
            </ScrollRow>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
