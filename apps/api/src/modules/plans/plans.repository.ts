import { and, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { planEvents } from '../../db/schema';

// The catalog itself is read from memory (modules/catalog/catalog.ts, docs/decisions/0063).
export type { CarrierQuestionRow, PlanRow, PlanScope, QuestionRow } from '../catalog/index';

/**
 * Plans bought together with `planId`: for every other plan, the number of enrollments whose
 * cart adds or completed enrollments hold both, most first.
 */
export async function listCoBoughtPlans(db: DbOrTx, planId: number) {
  const withPlan = db
    .selectDistinct({ enrollmentId: planEvents.enrollmentId })
    .from(planEvents)
    .where(and(eq(planEvents.planId, planId), sql`${planEvents.enrollmentId} is not null`));
  return db
    .select({ planId: planEvents.planId, enrollments: countDistinct(planEvents.enrollmentId) })
    .from(planEvents)
    .where(and(ne(planEvents.planId, planId), inArray(planEvents.enrollmentId, withPlan)))
    .groupBy(planEvents.planId);
}
