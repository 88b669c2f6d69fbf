import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

export type OutgoingMessage = { kind: string; to: string; subject: string; html: string; text: string };

/** Adds a message to the outbox; call it inside the transaction that records the fact it reports. */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage) {
  const [row] = await db
    .insert(emailOutbox)
    .values({ kind: message.kind, toAddress: message.to, subject: message.subject, html: message.html, text: message.text })
    .returning({ id: emailOutbox.id });
  return row!.id;
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

export async function markSent(db: DbOrTx, id: string, asOf: Date) {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: asOf, lastError: null }).where(eq(emailOutbox.id, id));
}

export async function markRetry(db: DbOrTx, id: string, { nextAttemptAt, error, isFinal }: { nextAttemptAt: Date; error: string; isFinal: boolean }) {
  await db
    .update(emailOutbox)
    .set({ status: isFinal ? 'failed' : 'pending', nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(emailOutbox.id, id));
}

export async function listRecentMessages(db: DbOrTx, limit = 50) {
  return db.select().from(emailOutbox).orderBy(sql`${emailOutbox.createdAt} desc`).limit(limit);
}

export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}
