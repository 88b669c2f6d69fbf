import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { createContext, useContext, useEffect, useRef, type MouseEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { SERVER_ERROR_KEY } from './apply-server-errors';
import { fieldId } from './field-id';

/**
 * What a summary does where its props do not say: a part of the app whose forms all list their
 * field errors (the wizard's steps, docs/decisions/0104) provides it once, with the count of its
 * form's submits, so a summary lists every field error and takes focus after each submit.
 */
export const ErrorSummaryDefaults = createContext<{ listsFieldErrors: boolean; submitCount: number }>({
  listsFieldErrors: false,
  submitCount: 0,
});

export interface ErrorSummaryProps<T extends FieldValues> {
  /** The form's errors: its messages no field owns, and with `listsFieldErrors` each field's. */
  errors?: FieldErrors<T>;
  /** Messages the page holds itself (a list's own rule), shown and focused like a call's answer. */
  messages?: readonly string[];
  /** A form-level title; the default reads well for any form. */
  title?: string;
  /**
   * Field labels by path, so a listed field error reads "SSN: ..."; a field without one is named
   * by the label it shows.
   */
  labels?: Record<string, string>;
  /** List the field errors too (long forms), not only the messages no field owns; unset, as ErrorSummaryDefaults says. */
  listsFieldErrors?: boolean;
  /** The form's submitCount: listed field errors take focus to the summary after a submit, never as they follow a keystroke. */
  submitCount?: number;
}

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
 * The label a field of `path` shows, without its required mark: the field's own label, or its
 * group's (a radio or check box group carries the id on its wrapper). The fields are drawn by the
 * time their errors are, so the summary names each as the person reads it.
 */
function shownLabelOf(path: string): string | undefined {
  const field = typeof document === 'undefined' ? null : document.getElementById(fieldId(path));
  if (!field) return undefined;
  const label =
    (field as HTMLInputElement).labels?.[0] ??
    field.querySelector(':scope > label, :scope > legend, :scope > .mantine-InputWrapper-label') ??
    document.getElementById(field.getAttribute('aria-labelledby') ?? '');
  if (!label) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const mark of Array.from(copy.querySelectorAll('[aria-hidden="true"], .mantine-InputWrapper-required'))) mark.remove();
  return copy.textContent?.trim() || undefined;
}

/** A summary's link goes to its field and puts the cursor in it (a group's first choice), without changing the address. */
function focusField(event: MouseEvent<HTMLAnchorElement>, path: string) {
  const target = document.getElementById(fieldId(path));
  const control = target?.matches('input, select, textarea') ? target : target?.querySelector<HTMLElement>('input, select, textarea');
  if (!control) return;
  event.preventDefault();
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The one error summary (GOV.UK pattern): the messages no field owns, and optionally every field
 * error as a link to its field. Announced, and focused when a submit or a call shows it, so keyboard
 * and screen-reader users land on it.
 */
export function ErrorSummary<T extends FieldValues>({
  errors = {},
  messages = [],
  title,
  listsFieldErrors,
  submitCount,
  labels = {},
}: ErrorSummaryProps<T>) {
  const defaults = useContext(ErrorSummaryDefaults);
  const isListing = listsFieldErrors ?? defaults.listsFieldErrors;
  const submits = submitCount ?? (listsFieldErrors === undefined ? defaults.submitCount : 0);
  const ref = useRef<HTMLDivElement>(null);
  const unowned = [...messages, ...serverMessages(errors)];
  const items: Item[] = [...unowned.map((message) => ({ message })), ...(isListing ? collectFieldErrors(errors) : [])];
  const unownedKey = unowned.join('|');

  // Focus follows what the person did (a submit, a call's answer), never a field's message changing
  // as they type: a summary that took focus on each keystroke's re-check swallowed the rest of what
  // was typed, '06/15/2020' leaving '0' (docs/decisions/0097).
  useEffect(() => {
    if (unownedKey) ref.current?.focus();
  }, [unownedKey]);
  // After a submit the form moves to its first field in error, at once and again in a timeout
  // (react-hook-form's shouldFocusError): the summary takes focus after that, in a timeout of its own.
  useEffect(() => {
    if (!submits) return;
    const timer = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(timer);
  }, [submits]);

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
          {items.map((item) => {
            const label = item.path ? (labels[item.path] ?? shownLabelOf(item.path)) : undefined;
            return (
              <List.Item key={`${item.path ?? ''}:${item.message}`}>
                {item.path ? (
                  <Anchor href={`#${fieldId(item.path)}`} onClick={(event) => focusField(event, item.path!)} c="red.9" fz="sm">
                    {label ? `${label}: ` : ''}
                    {item.message}
                  </Anchor>
                ) : (
                  item.message
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Alert>
  );
}
