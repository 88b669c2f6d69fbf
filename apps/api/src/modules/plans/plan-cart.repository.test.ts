import { randomUUID } from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture, findPlanByCode } from '../../../test/fixtures';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { eq } from 'drizzle-orm';
import { cartItems, planEvents } from '../../db/schema';
import { findEnrollmentWithCartLines, putCartLine, roundsOf, type CartAddEvent } from './plan-cart.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second handle on the test's own database that counts the statements sent through it. */
function countingHandle(): { db: Db; statements: () => number } {
  let count = 0;
  const logger = { logQuery: () => void (count += 1) };
  const client = (t.database.db as unknown as { $client: never }).$client;
  const db = (t.database.kind === 'postgres'
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
  return { db, statements: () => count };
}

describe('findEnrollmentWithCartLines', () => {
  it('reads the enrollments asked for at the same moment in one statement, each answered with its own row and cart', async () => {
    const withDental = await createEnrollmentFixture(t.database.db);
    const emptyCart = await createEnrollmentFixture(t.database.db);
    await addCartItemFixture(t.database.db, withDental.enrollmentId, 'DN101');
    const { plan: dental } = await findPlanByCode(t.database.db, 'DN101');
    const { db, statements } = countingHandle();

    const [dentalRead, emptyRead, unknownRead, upperRead] = await Promise.all([
      findEnrollmentWithCartLines(db, withDental.enrollmentId),
      findEnrollmentWithCartLines(db, emptyCart.enrollmentId),
      findEnrollmentWithCartLines(db, randomUUID()),
      findEnrollmentWithCartLines(db, withDental.enrollmentId.toUpperCase()),
    ]);

    expect(statements()).toBe(1);
    expect(dentalRead.enrollment?.id).toBe(withDental.enrollmentId);
    expect(dentalRead.cartLines.map((line) => line.planId)).toEqual([dental.id]);
    expect(emptyRead.enrollment?.id).toBe(emptyCart.enrollmentId);
    expect(emptyRead.cartLines).toEqual([]);
    expect(unknownRead).toEqual({ enrollment: undefined, cartLines: [] });
    // The same enrollment asked for twice: the same facts, in copies of their own.
    expect(upperRead.enrollment?.id).toBe(withDental.enrollmentId);
    expect(upperRead.cartLines).toEqual(dentalRead.cartLines);
    expect(upperRead.cartLines).not.toBe(dentalRead.cartLines);
    expect(upperRead.enrollment).not.toBe(dentalRead.enrollment);
  });

  it('keeps nothing: a read asked for after a change sees the change', async () => {
    const shopper = await createEnrollmentFixture(t.database.db);
    const { db, statements } = countingHandle();
    expect((await findEnrollmentWithCartLines(db, shopper.enrollmentId)).cartLines).toEqual([]);
    await addCartItemFixture(t.database.db, shopper.enrollmentId, 'DN101');
    expect((await findEnrollmentWithCartLines(db, shopper.enrollmentId)).cartLines).toHaveLength(1);
    expect(statements()).toBe(2);
  });
});

describe('putCartLine', () => {
  const event: CartAddEvent = {
    agentId: 1,
    groupId: null,
    portalId: 1,
    state: 'TX',
    tier: 'IO',
    ageBand: '35-44',
    gender: null,
  };
  const put = (db: Db, enrollmentId: string, planId: number, pricingOptionId: number, monthlyCents: number, removed: number[] = []) =>
    putCartLine(db, { enrollmentId, planId, pricingOptionId, monthlyCents, oneTimeFeeCents: 0, requiredByPlanId: null }, removed, event);
  const cartOf = (enrollmentId: string) =>
    t.database.db.select().from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId)).orderBy(cartItems.planId);
  const eventsOf = (enrollmentId: string) => t.database.db.select().from(planEvents).where(eq(planEvents.enrollmentId, enrollmentId));

  it('writes the adds asked for at the same moment in one statement, each cart counted on its own', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createEnrollmentFixture(t.database.db)));
    const { plan: dental, options: dentalOptions } = await findPlanByCode(t.database.db, 'DN101');
    const { plan: vision } = await findPlanByCode(t.database.db, 'VS201');
    await addCartItemFixture(t.database.db, b!.enrollmentId, 'VS201');
    await addCartItemFixture(t.database.db, c!.enrollmentId, 'VS201');
    const { db, statements } = countingHandle();

    const counts = await Promise.all([
      put(db, a!.enrollmentId, dental.id, dentalOptions[0]!.id, 1000),
      put(db, b!.enrollmentId, dental.id, dentalOptions[0]!.id, 1100),
      // c's vision plan leaves the cart as the dental plan goes in.
      put(db, c!.enrollmentId, dental.id, dentalOptions[1]!.id, 1200, [vision.id]),
    ]);

    expect(statements()).toBe(1);
    expect(counts).toEqual([1, 2, 1]);
    expect((await cartOf(a!.enrollmentId)).map((line) => [line.planId, line.monthlyCents])).toEqual([[dental.id, 1000]]);
    expect((await cartOf(b!.enrollmentId)).map((line) => line.planId).sort()).toEqual([dental.id, vision.id].sort());
    expect((await cartOf(c!.enrollmentId)).map((line) => [line.planId, line.pricingOptionId])).toEqual([[dental.id, dentalOptions[1]!.id]]);
    for (const shopper of [a, b, c])
      expect((await eventsOf(shopper!.enrollmentId)).map((event) => [event.kind, event.planId])).toEqual([['cart_add', dental.id]]);
  });

  it('two adds to one cart at the same moment go in one after the other, the later one last', async () => {
    const shopper = await createEnrollmentFixture(t.database.db);
    const { plan: dental, options } = await findPlanByCode(t.database.db, 'DN101');
    const { plan: vision, options: visionOptions } = await findPlanByCode(t.database.db, 'VS201');
    const { db, statements } = countingHandle();

    const counts = await Promise.all([
      put(db, shopper.enrollmentId, dental.id, options[0]!.id, 1000),
      put(db, shopper.enrollmentId, vision.id, visionOptions[0]!.id, 900),
      put(db, shopper.enrollmentId, dental.id, options[1]!.id, 1300),
    ]);

    expect(statements()).toBe(3);
    expect(counts).toEqual([1, 2, 2]);
    expect((await cartOf(shopper.enrollmentId)).find((line) => line.planId === dental.id)?.pricingOptionId).toBe(options[1]!.id);
  });

  it('a line the database refuses fails only its own add', async () => {
    const [good, bad] = await Promise.all([1, 2].map(() => createEnrollmentFixture(t.database.db)));
    const { plan: dental, options } = await findPlanByCode(t.database.db, 'DN101');
    const { db } = countingHandle();

    const [written, refused] = await Promise.allSettled([
      put(db, good!.enrollmentId, dental.id, options[0]!.id, 1000),
      // No such plan: the foreign key refuses it.
      put(db, bad!.enrollmentId, 999_999, options[0]!.id, 1000),
    ]);

    expect(written).toEqual({ status: 'fulfilled', value: 1 });
    expect(refused.status).toBe('rejected');
    expect(await cartOf(good!.enrollmentId)).toHaveLength(1);
    expect(await cartOf(bad!.enrollmentId)).toEqual([]);
    expect(await eventsOf(bad!.enrollmentId)).toEqual([]);
  });
});

describe('roundsOf', () => {
  it('puts each item in the first round its key is free in, keeping the order asked', () => {
    expect(roundsOf(['a', 'b', 'a', 'c', 'a', 'b'], (key) => key)).toEqual([[0, 1, 3], [2, 5], [4]]);
    expect(roundsOf([], (key: string) => key)).toEqual([]);
  });
});
