import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/** What one API call has changed so far, as its statements tell (docs/decisions/0065). */
export type CallWrites = { enrollments: boolean };

const calls = new AsyncLocalStorage<CallWrites>();

/**
 * A statement that changes a kept enrollment: an update or delete of an enrollment's row, or any
 * change to a cart line (also inside a data-modifying CTE). A new enrollment changes nothing kept.
 */
const CHANGES_ENROLLMENT = /\b(?:(?:update|delete\s+from)\s+"?enrollments"?|(?:insert\s+into|update|delete\s+from)\s+"?cart_items"?)[\s(]/i;

/** Runs `next` (the rest of an API call) with `writes` recording what its statements change. */
export function watchWrites(writes: CallWrites, next: () => void): void {
  calls.run(writes, next);
}

/**
 * Marks the running call as having changed an enrollment, for a change whose statement runs
 * outside the call's own turn (sent together with other calls' changes, which the statement hook
 * would credit to the call that happened to send it).
 */
export function noteEnrollmentChange(): void {
  const writes = calls.getStore();
  if (writes) writes.enrollments = true;
}

/**
 * Drizzle's statement hook: marks the running call as having changed an enrollment. It reads the
 * statement's text only, never its parameters, and logs nothing.
 */
export const writeWatchLogger: Logger = {
  logQuery(query) {
    const writes = calls.getStore();
    if (writes && !writes.enrollments && CHANGES_ENROLLMENT.test(query)) writes.enrollments = true;
  },
};
