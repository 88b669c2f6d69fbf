import { and, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

/** Whether a member other than `exceptMemberId` has this e-mail address (compared without case). */
export async function isMemberEmail(db: DbOrTx, email: string, exceptMemberId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, exceptMemberId ? ne(members.id, exceptMemberId) : undefined))
    .limit(1);
  return rows.length > 0;
}
