import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { BlockedReason } from './blocked-reason';

/** The Delete button's accessible name for an entry ('Delete Beneficiary #1'). */
export const deleteLabelOf = (label: string) => `Delete ${label}`;

/**
 * Edit and Delete for one entry of a step's list (a beneficiary, a dependent), named after the
 * entry ('Edit Beneficiary #1'). Delete says why it is blocked while another entry is being edited.
 */
export function EntryActions({
  label,
  onEdit,
  onDelete,
  isEditDisabled = false,
  deleteBlockedReason,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  isEditDisabled?: boolean;
  deleteBlockedReason?: string | undefined;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <LazyTooltip label="Edit">
        <ActionIcon variant="light" size="lg" aria-label={`Edit ${label}`} disabled={isEditDisabled} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      <BlockedReason reason={deleteBlockedReason}>
        {(blocked) => {
          const button = (
            <ActionIcon variant="light" color="red" size="lg" aria-label={deleteLabelOf(label)} onClick={onDelete} {...blocked}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          );
          return deleteBlockedReason === undefined ? <LazyTooltip label="Delete">{button}</LazyTooltip> : button;
        }}
      </BlockedReason>
    </Group>
  );
}
