import { bigint, boolean, check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { CompensationTypeSchema, EmploymentStatusSchema, type CompensationType, type EmploymentStatus } from '@benefit-store/domain';
import { agents, groups, portals, type HolidayPolicyFlags } from './parties';
import { isOneOf } from './checks';
import { plans, pricingOptions } from './catalog';

/** What `members.ethnicity_enc` seals: the ethnic category id (12 is "Other", with its text). */
export type MemberEthnicity = { categoryId: number; otherType: string | null };

/**
 * Enrolled members. `id` is the user_id on the wire: random, never counted.
 * Columns ending in `Enc` hold AES-256-GCM ciphertext (DESIGN §5). Names, city, state and zip stay
 * in clear: the member lists search and sort by name, carrier files and pricing read the place.
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
    gender: varchar('gender', { length: 1 }).notNull(),
    ssnEnc: text('ssn_enc'),
    ssnLast4: varchar('ssn_last4', { length: 4 }),
    /** Sealed contact data (docs/decisions/0094, lib/member-contact.ts): the ISO birth date, e-mail, phone digits, street lines. */
    birthdateEnc: text('birthdate_enc').notNull(),
    emailEnc: text('email_enc').notNull(),
    /** Keyed hash of the trimmed, lower-cased address (`memberEmailHash`): how the existing-member check finds an address. */
    emailHash: varchar('email_hash', { length: 64 }).notNull(),
    phoneEnc: text('phone_enc'),
    address1Enc: text('address1_enc'),
    address2Enc: text('address2_enc'),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 2 }),
    zip: varchar('zip', { length: 5 }),
    zip4: varchar('zip4', { length: 4 }),
    birthState: varchar('birth_state', { length: 2 }),
    birthCity: varchar('birth_city', { length: 80 }),
    heightFeet: smallint('height_feet'),
    heightInch: smallint('height_inch'),
    weight: smallint('weight'),
    maritalStatus: varchar('marital_status', { length: 1 }),
    /** Encrypted JSON of a `MemberEthnicity`: ethnicity is a special category of personal data. */
    ethnicityEnc: text('ethnicity_enc'),
    /** Prior health coverage (spec 001 §3 prior_coverage_flag and the carrier fields); null when never asked. */
    hasPriorCoverage: boolean('has_prior_coverage'),
    priorCarrierName: varchar('prior_carrier_name', { length: 160 }),
    priorEffectiveDate: date('prior_effective_date'),
    priorTermDate: date('prior_term_date'),
    /** Encrypted JSON of the last health answers, for re-enrollment prefill. */
    healthInfoEnc: text('health_info_enc'),
    /** Member links carry this number; raising it revokes every link issued before (DESIGN §3 "Member links"). */
    linkGeneration: integer('link_generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_agent').on(t.agentId), index('members_group').on(t.groupId), index('members_email_hash').on(t.emailHash)],
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
  /** The sealed ISO birth date (docs/decisions/0094). */
  birthdateEnc: text('birthdate_enc').notNull(),
  gender: varchar('gender', { length: 1 }).notNull(),
  ssnEnc: text('ssn_enc'),
  heightFeet: smallint('height_feet'),
  heightInch: smallint('height_inch'),
  weight: smallint('weight'),
  /** A child marked as a disabled dependent, covered past the age limit (docs/decisions/0099). */
  isDisabled: boolean('is_disabled').notNull().default(false),
  /** Encrypted JSON of the dependent's last health answers (the tab's health_info), for re-enrollment prefill. */
  healthInfoEnc: text('health_info_enc'),
});

/** The member's employer as last enrolled (spec 001 §3 "Employer info"), for re-enrollment prefill. */
export const memberEmployers = pgTable(
  'member_employers',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    phone: varchar('phone', { length: 10 }),
    address1: varchar('address1', { length: 160 }),
    address2: varchar('address2', { length: 160 }),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 2 }),
    zip: varchar('zip', { length: 5 }),
    averageWorkWeek: varchar('average_work_week', { length: 40 }),
    employmentStartDate: date('employment_start_date'),
    occupation: varchar('occupation', { length: 120 }),
    compensationType: varchar('compensation_type', { length: 8 }).$type<CompensationType>(),
    employmentStatus: varchar('employment_status', { length: 1 }).$type<EmploymentStatus>(),
    industry: varchar('industry', { length: 120 }),
    employeeCount: integer('employee_count'),
    vacationPolicy: varchar('vacation_policy', { length: 120 }),
    bargainingUnit: varchar('bargaining_unit', { length: 120 }),
    holidayPolicy: jsonb('holiday_policy').$type<HolidayPolicyFlags>(),
  },
  (t) => [
    check('member_employers_compensation_type_check', isOneOf(t.compensationType, CompensationTypeSchema.options)),
    check('member_employers_employment_status_check', isOneOf(t.employmentStatus, EmploymentStatusSchema.options)),
  ],
);

export const memberBeneficiaries = pgTable('member_beneficiaries', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  middleName: varchar('middle_name', { length: 80 }),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  /** The sealed ISO birth date, when given (docs/decisions/0094). */
  birthdateEnc: text('birthdate_enc'),
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
