import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LEAVE_STEP_TEXTS } from '@benefit-store/domain';
import type { Blocker } from 'react-router';

/**
 * Asks before a move away from a step with unsaved typing (Back, a progress step, a header link,
 * the browser's back button): staying is focused first, so Enter or Escape keeps what was typed.
 */
export function LeaveStepModal({ blocker }: { blocker: Blocker }) {
  const isAsking = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Modal opened={isAsking} onClose={stay} title={LEAVE_STEP_TEXTS.title} size="sm" centered>
      <Stack gap="md">
        <Text>{LEAVE_STEP_TEXTS.body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={stay} data-autofocus>
            {LEAVE_STEP_TEXTS.stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {LEAVE_STEP_TEXTS.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
