import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accessTokens, enrollments } from '../db/schema';

/** The single-use links of docs/decisions/0092 and 0093; only the token's hash is stored. */
export type LinkPurpose = 'signing' | 'not_me';

/** Stores a link; for a signing link, the enrollment's earlier ones are removed first (a new send replaces the last). */
export async function insertLinkToken(
  tx: DbOrTx,
  token: { tokenHash: string; enrollmentId: string; purpose: LinkPurpose; expiresAt: Date },
  { replacing }: { replacing: boolean },
) {
  if (replacing)
    await tx.delete(accessTokens).where(and(eq(accessTokens.enrollmentId, token.enrollmentId), eq(accessTokens.purpose, token.purpose)));
  await tx.insert(accessTokens).values(token);
}

/** The enrollment of a live link (known, of this purpose, not expired), or undefined. */
export async function findLiveLink(db: DbOrTx, tokenHash: string, purpose: LinkPurpose, asOf: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ enrollmentId: accessTokens.enrollmentId })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, tokenHash), eq(accessTokens.purpose, purpose), gt(accessTokens.expiresAt, asOf)));
  return row?.enrollmentId;
}

/**
 * Uses a live link up: its row is deleted, and its enrollment answered, or undefined when it is
 * unknown, used or expired. Two uses at once: the second waits on the row and finds none.
 */
export async function useLink(tx: DbOrTx, tokenHash: string, purpose: LinkPurpose, asOf: Date): Promise<string | undefined> {
  const [row] = await tx
    .delete(accessTokens)
    .where(and(eq(accessTokens.tokenHash, tokenHash), eq(accessTokens.purpose, purpose), gt(accessTokens.expiresAt, asOf)))
    .returning({ enrollmentId: accessTokens.enrollmentId });
  return row?.enrollmentId;
}

/** The agency's flag on an enrollment its applicant says they did not ask for. */
export async function flagNotMe(tx: DbOrTx, enrollmentId: string, asOf: Date) {
  const [row] = await tx
    .update(enrollments)
    .set({ notMeReportedAt: asOf })
    .where(eq(enrollments.id, enrollmentId))
    .returning({ memberId: enrollments.memberId });
  return row;
}
