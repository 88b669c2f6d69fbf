export const BUSY_MESSAGE = 'The store is busy right now. Please try again in a moment.';

/** An API call refused because the server is past capacity: 503 with Retry-After (docs/decisions/0057). */
export class ServiceBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(BUSY_MESSAGE);
  }
}

/** PostgreSQL's code for a statement cancelled by statement_timeout (query_canceled). */
const QUERY_CANCELED = '57014';

/** Whether `error`, or an error it wraps (as the ORM does), is a statement the database cancelled. */
export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if ((error as { code?: unknown }).code === QUERY_CANCELED) return true;
  return isStatementTimeout((error as { cause?: unknown }).cause, depth + 1);
}
