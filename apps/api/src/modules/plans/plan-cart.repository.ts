import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { cartItems, enrollments, plans, policies } from '../../db/schema';
import type { KeptPart } from '../enrollment/enrollment-cache';

const cartLineColumns = {
  id: cartItems.id,
  planId: cartItems.planId,
  pricingOptionId: cartItems.pricingOptionId,
  requiredByPlanId: cartItems.requiredByPlanId,
  isUnderwrittenLife: plans.isUnderwrittenLife,
};

const cartLines = preparedPer((db) =>
  db
    .select(cartLineColumns)
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

const enrollmentWithCartLines = preparedPer((db) =>
  db
    .select({ enrollment: enrollments, line: cartLineColumns })
    .from(enrollments)
    .leftJoin(cartItems, eq(cartItems.enrollmentId, enrollments.id))
    .leftJoin(plans, eq(plans.id, cartItems.planId))
    .where(eq(enrollments.id, sql.placeholder('id')))
    .prepare('find_enrollment_with_cart_lines'),
);

/**
 * The enrollment's row and its cart's lines in one statement (add-plan-to-cart reads both before
 * it writes: one round trip instead of two); `enrollment` undefined when there is no such row.
 */
export async function findEnrollmentWithCartLines(db: DbOrTx, enrollmentId: string) {
  const rows = await enrollmentWithCartLines(db).execute({ id: enrollmentId });
  const lines: CartLine[] = [];
  // A left join: an empty cart is one row whose line is all null; a line that is there has every column.
  for (const { line } of rows) if (line.id !== null) lines.push(line as CartLine);
  return { enrollment: rows[0]?.enrollment, cartLines: lines };
}

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

/**
 * Puts a plan in the cart in one statement, whole or not at all without a transaction of its own
 * (issue 13: a cart add was seven round trips): the plans in `removedPlanIds` leave the cart, the
 * line goes in (a plan already there gets the new pricing option and price: one plan, one line),
 * and its cart_add event is recorded. Answers the cart's line count after it. Every part of one
 * statement reads the table as it was before the statement, so the count is worked out from that
 * and from what the statement removed and newly inserted.
 */
export async function putCartLine(
  db: DbOrTx,
  line: CartLineWrite,
  removedPlanIds: readonly number[],
  event: CartAddEvent,
): Promise<number> {
  const removed =
    removedPlanIds.length === 0
      ? sql`select 0 where false`
      : sql`delete from cart_items where enrollment_id = ${line.enrollmentId} and plan_id in (${sql.join(
          removedPlanIds.map((planId) => sql`${planId}`),
          sql`, `,
        )}) returning 1`;
  const result = await db.execute<{ count: number }>(sql`
    with removed as (${removed}),
    put as (
      insert into cart_items (enrollment_id, plan_id, pricing_option_id, monthly_cents, one_time_fee_cents, is_removable, required_by_plan_id)
      values (${line.enrollmentId}, ${line.planId}, ${line.pricingOptionId}, ${line.monthlyCents}, ${line.oneTimeFeeCents}, true, ${line.requiredByPlanId})
      on conflict (enrollment_id, plan_id) do update set
        pricing_option_id = excluded.pricing_option_id,
        monthly_cents = excluded.monthly_cents,
        one_time_fee_cents = excluded.one_time_fee_cents,
        required_by_plan_id = excluded.required_by_plan_id,
        added_at = now()
      returning (xmax = 0) as is_new
    ),
    recorded as (
      insert into plan_events (kind, plan_id, enrollment_id, agent_id, group_id, portal_id, state, tier, age_band, gender)
      values ('cart_add', ${event.planId}, ${event.enrollmentId}, ${event.agentId}, ${event.groupId}, ${event.portalId},
              ${event.state}, ${event.tier}, ${event.ageBand}, ${event.gender})
    )
    select ((select count(*) from cart_items where enrollment_id = ${line.enrollmentId})
      - (select count(*) from removed)
      + (select count(*) from put where is_new))::int as count`);
  return Number(result.rows[0]!.count);
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
