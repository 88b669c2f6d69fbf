import { Anchor, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Outlet, useBlocker, type Blocker } from 'react-router';
import { paths } from '@/config/paths';
import { LeaveStepModal } from './components/leave-step-modal';
import { StartOver } from './components/start-over';
import { WizardProgress } from './components/wizard-progress';
import { preloadStepCode } from './routes';
import { useWizard } from './use-wizard';
import { NO_WIZARD_IMAGES, WizardImagesContext, type WizardImages } from './wizard-images';
import { WizardStepContext, type WizardStepState } from './wizard-step-context';

/**
 * What the frame keeps of the step it shows (docs/decisions/0104): a move to another page while
 * something typed on the step is not saved asks first (LeaveStepModal), and so does the browser
 * on a reload or close; Next saves before it moves, so it never asks.
 */
function useStepState(step: string | undefined): { state: WizardStepState; blocker: Blocker } {
  const isUnsaved = useRef(false);
  const [checks, setChecks] = useState(0);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isUnsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // Each step starts with nothing typed.
  useEffect(() => {
    isUnsaved.current = false;
  }, [step]);
  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => {
      if (isUnsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, []);
  const state = useMemo(
    () => ({
      checks,
      noteChecked: () => setChecks((count) => count + 1),
      noteUnsaved: () => {
        isUnsaved.current = true;
      },
      noteSaved: () => {
        isUnsaved.current = false;
      },
    }),
    [checks],
  );
  return { state, blocker };
}

/** The enrollment wizard's frame (spec 001 §2 "Wizard shell"): the progress bar above the current step. */
export function WizardLayout({ images = NO_WIZARD_IMAGES }: { images?: WizardImages }) {
  const { enrollmentId, tabs, steps, current, index } = useWizard();
  const step = useStepState(current);
  const following = steps[index + 1];
  // The following step's code, loaded while this one is filled in (docs/decisions/0108).
  useEffect(() => {
    if (following) preloadStepCode(following);
  }, [following]);

  if (enrollmentId === null || tabs.isError) {
    return (
      <Container size="sm" py="xl">
        <Paper p="xl" radius="lg" withBorder>
          <Stack gap="sm">
            <Title order={1} fz="h2">
              No enrollment in progress
            </Title>
            <Text c="dimmed">Choose your plans first, or continue a saved enrollment with its code.</Text>
            <Text>
              <Anchor component={Link} to={paths.plans()}>
                Browse plans
              </Anchor>
              {' · '}
              <Anchor component={Link} to="/continue-enrollment">
                Continue a saved enrollment
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <WizardStepContext.Provider value={step.state}>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="flex-end">
            <StartOver />
          </Group>
          {tabs.isPending ? (
            <Loader size="sm" aria-label="Loading the enrollment steps" />
          ) : (
            <WizardProgress steps={steps} current={current} />
          )}
          <WizardImagesContext.Provider value={images}>
            <Outlet />
          </WizardImagesContext.Provider>
        </Stack>
      </Container>
      <LeaveStepModal blocker={step.blocker} />
    </WizardStepContext.Provider>
  );
}
