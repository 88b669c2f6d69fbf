import type { PlanCartItem } from '@benefit-store/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface RemovePlanModalProps {
  item: PlanCartItem | null;
  isRemoving: boolean;
  error: string | null;
  onConfirm: (item: PlanCartItem) => void;
  onClose: () => void;
}

/** Remove confirmation (spec 000 §2 Cart modals): 'Do you really want to remove?' Yes / No. */
export function RemovePlanModal({ item, isRemoving, error, onConfirm, onClose }: RemovePlanModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Remove plan" size="sm">
      {item ? (
        <Stack gap="md">
          <Text fw={600}>Do you really want to remove?</Text>
          <Text c="dimmed" fz="sm">
            {item.plan_name}
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isRemoving} data-autofocus>
              No
            </Button>
            <Button color="red" loading={isRemoving} onClick={() => onConfirm(item)}>
              Yes
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
