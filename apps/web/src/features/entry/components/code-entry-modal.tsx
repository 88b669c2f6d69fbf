import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

export interface CodeEntryModalProps<T> {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  fieldLabel: string;
  /** The request field the server names in its errors (agent_code, group_code). */
  fieldName: string;
  placeholder: string;
  /** Shown when the server answers 204: no such code. */
  notFoundMessage: string;
  lookup: UseMutationResult<T, Error, string>;
  confirmation: (result: T) => ReactNode;
  onConfirm: (result: T) => void;
  /**
   * What 'No' does: start over with an empty field (the rep code), or close the popup (the
   * group code, whose confirmation also offers 'Re-enter code').
   */
  declineAction?: 'reset' | 'close';
}

function messageOf(error: unknown, fieldName: string, notFoundMessage: string): string {
  if (isApiError(error)) {
    if (error.status === 204) return notFoundMessage;
    return error.fieldMessage(fieldName) ?? error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * Enter a code, see whom it belongs to, confirm (spec 000 §2 Access-code popups). The server's
 * message shows below the field and clears on the next keystroke.
 */
export function CodeEntryModal<T>({
  opened,
  onClose,
  title,
  intro,
  fieldLabel,
  fieldName,
  placeholder,
  notFoundMessage,
  lookup,
  confirmation,
  onConfirm,
  declineAction = 'reset',
}: CodeEntryModalProps<T>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const isConfirming = result !== null;

  // The popup swaps its content: keep keyboard focus inside it, on what comes next.
  const hasSwapped = useRef(false);
  useEffect(() => {
    if (!hasSwapped.current) {
      hasSwapped.current = true;
      return;
    }
    (isConfirming ? yesRef.current : fieldRef.current)?.focus();
  }, [isConfirming]);

  const reset = () => {
    setResult(null);
    setError(null);
    lookup.reset();
  };
  const startOver = () => {
    reset();
    setCode('');
  };
  const close = () => {
    startOver();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError('Field is required');
      return;
    }
    lookup.mutate(value, {
      onSuccess: (found) => setResult(found),
      onError: (failure) => setError(messageOf(failure, fieldName, notFoundMessage)),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={title}>
      {result === null ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed" fz="sm">
              {intro}
            </Text>
            <TextInput
              label={fieldLabel}
              placeholder={placeholder}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                if (error) setError(null);
              }}
              error={error}
              autoComplete="off"
              ref={fieldRef}
              data-autofocus
              withAsterisk
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={lookup.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {confirmation(result)}
          <Group justify="flex-end">
            {declineAction === 'close' ? (
              <Button variant="subtle" onClick={reset} mr="auto">
                Re-enter code
              </Button>
            ) : null}
            <Button variant="default" onClick={declineAction === 'close' ? close : startOver}>
              No
            </Button>
            <Button ref={yesRef} onClick={() => onConfirm(result)}>
              Yes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
