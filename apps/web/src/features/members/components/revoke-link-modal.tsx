import { MEMBER_LINK_TEXTS, type CurrentMember } from '@benefit-store/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface RevokeLinkModalProps {
  /** The member whose links would be revoked; the modal is open while there is one. */
  member: CurrentMember | null;
  isSubmitting: boolean;
  /** The last failed call's message, shown above the buttons. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (member: CurrentMember) => void;
}

/** 'Revoke link': asks before every member link of the member stops working (docs/decisions/0089). */
export function RevokeLinkModal({ member, isSubmitting, error, onCancel, onConfirm }: RevokeLinkModalProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onCancel}
      title={member ? MEMBER_LINK_TEXTS.revokeTitle(member.name) : MEMBER_LINK_TEXTS.revokeAction}
    >
      <Stack gap="lg">
        <Text fz="sm">{MEMBER_LINK_TEXTS.revokeBody}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {MEMBER_LINK_TEXTS.revokeCancel}
          </Button>
          <Button color="red" loading={isSubmitting} onClick={() => member && onConfirm(member)}>
            {MEMBER_LINK_TEXTS.revokeConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
