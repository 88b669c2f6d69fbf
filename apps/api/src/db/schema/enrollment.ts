import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EnrollTypeSchema,
  EprocessSchema,
  OpenTypeSchema,
  UserTypeSchema,
  type CartTotals,
  type EnrollType,
  type Eprocess,
  type OpenType,
  type UserType,
} from '@benefit-store/domain';
import { bytea } from './bytea';
import { isOneOf } from './checks';
import { agents, groups, portals } from './parties';
import { plans, pricingOptions } from './catalog';
import { members, referralLinks } from './members';

/** The filter a shopper gave (spec 000 §3 "Filter info"). */
export type FilterInfo = {
  zip?: string;
  state?: string;
  dob?: string;
  gender?: string;
  tier?: string;
  is_smoker?: string;
  annual_income_cents?: number;
  working_hours?: number;
  coverage?: string[];
  categories?: string[];
  plan_id?: number;
  user_id?: string;
};

/**
 * A quote as sent (DESIGN §3 "Quote links"): what its link shows, and what "Enroll now" starts a
 * new enrollment with. It holds no date of birth and nothing else that identifies the client
 * (docs/decisions/0086); money in cents, dates ISO.
 */
export type QuoteSnapshot = {
  brand: { name: string; logo: string | null; phone: string | null; email: string | null };
  sender: string;
  plans: {
    planId: number;
    pricingOptionId: number;
    /** The plan this membership was bought for, as in the cart. */
    requiredByPlanId: number | null;
    planName: string;
    optionLabel: string;
    priceCents: number;
    oneTimeFeeCents: number;
  }[];
  tier: string | null;
  tierLabel: string | null;
  effectiveDate: string | null;
  totals: CartTotals;
  /** The enrollment's filter without its date of birth (and without any member id). */
  filter: Omit<FilterInfo, 'dob' | 'user_id'>;
  /** The rep, group and portal the quote was sent under: a new enrollment from it is theirs. */
  placement: { agentId: number | null; groupId: number | null; portalId: number | null };
};

