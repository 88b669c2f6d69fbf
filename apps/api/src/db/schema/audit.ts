import { bigserial, check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';

/** Who made the call: a signed-in rep or group administrator, a browser, or a browser holding a member link. */
export const AUDIT_ACTORS = ['staff', 'browser', 'member-link'] as const;
export const AUDIT_ACTIONS = ['read', 'change'] as const;
/** What personal data the call read or changed (never the value itself). */
export const AUDIT_SUBJECTS = ['ssn', 'payment', 'member-list', 'member'] as const;

export type AuditActor = (typeof AUDIT_ACTORS)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/**
 * The audit log (docs/decisions/0048): who read or changed SSNs, payment data and member lists.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (its migration). No foreign keys, so an entry
 * outlives the enrollment it names. Ids and codes only: no name, e-mail, token or personal value.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The app clock's "now" when the call answered. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: varchar('actor_kind', { length: 12 }).notNull().$type<AuditActor>(),
    /** staff: the staff account's id; browser and member-link: the SHA-256 of the browser token. */
    actorId: varchar('actor_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 8 }).notNull().$type<AuditAction>(),
    subject: varchar('subject', { length: 16 }).notNull().$type<AuditSubject>(),
    enrollmentId: uuid('enrollment_id'),
    memberId: uuid('member_id'),
    /** A member list's owner: `agent:<id>` or `group:<id>`. */
    scope: varchar('scope', { length: 32 }),
    /** The call's name, the last part of its path in spec/endpoints.tsv (`save-personal-info`). */
    call: varchar('call', { length: 120 }).notNull(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_member').on(t.memberId),
    index('audit_log_enrollment').on(t.enrollmentId),
    check('audit_log_actor_kind_check', isOneOf(t.actorKind, AUDIT_ACTORS)),
    check('audit_log_action_check', isOneOf(t.action, AUDIT_ACTIONS)),
    check('audit_log_subject_check', isOneOf(t.subject, AUDIT_SUBJECTS)),
  ],
);
