import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { seedRuns } from '../schema';
import { DEMO_SEED_NAME } from './demo-ids';
import { insertReference } from './reference';

/** The `seed_runs` row that marks the reference data applied. */
export const REFERENCE_SEED_NAME = 'reference-v1';

/** Whether a seed (`reference-v1`, `demo-v1`...) has been applied to the database. */
export async function hasSeedRun(db: Db, name: string): Promise<boolean> {
  return (await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, name))).length > 0;
}

/**
 * Seeds the reference data every store needs (reference.ts, docs/decisions/0106) once, in every
 * mode, production included: a `seed_runs` row named `reference-v1` marks it applied. A database
 * the demo seed filled before the two were apart (`demo-v1` without `reference-v1`) already holds
 * it: only the mark is written. One transaction; a concurrent seeder waits on the mark's key.
 */
export async function seedReferenceData(db: Db): Promise<{ applied: boolean }> {
  const done = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(inArray(seedRuns.name, [REFERENCE_SEED_NAME, DEMO_SEED_NAME]));
  if (done.some((run) => run.name === REFERENCE_SEED_NAME)) return { applied: false };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: REFERENCE_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0 || done.length > 0) return { applied: false };
    await insertReference(tx);
    return { applied: true };
  });
}
