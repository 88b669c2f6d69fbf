import type { LightMyRequestResponse } from 'fastify';
import { RESUME_MESSAGES, SIGNING_MESSAGES } from '@benefit-store/domain';

/** What the access matrix expects of a call tried by an actor (apps/api/test/access-matrix.test.ts). */
export type Access = 'ok' | '400' | '401' | '403' | '404';
/** What an answer was: an `Access`, or 'server error' (a 5xx, which no cell allows). */
export type Answered = Access | 'server error';
export const ACCESS_VALUES: readonly Access[] = ['ok', '400', '401', '403', '404'];

/** Answers that say "no such id, code or link", whether it does not exist or is not the caller's. */
export const UNKNOWN_ID_MESSAGES = new Set<string>([
  'Enrollment not found',
  'Member not found',
  'This quote link is not valid',
  RESUME_MESSAGES.unknownLink,
  RESUME_MESSAGES.notOpened,
  SIGNING_MESSAGES.linkInvalid,
  SIGNING_MESSAGES.notMeInvalid,
]);

export type Envelope = { status?: unknown; data?: unknown; message?: unknown };
/** The answer's JSON body, or undefined when it is not JSON. */
export const envelopeOf = (res: LightMyRequestResponse): Envelope | undefined => {
  try {
    return res.json<Envelope>();
  } catch {
    return undefined;
  }
};

const firstMessage = (envelope: Envelope | undefined) =>
  Array.isArray(envelope?.data) ? (envelope.data[0] as { error_message?: unknown } | undefined)?.error_message : undefined;

/**
 * How the answer treated the caller: '401' or '403', the status of an "unknown id" answer
 * ('404', or '400' for a wrong continue code), or 'ok' for anything that let the caller past the
 * access check (a success, a field error, a conflict, another "not found" such as a receipt not
 * yet made). A 5xx is never 'ok'.
 */
export function accessOf(res: LightMyRequestResponse): Answered {
  if (res.statusCode >= 500) return 'server error';
  if (res.statusCode === 401) return '401';
  if (res.statusCode === 403) return '403';
  const message = firstMessage(envelopeOf(res));
  if ((res.statusCode === 404 || res.statusCode === 400) && typeof message === 'string' && UNKNOWN_ID_MESSAGES.has(message)) {
    return res.statusCode === 404 ? '404' : '400';
  }
  return 'ok';
}

/**
 * A refusal carries the error envelope and nothing else: each entry only `target_element` and
 * `error_message`, and none of the given secrets anywhere in the body.
 */
export function leaksOfRefusal(res: LightMyRequestResponse, secrets: readonly string[]): string[] {
  const envelope = envelopeOf(res);
  const problems: string[] = [];
  if (envelope?.status !== 'error' || !Array.isArray(envelope.data)) problems.push('not the error envelope');
  for (const entry of Array.isArray(envelope?.data) ? (envelope.data as object[]) : []) {
    const extra = Object.keys(entry).filter((key) => key !== 'target_element' && key !== 'error_message');
    if (extra.length > 0) problems.push(`extra fields ${extra.join(', ')}`);
  }
  for (const secret of secrets) if (res.body.includes(secret)) problems.push(`shows ${secret}`);
  return problems;
}
