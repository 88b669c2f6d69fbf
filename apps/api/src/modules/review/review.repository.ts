import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, pricingOptions } from '../../db/schema';

/** The label of the option each cart line was priced with ('$1,000 annual maximum'), by pricing option id. */
export async function cartOptionLabels(db: DbOrTx, enrollmentId: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: pricingOptions.id, label: pricingOptions.label })
    .from(cartItems)
    .innerJoin(pricingOptions, eq(pricingOptions.id, cartItems.pricingOptionId))
    .where(eq(cartItems.enrollmentId, enrollmentId));
  return new Map(rows.map((row) => [row.id, row.label]));
}
