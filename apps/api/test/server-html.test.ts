import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app';
import { agents, groups, plans, seedRuns, siteSettings } from '../src/db/schema';
import { cleanStoredText, CLEAN_STORED_TEXT_RUN } from '../src/db/seed/clean-stored-text';
import { sanitizeUrlValue } from '../src/lib/sanitize';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS } from '../src/db/seed/demo-ids';
import { PLANTED_HTML, PLANTED_WORDS, URL_PAYLOADS, XSS_MARKER } from './xss-payloads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const data = async (url: string) => {
  const res = await t.call({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The stored value of a column, read with plain SQL (past any column type). */
async function stored(table: string, column: string, id: number): Promise<string> {
  const result = await t.database.db.execute(sql.raw(`select ${column} as value from ${table} where id = ${id}`));
  return (result.rows[0] as { value: string }).value;
}

describe('server HTML is sanitised once, when it is stored', () => {
  it('keeps the words of a plan text and drops every script, handler, frame, style and javascript: link', async () => {
    const [plan] = await t.database.db.select({ id: plans.id }).from(plans).limit(1);
    await t.database.db
      .update(plans)
      .set({ shortText: PLANTED_HTML, headerText: PLANTED_HTML, bodyText: PLANTED_HTML, faqText: PLANTED_HTML })
      .where(eq(plans.id, plan!.id));
    await t.catalogChanged();

    const kept = await stored('plans', 'body_text', plan!.id);
    expect(kept).toContain(PLANTED_WORDS);
    expect(kept).not.toContain(XSS_MARKER);
    expect(kept).not.toMatch(/<(script|style|iframe|svg|object|form|math)|\son\w+=|javascript:|style=/i);

    const detail = await data(`/api/v1/get-plan-detail/${plan!.id}`);
    for (const field of ['header_text', 'body_text', 'faq_text']) expect(detail.plan_desc[field]).toBe(kept);
  });

  it('cleans a rep bio and a group about text the same way', async () => {
    await t.database.db.update(agents).set({ bio: PLANTED_HTML }).where(eq(agents.id, DEMO_AGENT_ID));
    await t.database.db.update(groups).set({ aboutUs: PLANTED_HTML }).where(eq(groups.id, DEMO_GROUP_IDS.acme));
    const agent = await data(`/api/v1/get-agent-about-page-info?agent_id=${DEMO_AGENT_ID}`);
    const group = await data(`/api/v1/get-group-about-page-info?group_id=${DEMO_GROUP_IDS.acme}`);
    for (const html of [agent.agent_bio, group.gweb_aboutus]) {
      expect(html).toContain(PLANTED_WORDS);
      expect(html).not.toContain(XSS_MARKER);
    }
  });

  it('empties a site setting or a picture link naming javascript:, vbscript: or data:', async () => {
    const [setting] = await t.database.db.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.key, 'app_store_url'));
    for (const payload of URL_PAYLOADS) {
      await t.database.db.update(siteSettings).set({ value: payload }).where(eq(siteSettings.id, setting!.id));
      expect(await stored('site_settings', 'value', setting!.id)).toBe('');
      await t.database.db.update(agents).set({ imageLink: payload }).where(eq(agents.id, DEMO_AGENT_ID));
      expect(await stored('agents', 'image_link', DEMO_AGENT_ID)).toBe('');
    }
  });

  it('cleans, once, what was stored before reads stopped sanitising', async () => {
    const [plan] = await t.database.db.select({ id: plans.id }).from(plans).limit(1);
    await t.database.db.execute(sql`update plans set body_text = ${PLANTED_HTML} where id = ${plan!.id}`);
    await t.database.db.execute(sql`update site_settings set value = ${URL_PAYLOADS[0]} where key = 'app_store_url'`);
    await t.database.db.delete(seedRuns).where(eq(seedRuns.name, CLEAN_STORED_TEXT_RUN));
    expect(await stored('plans', 'body_text', plan!.id)).toContain(XSS_MARKER);

    expect(await cleanStoredText(t.database.db)).toEqual({ applied: true });
    const body = await stored('plans', 'body_text', plan!.id);
    expect(body).toContain(PLANTED_WORDS);
    expect(body).not.toContain(XSS_MARKER);
    const settings = await t.database.db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'app_store_url'));
    expect(settings.map((s) => s.value)).toEqual(settings.map(() => ''));
    expect(await cleanStoredText(t.database.db)).toEqual({ applied: false });
  });
});

describe('sanitizeUrlValue', () => {
  it.each(URL_PAYLOADS)('empties %j', (payload) => expect(sanitizeUrlValue(payload)).toBe(''));

  it.each([
    'https://apps.apple.com/app/id1',
    'http://example.com/a',
    '/assets/site/logo.png',
    'mailto:help@example.com',
    'tel:5550100',
    '2145550142',
    'help@example.com',
    '',
  ])('keeps %j', (value) => expect(sanitizeUrlValue(value)).toBe(value));
});
