import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { carriers } from './catalog';
import { policies } from './members';

/** The file formats a carrier takes its enrollments in: ANSI X12 834 (005010X220A1) or a spreadsheet. */
export const CARRIER_FILE_FORMATS = ['834', 'csv'] as const;
export type CarrierFileFormat = (typeof CARRIER_FILE_FORMATS)[number];

/**
 * The 834s' interchange (ISA13), group (GS06) and transaction set (ST02) control numbers: each
 * drawn from this sequence, so no number is ever used twice, in any file to any carrier (a rolled
 * back export leaves a gap, never a repeat). ISA13 holds nine digits.
 */
export const ediControlNumbers = pgSequence('edi_control_numbers', { startWith: 1, maxValue: 999_999_999 });

/**
 * One file of enrollments written for a carrier (`npm run carriers`, docs/decisions/0054): who ran
 * it, when (the command's clock), what it holds and its SHA-256, so it can be matched to what the
 * carrier received. No personal values: the items name policies, members and enrollments by id.
 */
export const carrierExports = pgTable(
  'carrier_exports',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    format: varchar('format', { length: 4 }).notNull().$type<CarrierFileFormat>(),
    /** The operating-system user who ran the command. */
    ranBy: varchar('ran_by', { length: 120 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `--since`: only enrollments completed on or after this store day. */
    since: date('since'),
    /** `--resend`: enrollments already sent were included again. */
    resend: boolean('resend').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSha256: varchar('file_sha256', { length: 64 }).notNull(),
    interchangeControl: integer('interchange_control').unique(),
    groupControl: integer('group_control').unique(),
    transactionControl: integer('transaction_control').unique(),
    members: integer('members').notNull(),
    dependents: integer('dependents').notNull(),
  },
  (t) => [check('carrier_exports_format_check', isOneOf(t.format, CARRIER_FILE_FORMATS)), index('carrier_exports_carrier').on(t.carrierId)],
);

/** The policies (a member on one of the carrier's plans, from one completed enrollment) a file sent. */
export const carrierExportItems = pgTable(
  'carrier_export_items',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => carrierExports.id),
    policyId: bigint('policy_id', { mode: 'number' })
      .notNull()
      .references(() => policies.id),
    memberId: uuid('member_id').notNull(),
    enrollmentId: uuid('enrollment_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.policyId] }), index('carrier_export_items_policy').on(t.policyId)],
);
