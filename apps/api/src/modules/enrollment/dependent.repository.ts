import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { healthQuestions } from '../../db/schema';
import type { HealthQuestionRow } from './health.repository';

/** The questions asked of a dependent (not those only for the applicant), in the order shown. */
export async function listDependentHealthQuestions(db: DbOrTx): Promise<HealthQuestionRow[]> {
  return db
    .select({ id: healthQuestions.id, text: healthQuestions.text, kind: healthQuestions.kind })
    .from(healthQuestions)
    .where(inArray(healthQuestions.appliesTo, ['dependent', 'both']))
    .orderBy(asc(healthQuestions.sortOrder), asc(healthQuestions.id));
}
