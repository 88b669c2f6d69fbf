import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findPlanByCode } from '../../../test/fixtures';
import { plans } from '../../db/schema';
import { DEMO_MEMBERSHIP_CODES, DEMO_UNDERWRITTEN_LIFE_CODES } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('get-plan-detail/{planId}', () => {
  it('gives the name, logo, category and every text of the plan page', async () => {
    const { plan } = await findPlanByCode(t.database.db, DEMO_UNDERWRITTEN_LIFE_CODES[0]);
    const res = await t.call({ url: `/api/v1/get-plan-detail/${plan.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ plan_id: plan.id, plan_name: plan.name, plan_logo: plan.logo, plan_category: 'term_life' });
    expect(data.plan_desc).toMatchObject({
      header_text: plan.headerText,
      blueBarText: plan.blueBarText,
      exclusions_text_name: 'Limitations & Exclusions',
      example_text_name: 'Example',
      faq_text_name: 'Frequently Asked Questions',
    });
    expect(data.plan_desc.body_text).toContain('<ul>');
    expect(data.plan_desc.association_text).toContain('Association');
  });

  it('gives null for sections a plan does not have', async () => {
    const { plan } = await findPlanByCode(t.database.db, 'LS703');
    const desc = (await t.call({ url: `/api/v1/get-plan-detail/${plan.id}` })).json().data.plan_desc;
    expect(desc).toMatchObject({ exclusions_text_name: null, exclusions_text: null, example_text: null, faq_text: null });
  });

  it('sanitises every text', async () => {
    const { plan } = await findPlanByCode(t.database.db, 'LS704');
    await t.database.db
      .update(plans)
      .set({
        bodyText: '<p>Safe<img src="x" onerror="steal()"><script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
        faqText: '<iframe src="https://evil.example"></iframe><b>ok</b>',
      })
      .where(eq(plans.id, plan.id));
    await t.catalogChanged();
    try {
      const desc = (await t.call({ url: `/api/v1/get-plan-detail/${plan.id}` })).json().data.plan_desc;
      expect(desc.body_text).not.toMatch(/script|onerror|javascript:/);
      expect(desc.body_text).toContain('Safe');
      expect(desc.faq_text).toBe('<b>ok</b>');
    } finally {
      await t.database.db.update(plans).set({ bodyText: plan.bodyText, faqText: plan.faqText }).where(eq(plans.id, plan.id));
      await t.catalogChanged();
    }
  });

  it('404s for an unknown or inactive plan, 400s for an id that is not one', async () => {
    expect((await t.call({ url: '/api/v1/get-plan-detail/999999' })).statusCode).toBe(404);
    const { plan } = await findPlanByCode(t.database.db, 'LS703');
    await t.database.db.update(plans).set({ isActive: false }).where(eq(plans.id, plan.id));
    await t.catalogChanged();
    try {
      expect((await t.call({ url: `/api/v1/get-plan-detail/${plan.id}` })).statusCode).toBe(404);
    } finally {
      await t.database.db.update(plans).set({ isActive: true }).where(eq(plans.id, plan.id));
      await t.catalogChanged();
    }
    const bad = await t.call({ url: '/api/v1/get-plan-detail/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('planId');
  });
});

describe('get-plan-detail (membership description)', () => {
  it('gives Bronze, Silver and Gold with monthly price, included term life, features and the option to add', async () => {
    const res = await t.call({ url: '/api/v1/get-plan-detail' });
    expect(res.statusCode).toBe(200);
    const { memberships, association_text } = res.json().data;
    expect(association_text).toContain('100,000 members');
    expect(memberships.map((m: { level: string; price: string; term_life: string }) => [m.level, m.price, m.term_life])).toEqual([
      ['bronze', '5.00', '5000.00'],
      ['silver', '12.00', '7000.00'],
      ['gold', '16.00', '10000.00'],
    ]);
    const bronze = await findPlanByCode(t.database.db, DEMO_MEMBERSHIP_CODES.bronze);
    expect(memberships[0]).toMatchObject({
      plan_id: bronze.plan.id,
      plan_pricing_id: bronze.options[0]!.id,
      plan_name: 'Bronze Membership',
    });
    expect(memberships[0].features).toContain('Medical bill negotiation');
    expect(memberships[1].features).not.toContain('Medical bill negotiation');
  });
});
