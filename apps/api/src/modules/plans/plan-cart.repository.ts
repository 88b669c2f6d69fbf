import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { cartItems, enrollments, planEvents, plans, policies } from '../../db/schema';
import type { KeptPart } from '../enrollment/enrollment-cache';

const cartLines = preparedPer((db) =>
  db
    .select({
      id: cartItems.id,
      planId: cartItems.planId,
      pricingOptionId: cartItems.pricingOptionId,
      requiredByPlanId: cartItems.requiredByPlanId,
      isUnderwrittenLife: plans.isUnderwrittenLife,
    })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .where(eq(cartItems.enrollmentId, sql.placeholder('enrollmentId')))
    .prepare('list_cart_lines'),
);

/** What the plan calls need of the cart: its lines and whether each plan is an underwritten life plan (prepared: every pricing call reads it). */
export async function listCartLines(db: DbOrTx, enrollmentId: string) {
  return cartLines(db).execute({ enrollmentId });
}
export type CartLine = Awaited<ReturnType<typeof listCartLines>>[number];

/** The cart's lines as get-plan-pricing-detail keeps them in memory (enrollment-cache.ts). */
export const keptCartLines: KeptPart<CartLine[]> = { name: 'cartLines', read: listCartLines };

/** Plans the member holds as ACTIVE policies. */
export async function listActivePolicyPlanIds(db: DbOrTx, memberId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ planId: policies.planId })
    .from(policies)
    .where(and(eq(policies.memberId, memberId), eq(policies.status, 'ACTIVE')));
  return rows.map((row) => row.planId);
}

export type CartLineWrite = {
  enrollmentId: string;
  planId: number;
  pricingOptionId: number;
  monthlyCents: number;
  oneTimeFeeCents: number;
  requiredByPlanId: number | null;
};

/** Puts a plan in the cart; a plan already there gets the new pricing option and price (one plan, one line). */
export async function upsertCartLine(db: DbOrTx, line: CartLineWrite) {
  await db
    .insert(cartItems)
    .values({ ...line, isRemovable: true })
    .onConflictDoUpdate({
      target: [cartItems.enrollmentId, cartItems.planId],
      set: {
        pricingOptionId: line.pricingOptionId,
        monthlyCents: line.monthlyCents,
        oneTimeFeeCents: line.oneTimeFeeCents,
        requiredByPlanId: line.requiredByPlanId,
        addedAt: sql`now()`,
      },
    });
}

export async function deleteCartPlans(db: DbOrTx, enrollmentId: string, planIds: readonly number[]) {
  if (planIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.enrollmentId, enrollmentId), inArray(cartItems.planId, [...planIds])));
}

export type CartAddEvent = {
  planId: number;
  enrollmentId: string;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  state: string | null;
  tier: string | null;
  ageBand: string | null;
  gender: string | null;
};

export async function insertCartAddEvents(db: DbOrTx, events: readonly CartAddEvent[]) {
  if (events.length === 0) return;
  await db.insert(planEvents).values(events.map((event) => ({ kind: 'cart_add' as const, ...event })));
}

/** The sealed plan answers of an enrollment, row-locked for a read-modify-write inside a transaction. */
export async function lockPlanAnswers(db: DbOrTx, enrollmentId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ sealed: enrollments.planAnswersEnc })
    .from(enrollments)
    .where(eq(enrollments.id, enrollmentId))
    .for('update');
  return row?.sealed;
}

export async function writePlanAnswers(db: DbOrTx, enrollmentId: string, sealed: string) {
  await db
    .update(enrollments)
    .set({ planAnswersEnc: sealed, version: sql`${enrollments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(enrollments.id, enrollmentId));
}
