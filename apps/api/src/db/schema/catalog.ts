import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { safeUrlText, serverHtml } from './sanitised-text';

/** Fictional insurers. */
export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 160 }).notNull().unique(),
  /** The short code operators name the carrier by (`npm run carriers -- export-834 --carrier BLUEPINE`), and the 834's receiver id (docs/decisions/0054). */
  code: varchar('code', { length: 15 }).notNull().unique(),
  logo: safeUrlText('logo'),
});

/** A sellable plan and its texts (spec 000 §3 "Plan summary / Plan detail"). */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    category: varchar('category', { length: 24 }).notNull(),
    carrierId: integer('carrier_id').references(() => carriers.id),
    logo: safeUrlText('logo'),
    shortText: serverHtml('short_text').notNull(),
    headerText: serverHtml('header_text'),
    bodyText: serverHtml('body_text'),
    blueBarText: serverHtml('blue_bar_text'),
    associationText: serverHtml('association_text'),
    exclusionsName: varchar('exclusions_name', { length: 120 }),
    exclusionsText: serverHtml('exclusions_text'),
    exampleName: varchar('example_name', { length: 120 }),
    exampleText: serverHtml('example_text'),
    faqName: varchar('faq_name', { length: 120 }),
    faqText: serverHtml('faq_text'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The association plan the footer's "Learn more" opens. */
    isFooterPlan: boolean('is_footer_plan').notNull().default(false),
    /** Carrier life plans that are medically underwritten and carry the 3% fee ("prudential" on the wire). */
    isUnderwrittenLife: boolean('is_underwritten_life').notNull().default(false),
    isDisability: boolean('is_disability').notNull().default(false),
    isPremier: boolean('is_premier').notNull().default(false),
    isMedicallyUnderwritten: boolean('is_medically_underwritten').notNull().default(false),
    requiresMembership: boolean('requires_membership').notNull().default(false),
    /** Life cover that needs beneficiaries in the wizard. */
    hasLifeBenefit: boolean('has_life_benefit').notNull().default(false),
    needsEmployment: boolean('needs_employment').notNull().default(false),
    oneTimeFeeCents: integer('one_time_fee_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('plans_category').on(t.category)],
);

/** Eligibility rules of a plan (DESIGN §3 "Eligibility"); null means "no restriction". */
export const planRules = pgTable('plan_rules', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  states: jsonb('states').$type<string[]>(),
  tiers: jsonb('tiers').$type<string[]>(),
  minAge: smallint('min_age'),
  maxAge: smallint('max_age'),
  /** Age limit of the plan itself (planAgeError), distinct from the rated age bands. */
  planMaxAge: smallint('plan_max_age'),
  minAnnualIncomeCents: integer('min_annual_income_cents'),
  minWeeklyHours: smallint('min_weekly_hours'),
  metroZipPrefixes: jsonb('metro_zip_prefixes').$type<string[]>(),
  requiresTobaccoAnswer: boolean('requires_tobacco_answer').notNull().default(false),
  portalIds: jsonb('portal_ids').$type<number[]>(),
  groupIds: jsonb('group_ids').$type<number[]>(),
  /** Yearly blackout window as MM-DD, inclusive. */
  blackoutStart: varchar('blackout_start', { length: 5 }),
  blackoutEnd: varchar('blackout_end', { length: 5 }),
  /** A replacement plan the pricing call points to (changePid). */
  replacedByPlanId: integer('replaced_by_plan_id'),
});

/** Pricing options of a plan (coverage amounts, deductibles): plan_pricing_id on the wire. */
export const pricingOptions = pgTable('pricing_options', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  label: varchar('label', { length: 160 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Monthly rate rows: by option, tier, age band and optionally state and tobacco use. */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    pricingOptionId: integer('pricing_option_id')
      .notNull()
      .references(() => pricingOptions.id, { onDelete: 'cascade' }),
    tier: varchar('tier', { length: 2 }).notNull(),
    minAge: smallint('min_age').notNull().default(0),
    maxAge: smallint('max_age').notNull().default(120),
    state: varchar('state', { length: 2 }),
    tobacco: boolean('tobacco'),
    monthlyCents: integer('monthly_cents').notNull(),
  },
  (t) => [index('prices_option').on(t.pricingOptionId)],
);

/** Association memberships: each is a plan with a level and included term life. */
export const memberships = pgTable('memberships', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .unique()
    .references(() => plans.id),
  level: varchar('level', { length: 8 }).notNull().unique(),
  termLifeCents: integer('term_life_cents').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
});

/** Qualifying questions shown before rates. */
export const planQuestions = pgTable('plan_questions', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  subType: varchar('sub_type', { length: 16 }).$type<'text_field' | 'checkbox' | 'detail'>(),
  requireDetail: boolean('require_detail').notNull().default(false),
  /** Answering yes declines the application with this message. */
  declinesOnYes: boolean('declines_on_yes').notNull().default(false),
  /** Asks the filter's tobacco question again: answered by the filter's is_smoker when it has one. */
  asksTobacco: boolean('asks_tobacco').notNull().default(false),
  declineMessage: text('decline_message'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const planQuestionOptions = pgTable('plan_question_options', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => planQuestions.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  groupLabel: varchar('group_label', { length: 80 }),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Carrier true/false statements that must be confirmed before Add to Cart. */
export const carrierQuestions = pgTable('carrier_questions', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  expectedTrue: boolean('expected_true').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Wizard health questions (ids 145-147 have special layouts). */
export const healthQuestions = pgTable('health_questions', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  kind: varchar('kind', { length: 16 }).notNull().$type<'condition' | 'medication'>(),
  appliesTo: varchar('applies_to', { length: 16 }).notNull().$type<'primary' | 'dependent' | 'both'>(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const ethnicCategories = pgTable('ethnic_categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
});

/** Agreement texts shown on the agreement step; portal-specific rows override the defaults. */
export const agreementTexts = pgTable('agreement_texts', {
  id: serial('id').primaryKey(),
  portalId: integer('portal_id'),
  head: text('head').notNull(),
  body: text('body').notNull(),
  isRequired: boolean('is_required').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Bank directory for routing-number lookup (offline provider). */
export const banks = pgTable('banks', {
  routingNumber: varchar('routing_number', { length: 9 }).primaryKey(),
  name: varchar('name', { length: 160 }).notNull(),
});
