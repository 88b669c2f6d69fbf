import { bigint, date, index, integer, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { agents, groups, portals } from './parties';
import { plans, pricingOptions } from './catalog';

/**
 * Enrolled members. `id` is the user_id on the wire: random, never counted.
 * Columns ending in `Enc` hold AES-256-GCM ciphertext (DESIGN §5).
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    middleName: varchar('middle_name', { length: 80 }),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    birthdate: date('birthdate').notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 10 }),
    ssnEnc: text('ssn_enc'),
    ssnLast4: varchar('ssn_last4', { length: 4 }),
    address1: varchar('address1', { length: 160 }),
    address2: varchar('address2', { length: 160 }),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 2 }),
    zip: varchar('zip', { length: 5 }),
    heightFeet: smallint('height_feet'),
    heightInch: smallint('height_inch'),
    weight: smallint('weight'),
    maritalStatus: varchar('marital_status', { length: 1 }),
    /** Encrypted JSON of the last health answers, for re-enrollment prefill. */
    healthInfoEnc: text('health_info_enc'),
    /** Member links carry this number; raising it revokes every link issued before (DESIGN §3 "Member links"). */
    linkGeneration: integer('link_generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_agent').on(t.agentId), index('members_group').on(t.groupId)],
);

/**
 * A browser that opened a member link: it may start that member's enrollments until the link
 * would have expired. Only the browser token's hash is stored.
 */
export const memberLinkGrants = pgTable(
  'member_link_grants',
  {
    browserTokenHash: varchar('browser_token_hash', { length: 64 }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    linkGeneration: integer('link_generation').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.browserTokenHash, t.memberId] })],
);

export const policyNumbers = pgSequence('policy_numbers', { startWith: 70_000_001 });

/** A member's policy on one plan; its id is the confirmation number. */
export const policies = pgTable(
  'policies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    pricingOptionId: integer('pricing_option_id').references(() => pricingOptions.id),
    tier: varchar('tier', { length: 2 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date'),
    enrollmentId: uuid('enrollment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policies_member').on(t.memberId)],
);

export const memberDependents = pgTable('member_dependents', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  relationship: varchar('relationship', { length: 8 }).notNull().$type<'spouse' | 'child'>(),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  middleName: varchar('middle_name', { length: 80 }),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  birthdate: date('birthdate').notNull(),
  gender: varchar('gender', { length: 1 }).notNull(),
  ssnEnc: text('ssn_enc'),
  heightFeet: smallint('height_feet'),
  heightInch: smallint('height_inch'),
  weight: smallint('weight'),
});

export const memberBeneficiaries = pgTable('member_beneficiaries', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  middleName: varchar('middle_name', { length: 80 }),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  birthdate: date('birthdate'),
  ssnEnc: text('ssn_enc'),
  relationship: varchar('relationship', { length: 40 }).notNull(),
  percentage: smallint('percentage').notNull(),
});

/** Stored bank accounts and cards; numbers encrypted, last 4 kept for masked display. */
export const paymentMethods = pgTable('payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 4 }).notNull().$type<'bank' | 'card'>(),
  bankName: varchar('bank_name', { length: 160 }),
  routingNumber: varchar('routing_number', { length: 9 }),
  accountNumberEnc: text('account_number_enc'),
  accountType: varchar('account_type', { length: 10 }),
  accountHolderType: varchar('account_holder_type', { length: 12 }),
  accountName: varchar('account_name', { length: 160 }),
  cardNumberEnc: text('card_number_enc'),
  cardBrand: varchar('card_brand', { length: 24 }),
  nameOnCard: varchar('name_on_card', { length: 160 }),
  expirationMonth: varchar('expiration_month', { length: 2 }),
  expirationYear: varchar('expiration_year', { length: 4 }),
  last4: varchar('last4', { length: 4 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Referral links (`/referrals?rid=`): the id is a random token. */
export const referralLinks = pgTable('referral_links', {
  id: varchar('id', { length: 32 }).primaryKey(),
  agentId: integer('agent_id').references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
  portalId: integer('portal_id').references(() => portals.id),
  referrerName: varchar('referrer_name', { length: 160 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isActive: smallint('is_active').notNull().default(1),
});
