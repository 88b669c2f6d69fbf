import { Paper, Text, Title } from '@mantine/core';
import type { PlanCategory } from '@benefit-store/domain';
import { FilterWizardOnDemand } from './filter-wizard-on-demand';
import { finderCopyOf, type LandingVariant } from './landing-variant';

export interface LandingFinderProps {
  variant: LandingVariant;
  /** The rep's or group's name (the store's own on open enrollment). */
  brandName: string;
  categories?: readonly PlanCategory[] | undefined;
}

/** The plan finder beside the landing hero: the variant's heading over the six-step wizard. */
export function LandingFinder({ variant, brandName, categories }: LandingFinderProps) {
  const copy = finderCopyOf(variant, brandName);
  return (
    <Paper
      component="section"
      aria-labelledby="finder-title"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      shadow="xl"
      data-slot="plan-finder"
      data-variant={variant}
    >
      <Title order={2} id="finder-title" fz="h3" c="brand.9">
        {copy.title}
      </Title>
      <Text c="dimmed" fz="sm" mt={4} mb="lg">
        {copy.intro}
      </Text>
      <FilterWizardOnDemand categories={categories} />
    </Paper>
  );
}
