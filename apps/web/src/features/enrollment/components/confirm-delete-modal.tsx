import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { deleteLabelOf } from './entry-actions';

/** An entry of a step's list asked about: its place ('Dependent #2') and its person's name. */
export type EntryToDelete = { label: string; name: string };

export interface ConfirmDeleteModalProps {
  /** The entry asked about, or null when nothing is. */
  entry: EntryToDelete | null;
  /** What the entry is taken off: 'dependents', 'beneficiaries'. */
  listName: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes once the entry is gone: its own Delete button went with it. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

/**
 * Deleting an entry of a step's list asks first (docs/decisions/0099), as the cart's remove does:
 * Cancel is focused first, so Enter or Escape keeps the entry and focus goes back to its Delete
 * button; Delete takes it off and focus moves to `focusAfterDelete`.
 *
 * Focus is given back here once the dialog has gone, not by Mantine's return to the element that
 * opened it: that button may have been drawn anew meanwhile (its tooltip's code arriving after the
 * first hover replaces it), so it is found again by its name.
 */
export function ConfirmDeleteModal({ entry, listName, onConfirm, onCancel, focusAfterDelete }: ConfirmDeleteModalProps) {
  // Kept while the dialog closes, so its text does not vanish before it does.
  const [shown, setShown] = useState(entry);
  if (entry !== null && entry !== shown) setShown(entry);
  const isDeleted = useRef(false);
  const [closedAs, setClosedAs] = useState<{ deleted: boolean; label: string } | null>(null);

  useEffect(() => {
    if (closedAs === null) return;
    const target = closedAs.deleted
      ? focusAfterDelete.current
      : document.querySelector<HTMLElement>(`[aria-label="${deleteLabelOf(closedAs.label)}"]`);
    target?.focus();
  }, [closedAs, focusAfterDelete]);

  return (
    <Modal
      opened={entry !== null}
      onClose={onCancel}
      title={shown ? `Delete ${shown.label}?` : ''}
      size="sm"
      centered
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (shown) setClosedAs({ deleted: isDeleted.current, label: shown.label });
        isDeleted.current = false;
      }}
    >
      {shown ? (
        <Stack gap="md">
          <Text>{`${shown.name} will be taken off your ${listName}.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                isDeleted.current = true;
                onConfirm();
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
