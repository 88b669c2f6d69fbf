import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

/** Whether a member other than `exceptMemberId` has the address of this keyed hash (`memberEmailHash`: without case). */
export async function isMemberEmail(db: DbOrTx, emailHash: string, exceptMemberId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.emailHash, emailHash), exceptMemberId ? ne(members.id, exceptMemberId) : undefined))
    .limit(1);
  return rows.length > 0;
}
