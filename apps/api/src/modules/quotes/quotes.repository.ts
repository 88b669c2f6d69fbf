import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, enrollments, quotes } from '../../db/schema';

export async function insertQuote(db: DbOrTx, quote: { enrollmentId: string; name: string; email: string; message: string | null }) {
  const [row] = await db.insert(quotes).values(quote).returning({ id: quotes.id });
  return row!.id;
}

/** A quote link: only the token's hash is stored. */
export async function insertQuoteToken(db: DbOrTx, token: { tokenHash: string; enrollmentId: string; quoteId: string; expiresAt: Date }) {
  await db.insert(accessTokens).values({ ...token, purpose: 'quote' });
}

/** A quote link's token row, live or not. */
export async function findQuoteToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      enrollmentId: accessTokens.enrollmentId,
      expiresAt: accessTokens.expiresAt,
      claimedAt: accessTokens.claimedAt,
      quoteId: accessTokens.quoteId,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, tokenHash), eq(accessTokens.purpose, 'quote')));
  return row;
}

/** The message of the quote a link was sent with. */
export async function findQuoteMessage(db: DbOrTx, quoteId: string | null): Promise<string | null> {
  if (quoteId === null) return null;
  const [row] = await db.select({ message: quotes.message }).from(quotes).where(eq(quotes.id, quoteId));
  return row?.message ?? null;
}

/** The link's first opener: marks the token claimed and binds that browser as the enrollment's second holder. */
export async function claimQuote(db: DbOrTx, claim: { tokenHash: string; enrollmentId: string; claimedTokenHash: string; asOf: Date }) {
  await db.update(accessTokens).set({ claimedAt: claim.asOf }).where(eq(accessTokens.tokenHash, claim.tokenHash));
  await db
    .update(enrollments)
    .set({ claimedTokenHash: claim.claimedTokenHash, updatedAt: claim.asOf })
    .where(eq(enrollments.id, claim.enrollmentId));
}

/** Serialises quote sends for one enrollment and one recipient (transaction-scoped advisory locks). */
export async function lockQuoteSending(db: DbOrTx, enrollmentId: string, recipient: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-enrollment:${enrollmentId}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-recipient:${recipient.toLowerCase()}`}))`);
}

export async function countQuotesForEnrollment(db: DbOrTx, enrollmentId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.enrollmentId, enrollmentId), gte(quotes.createdAt, since)));
  return row?.n ?? 0;
}

export async function countQuotesToRecipient(db: DbOrTx, recipient: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(sql`lower(${quotes.email}) = ${recipient.toLowerCase()}`, gte(quotes.createdAt, since)));
  return row?.n ?? 0;
}