/**
 * A temporary enrollment: from the first filter to the receipt. Its id is the tempId (random uuid).
 * Step data that holds personal numbers, health answers or signatures is encrypted JSON (`*Enc`).
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The codes below are the domain's zod enums, held to them by CHECK constraints (docs/decisions/0027). */
    type: varchar('type', { length: 16 }).notNull().default('new-user').$type<UserType>(),
    enrollType: varchar('enroll_type', { length: 20 }).$type<EnrollType>(),
    eprocess: varchar('eprocess', { length: 10 }).$type<Eprocess>(),
    openType: varchar('open_type', { length: 8 }).$type<OpenType>(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    referralId: varchar('referral_id', { length: 32 }).references(() => referralLinks.id),
    memberId: uuid('member_id').references(() => members.id),
    existingPolicyId: bigint('existing_policy_id', { mode: 'number' }),
    /** The filter without its date of birth, which is sealed apart (`filterDobEnc`, docs/decisions/0095). */
    filterInfo: jsonb('filter_info').$type<Omit<FilterInfo, 'dob'>>().notNull().default({}),
    /** The filter's date of birth (ISO), sealed (lib/enrollment-contact.ts). */
    filterDobEnc: text('filter_dob_enc'),
    contactInfoEnc: text('contact_info_enc'),
    employerInfoEnc: text('employer_info_enc'),
    reviewInfo: jsonb('review_info').$type<Record<string, unknown>>(),
    primaryInfoEnc: text('primary_info_enc'),
    beneficiaryInfoEnc: text('beneficiary_info_enc'),
    healthInfoEnc: text('health_info_enc'),
    dependentInfoEnc: text('dependent_info_enc'),
    paymentInfoEnc: text('payment_info_enc'),
    agreementInfoEnc: text('agreement_info_enc'),
    /** Plan-question and carrier-question answers, by plan id (encrypted: health answers). */
    planAnswersEnc: text('plan_answers_enc'),
    enrollerCode: varchar('enroller_code', { length: 32 }),
    effectiveDate: date('effective_date'),
    savedTab: varchar('saved_tab', { length: 20 }),
    /** The address the last save-for-later code went to, sealed (docs/decisions/0095). */
    emailEnc: text('email_enc'),
    status: varchar('status', { length: 12 }).notNull().default('open').$type<'open' | 'completed'>(),
    /** Optimistic concurrency: every save increments it (DESIGN §6). */
    version: integer('version').notNull().default(1),
    /** Hash of the browser-session token that created it (DESIGN §5 ownership). */
    ownerTokenHash: varchar('owner_token_hash', { length: 64 }),
    /** Hash of the browser token that completed it: the one browser that may still read its receipt, for 30 days (docs/decisions/0090). */
    completedByTokenHash: varchar('completed_by_token_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * When the applicant answered "this was not me" to the e-mail telling them a rep or group
     * enrolled them (DESIGN §3 "Rep-assisted applications", docs/decisions/0093): the agency's flag.
     */
    notMeReportedAt: timestamp('not_me_reported_at', { withTimezone: true }),
  },
  (t) => [
    index('enrollments_agent').on(t.agentId),
    index('enrollments_group').on(t.groupId),
    check('enrollments_type_check', isOneOf(t.type, UserTypeSchema.options)),
    check('enrollments_enroll_type_check', isOneOf(t.enrollType, EnrollTypeSchema.options)),
    check('enrollments_eprocess_check', isOneOf(t.eprocess, EprocessSchema.options)),
    check('enrollments_open_type_check', isOneOf(t.openType, OpenTypeSchema.options)),
    /** The date of birth lives sealed in `filter_dob_enc` only (docs/decisions/0095). */
    check('enrollments_filter_without_dob', sql`not (${t.filterInfo} ? 'dob')`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    pricingOptionId: integer('pricing_option_id')
      .notNull()
      .references(() => pricingOptions.id),
    monthlyCents: integer('monthly_cents').notNull(),
    oneTimeFeeCents: integer('one_time_fee_cents').notNull().default(0),
    isRemovable: boolean('is_removable').notNull().default(true),
    /** A membership added together with the plan that needs it. */
    requiredByPlanId: integer('required_by_plan_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_plan').on(t.enrollmentId, t.planId)],
);

/** Facts the recommendation service learns from: cart adds and completed enrollments, with scope. */
export const planEvents = pgTable(
  'plan_events',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull().$type<'cart_add' | 'enrolled'>(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    enrollmentId: uuid('enrollment_id'),
    agentId: integer('agent_id'),
    groupId: integer('group_id'),
    portalId: integer('portal_id'),
    state: varchar('state', { length: 2 }),
    tier: varchar('tier', { length: 2 }),
    ageBand: varchar('age_band', { length: 8 }),
    gender: varchar('gender', { length: 1 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_events_plan').on(t.planId), index('plan_events_enrollment').on(t.enrollmentId)],
);

/**
 * Save-and-continue-later (DESIGN §3): one row per save, holding its code and its direct-continue
 * link, both only as hashes. A new save replaces the enrollment's live row (`replacedAt`), so an
 * old code or link can say it was replaced; at most one row per enrollment is live.
 */
export const continueCodes = pgTable(
  'continue_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** Keyed hash of the 8-character code (a short code needs a key: a plain hash is quick to reverse). */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Keyed hash of the address the code was sent to (lib/enrollment-contact.ts `savedEmailHash`): the code works with it only. */
    emailHash: varchar('email_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the direct-continue link's token (256 random bits). */
    linkTokenHash: varchar('link_token_hash', { length: 64 }).notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
    /** Hash of the browser token that used the link: that browser may open it again. */
    linkUsedBy: varchar('link_used_by', { length: 64 }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('continue_codes_code').on(t.codeHash),
    uniqueIndex('continue_codes_link').on(t.linkTokenHash),
    uniqueIndex('continue_codes_live')
      .on(t.enrollmentId)
      .where(sql`${t.replacedAt} is null`),
    index('continue_codes_email_hash').on(t.emailHash),
  ],
);

/**
 * A browser's hold on an enrollment (DESIGN §3 "Enrollment holds", docs/decisions/0090): the
 * browsers bound by its continue code or link, each with the save (`grantId`) that bound it, and
 * when each browser holding it (its owner too) was last active. A hold by a code
 * or link lasts while that save is the live one; any hold ends after 30 days without activity.
 */
export const enrollmentHolders = pgTable(
  'enrollment_holders',
  {
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    browserTokenHash: varchar('browser_token_hash', { length: 64 }).notNull(),
    /** The save whose code or link bound this browser; null for a row that only records the owner's activity. */
    grantId: uuid('grant_id').references(() => continueCodes.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.browserTokenHash] })],
);

/** Quote links: unguessable tokens, stored hashed (a direct-continue link lives with its code in `continue_codes`). */
export const accessTokens = pgTable('access_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  enrollmentId: uuid('enrollment_id')
    .notNull()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  /** quote: a quote link; signing: the applicant's signing link; not_me: "this was not me" (docs/decisions/0092, 0093). */
  purpose: varchar('purpose', { length: 16 }).notNull().$type<'quote' | 'browser' | 'signing' | 'not_me'>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The quote a quote link was sent with (its snapshot); null for other tokens. */
  quoteId: uuid('quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** The recipient's name and address, sealed JSON (`QuoteRecipient`, docs/decisions/0095). */
    recipientEnc: text('recipient_enc').notNull(),
    /** Keyed hash of the recipient's address: how many quotes one address received lately. */
    emailHash: varchar('email_hash', { length: 64 }).notNull(),
    message: text('message'),
    /** The quote as sent, which its link shows (DESIGN §3 "Quote links"); null for quotes sent before snapshots. */
    snapshot: jsonb('snapshot').$type<QuoteSnapshot>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_enrollment_created').on(t.enrollmentId, t.createdAt), index('quotes_email_hash_created').on(t.emailHash, t.createdAt)],
);

/** The latest screenshot of each wizard step; the image itself is in the file store (`fileId`). */
export const screenshots = pgTable('screenshots', {
  id: serial('id').primaryKey(),
  enrollmentId: uuid('enrollment_id')
    .notNull()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  /** A file store id: opaque, and no foreign key, since the store may live outside the database. */
  fileId: varchar('file_id', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The database file store (`files/database-file-store.ts`): step screenshots and signatures, each
 * owned by one enrollment. Personal files are sealed (AES-256-GCM) before they reach `bytes`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    isSealed: boolean('is_sealed').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_enrollment').on(t.enrollmentId)],
);

export const elevateVisits = pgTable('elevate_visits', {
  id: serial('id').primaryKey(),
  enrollmentId: uuid('enrollment_id')
    .notNull()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
