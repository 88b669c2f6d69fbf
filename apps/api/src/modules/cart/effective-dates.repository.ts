import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, enrollments, planRules } from '../../db/schema';

/** Yearly blackout windows of the plans in the cart ('MM-DD', inclusive). */
export async function listCartBlackouts(db: DbOrTx, enrollmentId: string) {
  const rows = await db
    .select({ start: planRules.blackoutStart, end: planRules.blackoutEnd })
    .from(cartItems)
    .innerJoin(planRules, eq(planRules.planId, cartItems.planId))
    .where(and(eq(cartItems.enrollmentId, enrollmentId), isNotNull(planRules.blackoutStart), isNotNull(planRules.blackoutEnd)));
  return rows.flatMap((row) => (row.start && row.end ? [{ start: row.start, end: row.end }] : []));
}

/** Records the chosen effective date (one save: the enrollment's version moves on, DESIGN §6). */
export async function saveEffectiveDate(db: DbOrTx, enrollmentId: string, isoDate: string) {
  await db
    .update(enrollments)
    .set({ effectiveDate: isoDate, version: sql`${enrollments.version} + 1`, updatedAt: new Date() })
    .where(eq(enrollments.id, enrollmentId));
}
