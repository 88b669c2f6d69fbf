import { Paper, Text, Title } from '@mantine/core';
import type { PlanCategory } from '@benefit-store/domain';
import { lazy, Suspense } from 'react';
import { FilterWizardPlaceholder } from './filter-wizard-placeholder';
import { finderCopyOf, type LandingVariant } from './landing-variant';

// Its own chunk, asked for as the landing first renders: react-hook-form and the wizard's checks
// stay off the landing's first load (docs/decisions/0059).
const FilterWizard = lazy(async () => ({ default: (await import('./filter-wizard')).FilterWizard }));

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
      <Suspense fallback={<FilterWizardPlaceholder />}>
        <FilterWizard categories={categories} />
      </Suspense>
    </Paper>
  );
}
