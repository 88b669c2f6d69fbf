import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { healthQuestions, members } from '../../db/schema';

export type HealthQuestionRow = { id: number; text: string; kind: 'condition' | 'medication' };

/** The questions asked of an applicant (not those only for dependents), in the order shown. */
export async function listApplicantHealthQuestions(db: DbOrTx): Promise<HealthQuestionRow[]> {
  return db
    .select({ id: healthQuestions.id, text: healthQuestions.text, kind: healthQuestions.kind })
    .from(healthQuestions)
    .where(inArray(healthQuestions.appliesTo, ['primary', 'both']))
    .orderBy(asc(healthQuestions.sortOrder), asc(healthQuestions.id));
}

/** A member's last health answers, sealed as stored (null when the member has none). */
export async function findMemberHealthInfo(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db.select({ sealed: members.healthInfoEnc }).from(members).where(eq(members.id, memberId));
  return row?.sealed ?? null;
}
