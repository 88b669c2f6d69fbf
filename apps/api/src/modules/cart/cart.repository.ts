import { count, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema';

export async function countCartItems(db: DbOrTx, enrollmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  return row?.n ?? 0;
}

/** Recurring monthly total of the cart, in cents. */
export async function sumCartMonthlyCents(db: DbOrTx, enrollmentId: string): Promise<number> {
  const [row] = await db.select({ total: sum(cartItems.monthlyCents) }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  return Number(row?.total ?? 0);
}
