import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { StaffRoleSchema, type StaffRole } from '@benefit-store/domain';
import { isOneOf } from './checks';
import { agents, groups } from './parties';

/**
 * Transactional e-mail outbox (DESIGN §1): written in the same transaction as the fact it reports.
 * The message itself (recipient, subject, bodies) is sealed and dropped once delivered or given up;
 * what stays is its kind, a keyed hash of its recipient, its times and attempts (docs/decisions/0088).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** keyedHash of the lowercased recipient (mail/outbox.ts `recipientHash`). */
    recipientHash: varchar('recipient_hash', { length: 64 }).notNull(),
    /** The sealed OutgoingMessage as JSON, bound to this row; null once delivered or given up. */
    messageEnc: text('message_enc'),
    status: varchar('status', { length: 8 }).notNull().default('pending').$type<'pending' | 'sent' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due').on(t.status, t.nextAttemptAt), index('email_outbox_recipient').on(t.recipientHash)],
);

/** A visitor's device seen by the location banner and the help chat. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    webUrl: text('web_url').notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    storeInformation: boolean('store_information').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_device').on(t.deviceId)],
);

/** The assistant's questions in the Contact Rep chat. */
export const chatQuestions = pgTable('chat_questions', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const chatAnswers = pgTable(
  'chat_answers',
  {
    id: serial('id').primaryKey(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    webUrl: text('web_url').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => chatQuestions.id),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_answers_device').on(t.deviceId)],
);

/** Rep and group-administrator sign-ins (DESIGN §5). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 255 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 8 }).notNull().$type<StaffRole>(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    displayName: varchar('display_name', { length: 160 }).notNull(),
    /** The TOTP secret (base32), sealed with the data cipher; set by two-factor set-up (docs/decisions/0051). */
    totpSecret: text('totp_secret'),
    /** When a code confirmed the secret: from then on sign-in asks for a code. Null while set-up is pending. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted; a code of that step or an earlier one is refused (no reuse). */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_accounts_role_check', isOneOf(t.role, StaffRoleSchema.options))],
);

/** Server-side sessions; the cookie carries a random token whose hash is the key. */
export const staffSessions = pgTable('staff_sessions', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  /** The absolute end: 12 hours after sign-in, however busy the session (docs/decisions/0044). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The session's last call; 15 minutes without one ends it (idle timeout). */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seed bookkeeping: which seed version has been applied (the reference data's, the demo store's). */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details'),
});

/**
 * The data key's check (docs/decisions/0106): one known text sealed with the data key at the
 * database's first start. Every start opens it first and refuses a key that does not; the
 * rotation re-seals it with the other sealed values.
 */
export const dataKeyCanary = pgTable(
  'data_key_canary',
  {
    id: smallint('id').primaryKey().default(1),
    sealed: text('sealed').notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_key_canary_one_row', sql`${t.id} = 1`)],
);
