import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberLinkGrants, members } from '../../db/schema';

/** What access to a member depends on: who serves them, and the current link generation. */
export async function findMemberForAccess(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ id: members.id, agentId: members.agentId, groupId: members.groupId, linkGeneration: members.linkGeneration })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function grantBrowser(
  db: DbOrTx,
  grant: { browserTokenHash: string; memberId: string; linkGeneration: number; expiresAt: Date },
) {
  await db
    .insert(memberLinkGrants)
    .values(grant)
    .onConflictDoUpdate({
      target: [memberLinkGrants.browserTokenHash, memberLinkGrants.memberId],
      set: { linkGeneration: grant.linkGeneration, expiresAt: grant.expiresAt },
    });
}

export async function hasLiveGrant(db: DbOrTx, browserTokenHash: string, memberId: string, linkGeneration: number, asOf: Date) {
  const [row] = await db
    .select({ memberId: memberLinkGrants.memberId })
    .from(memberLinkGrants)
    .where(
      and(
        eq(memberLinkGrants.browserTokenHash, browserTokenHash),
        eq(memberLinkGrants.memberId, memberId),
        eq(memberLinkGrants.linkGeneration, linkGeneration),
        gt(memberLinkGrants.expiresAt, asOf),
      ),
    );
  return row !== undefined;
}

/** Ends every link of the member and the browsers they let in; answers the new link generation. */
export async function revokeLinks(db: DbOrTx, memberId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(members)
      .set({ linkGeneration: sql`${members.linkGeneration} + 1` })
      .where(eq(members.id, memberId))
      .returning({ linkGeneration: members.linkGeneration });
    await tx.delete(memberLinkGrants).where(eq(memberLinkGrants.memberId, memberId));
    return row!.linkGeneration;
  });
}
