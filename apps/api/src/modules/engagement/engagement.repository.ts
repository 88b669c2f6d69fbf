import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatAnswers, chatQuestions, leads } from '../../db/schema';

export async function findLatestLead(db: DbOrTx, deviceId: string) {
  const [row] = await db.select().from(leads).where(eq(leads.deviceId, deviceId)).orderBy(desc(leads.id)).limit(1);
  return row;
}

export async function insertLead(db: DbOrTx, lead: typeof leads.$inferInsert) {
  const [row] = await db.insert(leads).values(lead).returning();
  return row!;
}

export async function listChatQuestions(db: DbOrTx) {
  return db.select().from(chatQuestions).orderBy(asc(chatQuestions.sortOrder), asc(chatQuestions.id));
}

export async function listChatAnswers(db: DbOrTx, deviceId: string) {
  return db.select().from(chatAnswers).where(eq(chatAnswers.deviceId, deviceId));
}

/** One answer per device and question: answering again edits it. */
export async function saveChatAnswer(
  db: DbOrTx,
  answer: { deviceId: string; agentId: number | null; webUrl: string; questionId: number; answer: string },
) {
  const [existing] = await db
    .select({ id: chatAnswers.id })
    .from(chatAnswers)
    .where(and(eq(chatAnswers.deviceId, answer.deviceId), eq(chatAnswers.questionId, answer.questionId)));
  if (existing) {
    await db
      .update(chatAnswers)
      .set({ answer: answer.answer, agentId: answer.agentId, webUrl: answer.webUrl, updatedAt: new Date() })
      .where(eq(chatAnswers.id, existing.id));
  } else {
    await db.insert(chatAnswers).values(answer);
  }
}
