import type { PlanCategory } from '@benefit-store/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocatedZip } from '@/lib/located-zip';
import { useStoredSession } from '@/lib/use-stored-session';
import type { FilterWizard, WizardStart } from './filter-wizard';
import { FilterWizardFirstStep } from './filter-wizard-first-step';

interface Loaded {
  Wizard: typeof FilterWizard;
  start: WizardStart;
}

/**
 * The landing's plan finder, whose code is fetched on the shopper's first move toward it (pointer
 * over it, a touch, focus), or at once for a returning shopper (their saved answers) and a visitor
 * whose zip was located: until then its first step is drawn without it, and what the shopper typed,
 * where the focus was and a Next already pressed are handed to the wizard (docs/decisions/0070).
 */
export function FilterWizardOnDemand({ categories }: { categories?: readonly PlanCategory[] | undefined }) {
  const zipRef = useRef<HTMLInputElement>(null);
  const nextPressed = useRef(false);
  const loading = useRef(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./filter-wizard').then(
      ({ FilterWizard }) => {
        const box = zipRef.current;
        setLoaded({
          Wizard: FilterWizard,
          start: { zip: box?.value ?? '', focusZip: box !== null && box === document.activeElement, next: nextPressed.current },
        });
      },
      () => {
        loading.current = false;
        nextPressed.current = false;
        setWaiting(false);
        setFailed(true);
      },
    );
  }, []);

  const { tempId } = useStoredSession();
  const locatedZip = useLocatedZip();
  useEffect(() => {
    if (tempId || locatedZip) load();
  }, [tempId, locatedZip, load]);

  if (loaded) return <loaded.Wizard categories={categories} start={loaded.start} />;
  return (
    <FilterWizardFirstStep
      zipRef={zipRef}
      onFirstMove={load}
      onNext={() => {
        nextPressed.current = true;
        setWaiting(true);
        setFailed(false);
        load();
      }}
      waiting={waiting}
      failed={failed}
    />
  );
}
