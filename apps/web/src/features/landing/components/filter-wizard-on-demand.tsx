import type { PlanCategory } from '@benefit-store/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocatedZip } from '@/lib/located-zip';
import { useStoredSession } from '@/lib/use-stored-session';
import type { FilterWizard } from './filter-wizard';
import { FilterWizardFirstStep } from './filter-wizard-first-step';

/**
 * The landing's plan finder, whose code is fetched on the shopper's first move toward it (pointer
 * over it, a touch, focus), or at once for a returning shopper (their saved answers) and a visitor
 * whose zip was located: until then its first step is drawn without it, and what the shopper typed,
 * where the focus was and a Next already pressed are handed to the wizard (docs/decisions/0070).
 * They are kept as state, so the wizard starts from what they are when it replaces the first step,
 * even if the shopper acted between the code's arrival and that render.
 */
export function FilterWizardOnDemand({ categories }: { categories?: readonly PlanCategory[] | undefined }) {
  const loading = useRef(false);
  const [Wizard, setWizard] = useState<typeof FilterWizard | null>(null);
  const [zip, setZip] = useState('');
  const [zipFocused, setZipFocused] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./filter-wizard').then(
      ({ FilterWizard }) => setWizard(() => FilterWizard),
      () => {
        loading.current = false;
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

  if (Wizard) return <Wizard categories={categories} start={{ zip, focusZip: zipFocused, next: waiting }} />;
  return (
    <FilterWizardFirstStep
      zip={zip}
      onZipChange={setZip}
      onZipFocusChange={setZipFocused}
      onFirstMove={load}
      onNext={() => {
        setWaiting(true);
        setFailed(false);
        load();
      }}
      waiting={waiting}
      failed={failed}
    />
  );
}
