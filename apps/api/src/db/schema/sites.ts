import { boolean, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { agents, groups, portals } from './parties';
import { safeUrlText } from './sanitised-text';

/** A branded site: a default-domain host (`acme.localhost`) or an external site name (`external?site=`). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull().$type<'domain' | 'external'>(),
  domain: varchar('domain', { length: 255 }).unique(),
  siteName: varchar('site_name', { length: 120 }).notNull().unique(),
  groupId: integer('group_id').references(() => groups.id),
  agentId: integer('agent_id').references(() => agents.id),
  portalId: integer('portal_id').references(() => portals.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Image and contact settings per site; rows with no site are the store-wide defaults. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    value: safeUrlText('value').notNull(),
  },
  (t) => [unique('site_settings_site_key').on(t.siteId, t.key).nullsNotDistinct()],
);

/** Named landing pages (`/jsmith`, `websites?group=acme`) pointing at a rep or a group. */
export const landingPages = pgTable('landing_pages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  type: varchar('type', { length: 8 }).notNull().$type<'agent' | 'group'>(),
  agentId: integer('agent_id').references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
});
