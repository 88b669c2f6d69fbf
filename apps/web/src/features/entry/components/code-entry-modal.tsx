import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
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
}: CodeEntryModalProps<T>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(null);

  const reset = () => {
    setResult(null);
    setError(null);
    lookup.reset();
  };
  const close = () => {
    reset();
    setCode('');
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
            <Button variant="default" onClick={reset}>
              No
            </Button>
            <Button onClick={() => onConfirm(result)}>Yes</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
