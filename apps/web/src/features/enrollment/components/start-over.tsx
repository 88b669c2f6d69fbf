import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { START_OVER_TEXTS } from '@benefit-store/domain';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useEndEnrollmentHold } from '../api/end-enrollment-hold';
import { useWizardStep } from '../wizard-step-context';

/**
 * "Not you? Start over" (DESIGN §3 "Enrollment holds", docs/decisions/0090): after a confirmation,
 * this browser lets go of the enrollment on the server (and gets a new browser token), forgets it
 * here, and reloads the store's home on the same host, so nothing of the enrollment stays on screen.
 */
export interface StartOverProps {
  /** Where the browser goes once it let go: a full load of the store's home (tests pass a stand-in). */
  goHome?: () => void;
}

export function StartOver({ goHome = () => window.location.assign(paths.home) }: StartOverProps) {
  const [isAsking, setAsking] = useState(false);
  const endHold = useEndEnrollmentHold();
  const { noteSaved } = useWizardStep();
  const startOver = () =>
    endHold.mutate(undefined, {
      onSuccess: () => {
        storage.clear();
        // Asked and answered already: what the step held is let go without the browser asking again.
        noteSaved();
        goHome();
      },
    });

  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setAsking(true)}>
        {START_OVER_TEXTS.link}
      </Button>
      <Modal opened={isAsking} onClose={() => setAsking(false)} title={START_OVER_TEXTS.title} centered>
        <Stack gap="md">
          <Text>{START_OVER_TEXTS.body}</Text>
          {endHold.isError ? (
            <Alert color="red" role="alert">
              {START_OVER_TEXTS.failed}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {START_OVER_TEXTS.cancel}
            </Button>
            <Button color="red" onClick={startOver} loading={endHold.isPending}>
              {START_OVER_TEXTS.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
