import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlanByCode } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { plans, prices } from '../../db/schema';
import { loadCatalog } from './catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The plan's rate rows as the database has them now. */
const storedRates = async (optionId: number) =>
  (await t.database.db.select().from(prices).where(eq(prices.pricingOptionId, optionId))).map((row) => row.monthlyCents).sort();

describe('the catalog in memory (docs/decisions/0063)', () => {
  it('answers what the database holds, plan by plan', async () => {
    const catalog = await t.app.catalog.current();
    const { plan, options } = await findPlanByCode(t.database.db, 'DN101');
    expect(catalog.activePlan(plan.id)).toEqual(plan);
    expect(catalog.pricingOptionsOf(plan.id).map((option) => option.id)).toEqual(
      options.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((option) => option.id),
    );
    const cached = catalog
      .pricesOf(plan.id)
      .filter((row) => row.pricingOptionId === options[0]!.id)
      .map((row) => row.monthlyCents)
      .sort();
    expect(cached).toEqual(await storedRates(options[0]!.id));
    expect(catalog.lowestCentsOf(plan.id)).toBe(Math.min(...catalog.pricesOf(plan.id).map((row) => row.monthlyCents)));
  });

  it('keeps one catalog until a change commits, then reads the new one', async () => {
    const first = await t.app.catalog.current();
    expect(await t.app.catalog.current()).toBe(first);
    const { plan } = await findPlanByCode(t.database.db, 'DN102');
    await t.database.db.update(plans).set({ name: 'Renamed Dental' }).where(eq(plans.id, plan.id));
    try {
      await t.catalogChanged();
      const second = await t.app.catalog.current();
      expect(second).not.toBe(first);
      expect(second.activePlan(plan.id)?.name).toBe('Renamed Dental');
      expect((await t.call({ url: `/api/v1/get-plan-detail/${plan.id}` })).json().data.plan_name).toBe('Renamed Dental');
    } finally {
      await t.database.db.update(plans).set({ name: plan.name }).where(eq(plans.id, plan.id));
      await t.catalogChanged();
    }
    expect((await t.app.catalog.current()).activePlan(plan.id)?.name).toBe(plan.name);
  });

  it('hears every catalog table: a rate changed in a rates table alone reaches the next read', async () => {
    const { plan, options } = await findPlanByCode(t.database.db, 'DN101');
    const before = await t.app.catalog.current();
    await t.database.db
      .update(prices)
      .set({ monthlyCents: sql`${prices.monthlyCents} + 1` })
      .where(eq(prices.pricingOptionId, options[0]!.id));
    try {
      await t.catalogChanged();
      const after = await t.app.catalog.current();
      expect(after).not.toBe(before);
      expect(after.lowestCentsOf(plan.id)).toBeGreaterThanOrEqual(before.lowestCentsOf(plan.id)!);
      expect(
        after
          .pricesOf(plan.id)
          .filter((row) => row.pricingOptionId === options[0]!.id)
          .map((row) => row.monthlyCents)
          .sort(),
      ).toEqual(await storedRates(options[0]!.id));
    } finally {
      await t.database.db
        .update(prices)
        .set({ monthlyCents: sql`${prices.monthlyCents} - 1` })
        .where(eq(prices.pricingOptionId, options[0]!.id));
      await t.catalogChanged();
    }
  });

  it('keeps its catalog through a change that is rolled back', async () => {
    const kept = await t.app.catalog.current();
    const { plan } = await findPlanByCode(t.database.db, 'DN102');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(plans).set({ name: 'Never Committed' }).where(eq(plans.id, plan.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.catalogChanged();
    expect(await t.app.catalog.current()).toBe(kept);
  });

  it('a read after a change sees it even while an older read is still under way', async () => {
    const { plan } = await findPlanByCode(t.database.db, 'DN102');
    await t.database.db.update(plans).set({ name: 'Read First' }).where(eq(plans.id, plan.id));
    await t.catalogChanged();
    try {
      // A read starts (the change dropped the catalog), then another change commits before it is used.
      const older = t.app.catalog.current();
      await t.database.db.update(plans).set({ name: 'Changed Meanwhile' }).where(eq(plans.id, plan.id));
      await t.catalogChanged();
      await older;
      expect((await t.app.catalog.current()).activePlan(plan.id)?.name).toBe('Changed Meanwhile');
      expect(await t.app.catalog.current()).toEqual(await loadCatalog(t.database.db));
    } finally {
      await t.database.db.update(plans).set({ name: plan.name }).where(eq(plans.id, plan.id));
      await t.catalogChanged();
    }
  });

  it('on PostgreSQL, a lost listening connection keeps nothing until it listens again', async () => {
    if (!t.databaseUrl) {
      // Embedded PGlite is one session in this process: its notices cannot be lost.
      expect(await t.app.catalog.current()).toBe(await t.app.catalog.current());
      return;
    }
    const listener = await t.database.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN catalog_changed'`,
    );
    const pids = listener.rows.map((row) => row.pid);
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) await t.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    // Until it listens again, every read is a read of its own…
    const deadline = Date.now() + 10_000;
    let sawUnkept = false;
    let keptAgain = false;
    while (Date.now() < deadline && !keptAgain) {
      const [a, b] = [await t.app.catalog.current(), await t.app.catalog.current()];
      if (a !== b) sawUnkept = true;
      else if (sawUnkept) keptAgain = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sawUnkept).toBe(true);
    // …and once it listens again, changes are heard.
    expect(keptAgain).toBe(true);
    const { plan } = await findPlanByCode(t.database.db, 'DN102');
    await t.database.db.update(plans).set({ name: 'Heard Again' }).where(eq(plans.id, plan.id));
    await t.catalogChanged();
    expect((await t.app.catalog.current()).activePlan(plan.id)?.name).toBe('Heard Again');
    await t.database.db.update(plans).set({ name: plan.name }).where(eq(plans.id, plan.id));
    await t.catalogChanged();
  });
});
