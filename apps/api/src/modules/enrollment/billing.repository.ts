import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentMethods, portals } from '../../db/schema';

/** The portal's payment methods list and merchant billing text (null when the enrollment has no such portal). */
export async function findPortalBilling(db: DbOrTx, portalId: number) {
  const [portal] = await db
    .select({ paymentMethods: portals.paymentMethods, billingText: portals.billingText })
    .from(portals)
    .where(eq(portals.id, portalId));
  return portal ?? null;
}

export type StoredPaymentMethod = typeof paymentMethods.$inferSelect;

/** A member's bank accounts or cards on file, oldest first. */
export async function listMemberPaymentMethods(db: DbOrTx, memberId: string, kind: 'bank' | 'card'): Promise<StoredPaymentMethod[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.memberId, memberId), eq(paymentMethods.kind, kind)))
    .orderBy(asc(paymentMethods.createdAt));
}

/** One of a member's bank accounts or cards, by id; `id` must be a uuid. */
export async function findMemberPaymentMethod(
  db: DbOrTx,
  memberId: string,
  kind: 'bank' | 'card',
  id: string,
): Promise<StoredPaymentMethod | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.memberId, memberId), eq(paymentMethods.kind, kind)));
  return row ?? null;
}
