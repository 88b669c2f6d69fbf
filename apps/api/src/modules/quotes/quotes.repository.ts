import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, quotes, type QuoteSnapshot } from '../../db/schema';

export async function insertQuote(
  db: DbOrTx,
  quote: { id: string; enrollmentId: string; recipientEnc: string; emailHash: string; message: string | null; snapshot: QuoteSnapshot },
) {
  await db.insert(quotes).values(quote);
}

/** A quote link: only the token's hash is stored. */
export async function insertQuoteToken(db: DbOrTx, token: { tokenHash: string; enrollmentId: string; quoteId: string; expiresAt: Date }) {
  await db.insert(accessTokens).values({ ...token, purpose: 'quote' });
}

/** The quote a link was sent with: its snapshot and message (never the client's name or address), and when the link expires. */
export async function findQuoteByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: accessTokens.expiresAt, snapshot: quotes.snapshot, message: quotes.message })
    .from(accessTokens)
    .innerJoin(quotes, eq(quotes.id, accessTokens.quoteId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), eq(accessTokens.purpose, 'quote')));
  return row;
}

/** Serialises quote sends for one enrollment and one recipient (by its address's keyed hash; transaction-scoped advisory locks). */
export async function lockQuoteSending(db: DbOrTx, enrollmentId: string, recipientHash: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-enrollment:${enrollmentId}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-recipient:${recipientHash}`}))`);
}

export async function countQuotesForEnrollment(db: DbOrTx, enrollmentId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.enrollmentId, enrollmentId), gte(quotes.createdAt, since)));
  return row?.n ?? 0;
}

/** Quotes sent since `since` to the address whose keyed hash is `recipientHash` (lib/enrollment-contact.ts `addressHash`). */
export async function countQuotesToRecipient(db: DbOrTx, recipientHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.emailHash, recipientHash), gte(quotes.createdAt, since)));
  return row?.n ?? 0;
}
