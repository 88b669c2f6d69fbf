/**
 * Abuse limits shared by every API process (docs/decisions/0049): the counters live in the
 * database (`abuse_counters`), keyed by the limit's name and a keyed hash of what is counted, so
 * two processes on one database count together and no address or account is stored in the clear.
 */
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { LimitReached } from '../../lib/http';
import * as repo from './abuse-limits.repository';

type Refusal = {
  /** The counter's name, the first part of its key: `sign-in:address`. */
  name: string;
  /** The field the refusal names. */
  target: string;
  /** The refusal, told how long to wait ("1 minute", "12 minutes"). */
  message: (wait: string) => string;
};

/** At most `max` attempts in each fixed window of `windowMs`. */
export type WindowLimit = Refusal & { max: number; windowMs: number };

/**
 * A growing delay: after `freeFailures` failures in a row the subject waits `firstDelayMs`, and
 * each further failure doubles the wait (at most `maxDelayMs`); failures are forgotten
 * `forgetAfterMs` after the last one, or at once by `clearFailures` (a success).
 */
export type DelayLimit = Refusal & { freeFailures: number; firstDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

type Keys = Pick<DataCipher, 'keyedHash'>;

const keyOf = (keys: Keys, name: string, subject: string) => `${name}:${keys.keyedHash(`${name}:${subject}`)}`;

/** How long to wait, in whole minutes rounded up ("1 minute", "12 minutes"), or whole hours ("1 hour"). */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The fixed window `now` falls in (ms since the epoch). */
function windowOf(limit: WindowLimit, now: Date) {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  return { start, end: start + limit.windowMs };
}

const refusal = (limit: Refusal, waitMs: number) =>
  new LimitReached(limit.target, limit.message(waitText(waitMs)), Math.max(1, Math.ceil(waitMs / 1000)));

/**
 * Counts one attempt by `subject` and refuses it (429, Retry-After) past the limit's `max` in
 * the current window. Given a transaction, the count is undone with it, so an e-mail that is
 * refused or not sent counts nothing; given the database, every attempt counts.
 */
export async function takeAttempt(db: DbOrTx, keys: Keys, limit: WindowLimit, subject: string, now: Date): Promise<void> {
  const { start, end } = windowOf(limit, now);
  const key = keyOf(keys, limit.name, subject);
  const hits = await repo.countHit(db, { key, windowStart: new Date(start), expiresAt: new Date(end), asOf: now });
  // The first hit of a window clears the ended ones: a delete now and then, not on every call.
  if (hits === 1) await repo.pruneExpired(db, now);
  if (hits > limit.max) throw refusal(limit, end - now.getTime());
}

/**
 * Counts one more hit on `subject`'s window without refusing it: for limits that are counted on
 * failures and looked at before the next attempt (`windowReached`).
 */
export async function countInWindow(db: DbOrTx, keys: Keys, limit: WindowLimit, subject: string, now: Date): Promise<void> {
  const { start, end } = windowOf(limit, now);
  const hits = await repo.countHit(db, {
    key: keyOf(keys, limit.name, subject),
    windowStart: new Date(start),
    expiresAt: new Date(end),
    asOf: now,
  });
  if (hits === 1) await repo.pruneExpired(db, now);
}

/** Whether `subject` has used up its window's `max` (counted by `countInWindow`), with the refusal to give if so. */
export async function windowReached(
  db: DbOrTx,
  keys: Keys,
  limit: WindowLimit,
  subject: string,
  now: Date,
): Promise<LimitReached | undefined> {
  const { start, end } = windowOf(limit, now);
  const hits = await repo.findHits(db, { key: keyOf(keys, limit.name, subject), windowStart: new Date(start), asOf: now });
  return hits >= limit.max ? refusal(limit, end - now.getTime()) : undefined;
}

/** Counters without windows (failures in a row) all stand at the epoch. */
const NO_WINDOW = new Date(0);

/** The wait after this many failures in a row (0 while they are free). */
export function delayAfter(limit: DelayLimit, failures: number): number {
  if (failures < limit.freeFailures) return 0;
  return Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** (failures - limit.freeFailures));
}

/** Refuses (429, Retry-After) while `subject` waits after its last failure. */
export async function refuseWhileDelayed(db: DbOrTx, keys: Keys, limit: DelayLimit, subject: string, now: Date): Promise<void> {
  const until = await repo.findBlockedUntil(db, keyOf(keys, limit.name, subject), now);
  if (until && until > now) throw refusal(limit, until.getTime() - now.getTime());
}

/** One more failure in a row by `subject`; from the limit's free failures on, it must wait. */
export async function countFailure(db: DbOrTx, keys: Keys, limit: DelayLimit, subject: string, now: Date): Promise<void> {
  const key = keyOf(keys, limit.name, subject);
  const failures = await repo.countHit(db, {
    key,
    windowStart: NO_WINDOW,
    expiresAt: new Date(now.getTime() + limit.forgetAfterMs),
    asOf: now,
  });
  if (failures === 1) await repo.pruneExpired(db, now);
  const delay = delayAfter(limit, failures);
  if (delay > 0) await repo.setBlockedUntil(db, key, new Date(now.getTime() + delay));
}

/** Forgets `subject`'s failures (a success). */
export async function clearFailures(db: DbOrTx, keys: Keys, limit: DelayLimit, subject: string): Promise<void> {
  await repo.deleteCounters(db, keyOf(keys, limit.name, subject));
}
