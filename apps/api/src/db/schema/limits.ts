import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The abuse limits' counters (docs/decisions/0049), in the database so that every API process
 * sharing it counts together. `key` is the limit's name and the keyed hash of what it counts
 * (an address, an account, an enrollment, a recipient), never the value itself.
 */
export const abuseCounters = pgTable(
  'abuse_counters',
  {
    key: text('key').notNull(),
    /** The start of the fixed window counted; the epoch for a counter without windows (failed sign-ins). */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    /** Growing delays: no attempt is taken before this. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** After this the row counts nothing and is pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('abuse_counters_expiry').on(t.expiresAt)],
);
