import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dataKeyCanary } from '../db/schema';

/** The one row of the data key's check (docs/decisions/0106). */
export const CANARY_ROW_ID = 1;

/** The sealed check text, or undefined before the database's first start. */
export async function readCanary(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db.select({ sealed: dataKeyCanary.sealed }).from(dataKeyCanary).where(eq(dataKeyCanary.id, CANARY_ROW_ID));
  return row?.sealed;
}

/** Stores the sealed check text unless another process stored one first (then theirs stays). */
export async function insertCanary(db: DbOrTx, sealed: string): Promise<void> {
  await db.insert(dataKeyCanary).values({ id: CANARY_ROW_ID, sealed }).onConflictDoNothing();
}
