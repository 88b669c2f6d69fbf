import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, enrollments, quotes } from '../../db/schema';

export async function insertQuote(db: DbOrTx, quote: { enrollmentId: string; name: string; email: string; message: string | null }) {
  const [row] = await db.insert(quotes).values(quote).returning({ id: quotes.id });
  return row!.id;
}

/** A quote link: only the token's hash is stored. */
export async function insertQuoteToken(db: DbOrTx, token: { tokenHash: string; enrollmentId: string; expiresAt: Date }) {
  await db.insert(accessTokens).values({ ...token, purpose: 'quote' });
}

/** The enrollment a live quote token opens. */
export async function findLiveQuoteToken(db: DbOrTx, tokenHash: string, asOf: Date) {
  const [row] = await db
    .select({ enrollmentId: accessTokens.enrollmentId, status: enrollments.status })
    .from(accessTokens)
    .innerJoin(enrollments, eq(enrollments.id, accessTokens.enrollmentId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), eq(accessTokens.purpose, 'quote'), gt(accessTokens.expiresAt, asOf)));
  return row;
}

/** Hands the enrollment to the browser that opened the quote link (DESIGN §5 ownership). */
export async function bindEnrollmentOwner(db: DbOrTx, enrollmentId: string, ownerTokenHash: string) {
  await db.update(enrollments).set({ ownerTokenHash, updatedAt: new Date() }).where(eq(enrollments.id, enrollmentId));
}
