export const BUSY_MESSAGE = 'The store is busy right now. Please try again in a moment.';

/** An API call refused because the server is past capacity: 503 with Retry-After (docs/decisions/0057). */
export class ServiceBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(BUSY_MESSAGE);
  }
}

/** PostgreSQL's code for a statement cancelled by statement_timeout (query_canceled). */
const QUERY_CANCELED = '57014';

/** What pg-pool throws when no connection came free within its wait (DB_POOL_WAIT_MS); it carries no code. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Whether `error`, or an error it wraps (as the ORM does), says the database is past capacity: a
 * statement it cancelled (statement_timeout), or no pooled connection free in time. Either is
 * answered 503 with Retry-After, never 500 (the soak found the pool's wait answering 500).
 */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if ((error as { code?: unknown }).code === QUERY_CANCELED) return true;
  if ((error as { message?: unknown }).message === POOL_WAIT_TIMEOUT) return true;
  return isDatabaseBusy((error as { cause?: unknown }).cause, depth + 1);
}
