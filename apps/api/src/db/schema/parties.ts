import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { safeUrlText, serverHtml } from './sanitised-text';

/** Reps (agents, brokers) and their public branding. */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  agentCode: varchar('agent_code', { length: 16 }).notNull().unique(),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  middleName: varchar('middle_name', { length: 80 }),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  phone: varchar('phone', { length: 10 }).notNull(),
  landingPage: varchar('landing_page', { length: 120 }),
  displayName: varchar('display_name', { length: 160 }).notNull(),
  displayAboutName: varchar('display_about_name', { length: 160 }),
  displayPhone: varchar('display_phone', { length: 10 }),
  displayEmail: varchar('display_email', { length: 255 }),
  tagline: text('tagline'),
  bio: serverHtml('bio'),
  logo: safeUrlText('logo'),
  image: safeUrlText('image'),
  imageLink: safeUrlText('image_link'),
  bannerImage: safeUrlText('banner_image'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HolidayPolicyFlags = Record<string, 0 | 1>;

/** Employer groups; ids are meaningful to the business (1929, 2512, 2556). */
export const groups = pgTable('groups', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 160 }).notNull(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  agentId: integer('agent_id').references(() => agents.id),
  landingPage: varchar('landing_page', { length: 120 }),
  isElevate: boolean('is_elevate').notNull().default(false),
  requiresEnrollerCode: boolean('requires_enroller_code').notNull().default(false),
  displayName: varchar('display_name', { length: 160 }),
  displayAboutName: varchar('display_about_name', { length: 160 }),
  displayPhone: varchar('display_phone', { length: 10 }),
  displayEmail: varchar('display_email', { length: 255 }),
  tagline: text('tagline'),
  aboutUs: serverHtml('about_us'),
  logo: safeUrlText('logo'),
  image: safeUrlText('image'),
  imageLink: safeUrlText('image_link'),
  bannerImage: safeUrlText('banner_image'),
  showQuotation: boolean('show_quotation').notNull().default(true),
  phone: varchar('phone', { length: 10 }),
  address1: varchar('address1', { length: 160 }),
  address2: varchar('address2', { length: 160 }),
  city: varchar('city', { length: 80 }),
  state: varchar('state', { length: 2 }),
  zip: varchar('zip', { length: 5 }),
  industry: varchar('industry', { length: 120 }),
  vacationPolicies: jsonb('vacation_policies').$type<string[]>(),
  bargainingUnits: jsonb('bargaining_units').$type<string[]>(),
  holidayPolicy: jsonb('holiday_policy').$type<HolidayPolicyFlags>(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which groups a rep may enroll for. */
export const agentGroups = pgTable(
  'agent_groups',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.groupId] })],
);

/** Per-tab order overrides (0-10) and field rules a portal may set. */
export type PortalTabOrder = Partial<Record<string, number>>;
export type PortalFieldRules = Partial<Record<string, Record<string, { required?: boolean; read_only?: boolean }>>>;

/** Enrollment platforms (portals): a rep's or group's storefront configuration. */
export const portals = pgTable('portals', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 160 }).notNull(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  agentId: integer('agent_id').references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
  tabOrder: jsonb('tab_order').$type<PortalTabOrder>(),
  fieldRules: jsonb('field_rules').$type<PortalFieldRules>(),
  paymentMethods: jsonb('payment_methods').$type<string[]>(),
  billingText: text('billing_text'),
  isActive: boolean('is_active').notNull().default(true),
});
