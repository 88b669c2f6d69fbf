import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as z from 'zod';
import { applyServerErrors, ErrorSummary, FormTextField, useWireForm } from '@/components/form';
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

/**
 * Enter a code, see whom it belongs to, confirm (spec 000 §2 Access-code popups). The one form
 * pattern: the value is wire-shaped (`{ agent_code }` / `{ group_code }`), the server's message
 * shows below the field and clears on the next keystroke.
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
  const schema = useMemo(() => z.object({ [fieldName]: z.string().trim().min(1, 'Field is required') }), [fieldName]);
  const form = useWireForm(schema, { [fieldName]: '' });
  const [result, setResult] = useState<T | null>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const isConfirming = result !== null;

  // The popup swaps its content: keep keyboard focus inside it, on what comes next.
  const hasSwapped = useRef(false);
  useEffect(() => {
    if (!hasSwapped.current) {
      hasSwapped.current = true;
      return;
    }
    if (isConfirming) yesRef.current?.focus();
    else form.setFocus(fieldName);
  }, [isConfirming, form, fieldName]);

  const reset = () => {
    setResult(null);
    form.clearErrors();
    lookup.reset();
  };
  const startOver = () => {
    reset();
    form.reset({ [fieldName]: '' });
  };
  const close = () => {
    startOver();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    lookup.mutate(values[fieldName] ?? '', {
      onSuccess: (found) => setResult(found),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 204)
          form.setError(fieldName, { type: 'server', message: notFoundMessage }, { shouldFocus: true });
        else applyServerErrors(form, failure);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={title}>
      {result === null ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text c="dimmed" fz="sm">
              {intro}
            </Text>
            <ErrorSummary errors={form.formState.errors} />
            <FormTextField
              name={fieldName}
              register={form.register}
              control={form.control}
              label={fieldLabel}
              placeholder={placeholder}
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
