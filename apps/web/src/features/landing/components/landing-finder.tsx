import { Paper, Text, Title } from '@mantine/core';
import type { PlanCategory } from '@benefit-store/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStoredSession } from '@/lib/use-stored-session';
import type { FilterWizard } from './filter-wizard';
import { FinderZipStep } from './finder-zip-step';
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
      <LandingFinderSteps categories={categories} />
    </Paper>
  );
}

/**
 * The first step asks for the zip on its own; the wizard's code (its own chunk: react-hook-form,
 * the later steps and their checks) is fetched on the shopper's first move toward the finder, or
 * at once for a returning shopper, and the wizard takes over at the date of birth once the zip is
 * checked (docs/decisions/0074).
 */
function LandingFinderSteps({ categories }: { categories?: readonly PlanCategory[] | undefined }) {
  const loading = useRef(false);
  const [Wizard, setWizard] = useState<typeof FilterWizard | null>(null);
  const [checkedZip, setCheckedZip] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./filter-wizard').then(
      ({ FilterWizard }) => setWizard(() => FilterWizard),
      () => {
        loading.current = false;
        setCheckedZip(null);
        setFailed(true);
      },
    );
  }, []);

  const { tempId } = useStoredSession();
  useEffect(() => {
    if (tempId) load();
  }, [tempId, load]);

  if (Wizard && checkedZip !== null) return <Wizard categories={categories} checkedZip={checkedZip} />;
  return (
    <FinderZipStep
      onFirstMove={load}
      onChecked={(zip) => {
        setFailed(false);
        setCheckedZip(zip);
        load();
      }}
      waiting={checkedZip !== null}
      failed={failed}
    />
  );
}
