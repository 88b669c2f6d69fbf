import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { SERVER_ERROR_KEY } from './apply-server-errors';
import { fieldId } from './field-id';

interface ErrorSummaryBaseProps<T extends FieldValues> {
  errors: FieldErrors<T>;
  /** A form-level title; the default reads well for any form. */
  title?: string;
  /** Field labels by path, so a listed field error reads "SSN: ..." and links to its field. */
  labels?: Record<string, string>;
}

export type ErrorSummaryProps<T extends FieldValues> = ErrorSummaryBaseProps<T> &
  (
    | { listsFieldErrors?: false; submitCount?: undefined }
    | {
        /** List the field errors too (long forms), not only the messages no field owns. */
        listsFieldErrors: true;
        /** The form's submitCount: the listed field errors take focus to the summary after a submit, never as they follow a keystroke. */
        submitCount: number;
      }
  );

type Item = { path?: string; message: string };

/** Flattens react-hook-form's nested errors to `a.0.b` paths with their messages. */
function collectFieldErrors(errors: unknown, prefix = ''): Item[] {
  if (errors === null || typeof errors !== 'object') return [];
  const items: Item[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'root' || key === 'ref' || key === 'types') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) items.push({ path, message });
    else items.push(...collectFieldErrors(value, path));
  }
  return items;
}

function serverMessages(errors: FieldErrors): string[] {
  const server: { message?: string; types?: Record<string, unknown> } | undefined = errors.root?.[SERVER_ERROR_KEY.replace('root.', '')];
  if (!server) return [];
  const listed = Object.values(server.types ?? {}).filter((m): m is string => typeof m === 'string');
  return listed.length > 0 ? listed : server.message ? [server.message] : [];
}

/**
 * The one error summary (GOV.UK pattern): the messages no field owns, and optionally every field
 * error as a link to its field. Announced, and focused when a submit or a call shows it, so keyboard
 * and screen-reader users land on it.
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  title,
  listsFieldErrors = false,
  submitCount,
  labels = {},
}: ErrorSummaryProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const server = serverMessages(errors);
  const items: Item[] = [...server.map((message) => ({ message })), ...(listsFieldErrors ? collectFieldErrors(errors) : [])];
  const serverKey = server.join('|');

  // Focus follows what the person did (a submit, a call's answer), never a field's message changing
  // as they type: a summary that took focus on each keystroke's re-check swallowed the rest of what
  // was typed, '06/15/2020' leaving '0' (docs/decisions/0097).
  useEffect(() => {
    if (serverKey) ref.current?.focus();
  }, [serverKey]);
  useEffect(() => {
    if (submitCount) ref.current?.focus();
  }, [submitCount]);

  if (items.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      role="alert"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      data-testid="error-summary"
    >
      {items.length === 1 && !items[0]!.path ? (
        items[0]!.message
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={`${item.path ?? ''}:${item.message}`}>
              {item.path ? (
                <Anchor href={`#${fieldId(item.path)}`} c="red.9" fz="sm">
                  {labels[item.path] ? `${labels[item.path]}: ` : ''}
                  {item.message}
                </Anchor>
              ) : (
                item.message
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
