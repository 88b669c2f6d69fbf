import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { cartItems, plans, pricingOptions } from '../../db/schema';
import type { KeptPart } from '../../lib/enrollment-cache';

export async function countCartItems(db: DbOrTx, enrollmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  return row?.n ?? 0;
}

const cartRows = preparedPer((db) =>
  db
    .select({
      id: cartItems.id,
      planId: cartItems.planId,
      pricingOptionId: cartItems.pricingOptionId,
      monthlyCents: cartItems.monthlyCents,
      oneTimeFeeCents: cartItems.oneTimeFeeCents,
      isRemovable: cartItems.isRemovable,
      requiredByPlanId: cartItems.requiredByPlanId,
      planName: plans.name,
      /** The chosen option's label ('$200,000 Coverage'), shown beside the plan's name (docs/decisions/0100). */
      optionLabel: pricingOptions.label,
      planLogo: plans.logo,
      isUnderwrittenLife: plans.isUnderwrittenLife,
      isPremier: plans.isPremier,
      requiresMembership: plans.requiresMembership,
    })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .innerJoin(pricingOptions, eq(pricingOptions.id, cartItems.pricingOptionId))
    .where(eq(cartItems.enrollmentId, sql.placeholder('enrollmentId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id))
    .prepare('list_cart_rows'),
);

/** The cart's rows with what pricing, removal and the quote need of their plans and chosen options, in the order added (prepared: the cart page reads it on every visit). */
export async function listCartRows(db: DbOrTx, enrollmentId: string) {
  return cartRows(db).execute({ enrollmentId });
}
export type CartRow = Awaited<ReturnType<typeof listCartRows>>[number];

/** The cart's rows as get-plan-cart keeps them in memory (enrollment-cache.ts; the plans' names go with a catalog change). */
export const keptCartRows: KeptPart<CartRow[]> = { name: 'cartRows', read: listCartRows };

export async function deleteCartRow(db: DbOrTx, rowId: number) {
  await db.delete(cartItems).where(eq(cartItems.id, rowId));
}

/** A membership that stays because another plan in the cart needs it now. */
export async function setRequiredBy(db: DbOrTx, rowId: number, planId: number) {
  await db.update(cartItems).set({ requiredByPlanId: planId }).where(eq(cartItems.id, rowId));
}

/** A line's monthly price after checkout re-rated it (docs/decisions/0055). */
export async function setCartLinePrice(db: DbOrTx, rowId: number, monthlyCents: number) {
  await db.update(cartItems).set({ monthlyCents }).where(eq(cartItems.id, rowId));
}
