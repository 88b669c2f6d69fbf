import { Anchor, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { StartOver } from './components/start-over';
import { WizardProgress } from './components/wizard-progress';
import { useWizard } from './use-wizard';
import { NO_WIZARD_IMAGES, WizardImagesContext, type WizardImages } from './wizard-images';

/** The enrollment wizard's frame (spec 001 §2 "Wizard shell"): the progress bar above the current step. */
export function WizardLayout({ images = NO_WIZARD_IMAGES }: { images?: WizardImages }) {
  const { enrollmentId, tabs, steps, current } = useWizard();

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
  );
}
