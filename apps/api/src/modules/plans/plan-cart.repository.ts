import DataLoader from 'dataloader';
import { and, eq, sql } from 'drizzle-orm';
import { isTransaction, type DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { noteEnrollmentChange } from '../../db/write-watch';
import { cartItems, enrollments, plans, policies } from '../../db/schema';
import type { KeptPart } from '../../lib/enrollment-cache';
import type { Enrollment } from '../../lib/enrollment-access';

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

const enrollmentsWithCartLines = preparedPer((db) =>
  db
    .select({ enrollment: enrollments, line: cartLineColumns })
    .from(enrollments)
    .leftJoin(cartItems, eq(cartItems.enrollmentId, enrollments.id))
    .leftJoin(plans, eq(plans.id, cartItems.planId))
    .where(sql`${enrollments.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('find_enrollments_with_cart_lines'),
);

export type EnrollmentWithCartLines = { enrollment: Enrollment | undefined; cartLines: CartLine[] };

/** Ids sent together in one read at most (a uuid is 36 characters: a statement of a few kilobytes). */
const MOST_IDS_A_READ = 100;

/**
 * One read for every enrollment asked for in the same turn of the event loop (docs/decisions/0068:
 * on PostgreSQL each statement costs the server's one thread a socket write and a read whatever
 * its size, so fifty shoppers adding at once paid fifty of each). Each caller gets its own copy.
 */
const enrollmentReads = preparedPer(
  (db) =>
    new DataLoader<string, EnrollmentWithCartLines>(
      async (ids) => {
        const rows = await enrollmentsWithCartLines(db).execute({ ids: [...ids] });
        const found = new Map<string, { enrollment: Enrollment; cartLines: CartLine[] }>();
        for (const { enrollment, line } of rows) {
          let entry = found.get(enrollment.id);
          if (!entry) found.set(enrollment.id, (entry = { enrollment, cartLines: [] }));
          // A left join: an empty cart is one row whose line is all null; a line that is there has every column.
          if (line.id !== null) entry.cartLines.push(line as CartLine);
        }
        // The database answers ids in lower case; an id may be asked for in upper case.
        return ids.map((id) => {
          const entry = found.get(id.toLowerCase());
          return entry
            ? { enrollment: { ...entry.enrollment }, cartLines: entry.cartLines.map((line) => ({ ...line })) }
            : { enrollment: undefined, cartLines: [] };
        });
      },
      { cache: false, maxBatchSize: MOST_IDS_A_READ, batchScheduleFn: (send) => setImmediate(send) },
    ),
);

/**
 * The enrollment's row and its cart's lines in one statement (add-plan-to-cart reads both before
 * it writes: one round trip instead of two), shared with the other calls asking at the same
 * moment; `enrollment` undefined when there is no such row.
 */
export async function findEnrollmentWithCartLines(db: DbOrTx, enrollmentId: string): Promise<EnrollmentWithCartLines> {
  return enrollmentReads(db).load(enrollmentId);
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

/** A cart add's event: its plan and enrollment are the line's. */
export type CartAddEvent = {
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  state: string | null;
  tier: string | null;
  ageBand: string | null;
  gender: string | null;
};

/** One cart add's write: the line, the plans it takes out of the cart, its cart_add event. */
type CartPut = { line: CartLineWrite; removedPlanIds: readonly number[]; event: CartAddEvent };

/**
 * Puts lines in their carts in one statement, whole or not at all without a transaction of its
 * own (a cart add was eight round trips, docs/decisions/0065): for each, the plans in
 * `removedPlanIds` leave the cart, the line goes in (a plan already there gets the new pricing
 * option and price: one plan, one line), and its cart_add event is recorded. Answers each cart's
 * line count after it, in the order given. Every part of one statement reads the tables as they were before it, so a
 * count is worked out from that and from what the statement removed and newly inserted; an
 * enrollment may therefore appear only once in `puts`.
 */
async function putLines(db: DbOrTx, puts: readonly CartPut[]): Promise<number[]> {
  const column = <T>(pick: (put: CartPut) => T) => sql.param(puts.map(pick));
  const removals = puts.flatMap(({ line, removedPlanIds }) =>
    removedPlanIds.map((planId) => ({ enrollmentId: line.enrollmentId, planId })),
  );
  const result = await db.execute<{ count: number }>(sql`
    with input as (
      select * from unnest(${column((put) => put.line.enrollmentId)}::uuid[], ${column((put) => put.line.planId)}::int[],
        ${column((put) => put.line.pricingOptionId)}::int[], ${column((put) => put.line.monthlyCents)}::int[],
        ${column((put) => put.line.oneTimeFeeCents)}::int[], ${column((put) => put.line.requiredByPlanId)}::int[])
        with ordinality as i (enrollment_id, plan_id, pricing_option_id, monthly_cents, one_time_fee_cents, required_by_plan_id, n)
    ),
    removed as (
      delete from cart_items c
      using unnest(${sql.param(removals.map((removal) => removal.enrollmentId))}::uuid[], ${sql.param(removals.map((removal) => removal.planId))}::int[])
        as r (enrollment_id, plan_id)
      where c.enrollment_id = r.enrollment_id and c.plan_id = r.plan_id
      returning c.enrollment_id
    ),
    put as (
      insert into cart_items (enrollment_id, plan_id, pricing_option_id, monthly_cents, one_time_fee_cents, is_removable, required_by_plan_id)
      select enrollment_id, plan_id, pricing_option_id, monthly_cents, one_time_fee_cents, true, required_by_plan_id from input order by n
      on conflict (enrollment_id, plan_id) do update set
        pricing_option_id = excluded.pricing_option_id,
        monthly_cents = excluded.monthly_cents,
        one_time_fee_cents = excluded.one_time_fee_cents,
        required_by_plan_id = excluded.required_by_plan_id,
        added_at = now()
      returning enrollment_id, (xmax = 0) as is_new
    ),
    recorded as (
      insert into plan_events (kind, plan_id, enrollment_id, agent_id, group_id, portal_id, state, tier, age_band, gender)
      select 'cart_add', i.plan_id, i.enrollment_id, e.agent_id, e.group_id, e.portal_id, e.state, e.tier, e.age_band, e.gender
      from input i
      join unnest(${column((put) => put.event.agentId)}::int[], ${column((put) => put.event.groupId)}::int[], ${column((put) => put.event.portalId)}::int[],
        ${column((put) => put.event.state)}::varchar[], ${column((put) => put.event.tier)}::varchar[],
        ${column((put) => put.event.ageBand)}::varchar[], ${column((put) => put.event.gender)}::varchar[])
        with ordinality as e (agent_id, group_id, portal_id, state, tier, age_band, gender, n) using (n)
    )
    select ((select count(*) from cart_items c where c.enrollment_id = i.enrollment_id)
      - (select count(*) from removed r where r.enrollment_id = i.enrollment_id)
      + (select count(*) from put p where p.enrollment_id = i.enrollment_id and p.is_new))::int as count
    from input i order by i.n`);
  return result.rows.map((row) => Number(row.count));
}

/** Puts at most this many lines in one statement. */
const MOST_PUTS_A_STATEMENT = 50;

/**
 * The puts in statements of their own, each enrollment at most once a statement (a second add to
 * the same cart goes in the next, after the first), in the order asked. A statement the database
 * refuses is tried again line by line, so that one refused line fails only its own call.
 */
async function putTogether(db: DbOrTx, puts: readonly CartPut[]): Promise<(number | Error)[]> {
  const counts: (number | Error)[] = [];
  for (const round of roundsOf(puts, (put) => put.line.enrollmentId)) {
    const lines = round.map((index) => puts[index]!);
    const answers = await putLines(db, lines).catch(async (refused: unknown) =>
      lines.length === 1
        ? [refused instanceof Error ? refused : new Error(String(refused))]
        : Promise.all(
            lines.map((line) =>
              putLines(db, [line]).then(
                ([count]) => count!,
                (error: Error) => error,
              ),
            ),
          ),
    );
    round.forEach((index, at) => (counts[index] = answers[at]!));
  }
  return counts;
}

/** Indexes of `items` in rounds whose keys are all different, each item in the first round its key is free in. */
export function roundsOf<T>(items: readonly T[], keyOf: (item: T) => string): number[][] {
  const rounds: { indexes: number[]; keys: Set<string> }[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    let round = rounds.find((candidate) => !candidate.keys.has(key));
    if (!round) rounds.push((round = { indexes: [], keys: new Set() }));
    round.indexes.push(index);
    round.keys.add(key);
  });
  return rounds.map((round) => round.indexes);
}

/** Cart adds asked for in the same turn of the event loop, written together (see enrollmentReads). */
const cartPuts = preparedPer(
  (db) =>
    new DataLoader<CartPut, number>((puts) => putTogether(db, puts), {
      cache: false,
      maxBatchSize: MOST_PUTS_A_STATEMENT,
      batchScheduleFn: (send) => setImmediate(send),
    }),
);

/**
 * Puts a plan in the cart (putLines) and answers the cart's line count after it. Inside a
 * transaction, at once; otherwise together with the other adds asked for at the same moment.
 */
export async function putCartLine(
  db: DbOrTx,
  line: CartLineWrite,
  removedPlanIds: readonly number[],
  event: CartAddEvent,
): Promise<number> {
  if (isTransaction(db)) return (await putLines(db, [{ line, removedPlanIds, event }]))[0]!;
  // The statement may run in another call's turn: this call is marked as changing the enrollment here.
  noteEnrollmentChange();
  return cartPuts(db).load({ line, removedPlanIds, event });
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
