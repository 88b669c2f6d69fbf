import { and, asc, count, eq, lte, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Adds a sealed message to the outbox; call it inside the transaction that records the fact it reports. */
export async function insertMessage(db: DbOrTx, row: { id: string; kind: string; recipientHash: string; messageEnc: string }) {
  await db.insert(emailOutbox).values(row);
}

/**
 * Claims due messages for one worker: rows locked with SKIP LOCKED so that concurrent workers
 * never take the same message, and leased (next attempt pushed out) while this worker sends.
 */
export async function claimDueMessages(db: DbOrTx, { asOf, limit, leaseMs }: { asOf: Date; limit: number; leaseMs: number }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, asOf)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const message of due) {
      await tx
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(asOf.getTime() + leaseMs) })
        .where(eq(emailOutbox.id, message.id));
    }
    return due.map((m) => ({ ...m, attempts: m.attempts + 1 }));
  });
}

/** Delivered: the message (recipient, subject, bodies) is dropped, its record kept (docs/decisions/0088). */
export async function markSent(db: DbOrTx, id: string, asOf: Date) {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: asOf, lastError: null, messageEnc: null }).where(eq(emailOutbox.id, id));
}

/** Another try later, or (isFinal) given up: a message that will never be sent is dropped too. */
export async function markRetry(
  db: DbOrTx,
  id: string,
  { nextAttemptAt, error, isFinal }: { nextAttemptAt: Date; error: string; isFinal: boolean },
) {
  await db
    .update(emailOutbox)
    .set({
      status: isFinal ? 'failed' : 'pending',
      nextAttemptAt,
      lastError: error.slice(0, 500),
      ...(isFinal ? { messageEnc: null } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

export async function listRecentMessages(db: DbOrTx, limit = 50) {
  return db
    .select()
    .from(emailOutbox)
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(limit);
}

export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** A recipient's messages, oldest first, by the keyed hash of the address. */
export async function listMessagesTo(db: DbOrTx, recipientHash: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.recipientHash, recipientHash)).orderBy(asc(emailOutbox.createdAt));
}

/**
 * Undelivered messages from before sealing, kept in plain text by migration 0015 until sealed here.
 * Servers starting together take turns (a transaction lock): the second finds the copy gone.
 */
export async function readLegacyMessages(
  db: DbOrTx,
): Promise<{ id: string; to_address: string; subject: string; html: string; text: string }[] | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('email_outbox_legacy'))`);
  const exists = await db.execute<{ name: string | null }>(sql`select to_regclass('email_outbox_legacy')::text as name`);
  if (!exists.rows[0]?.name) return undefined;
  const rows = await db.execute<{ id: string; to_address: string; subject: string; html: string; text: string }>(
    sql`select id, to_address, subject, html, text from email_outbox_legacy`,
  );
  return rows.rows;
}

export async function sealLegacyMessage(db: DbOrTx, id: string, sealed: { recipientHash: string; messageEnc: string }) {
  await db.update(emailOutbox).set(sealed).where(eq(emailOutbox.id, id));
}

export async function dropLegacyMessages(db: DbOrTx) {
  await db.execute(sql`drop table email_outbox_legacy`);
}

/** Rewrites the table's files, so the values its dropped columns held leave the database's pages. */
export async function compactOutbox(db: DbOrTx) {
  await db.execute(sql`vacuum full email_outbox`);
}

/** How many messages wait to be delivered, and since when the oldest of them has waited. */
export async function outboxBacklog(db: DbOrTx): Promise<{ waiting: number; oldestCreatedAt: Date | null }> {
  const [row] = await db
    .select({ waiting: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return { waiting: Number(row?.waiting ?? 0), oldestCreatedAt: row?.oldest ?? null };
}
