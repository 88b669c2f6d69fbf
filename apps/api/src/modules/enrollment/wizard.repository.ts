import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrollments, groups, portals } from '../../db/schema';

export async function findPortalFieldRules(db: DbOrTx, portalId: number) {
  const [portal] = await db.select({ fieldRules: portals.fieldRules }).from(portals).where(eq(portals.id, portalId));
  return portal?.fieldRules ?? null;
}

export async function groupRequiresEnrollerCode(db: DbOrTx, groupId: number): Promise<boolean> {
  const [group] = await db.select({ requires: groups.requiresEnrollerCode }).from(groups).where(eq(groups.id, groupId));
  return group?.requires ?? false;
}

/** Stores the enroller code and moves the enrollment's version on. */
export async function writeEnrollerCode(db: DbOrTx, enrollmentId: string, code: string, asOf: Date): Promise<number> {
  const [row] = await db
    .update(enrollments)
    .set({ enrollerCode: code, updatedAt: asOf, version: sql`${enrollments.version} + 1` })
    .where(eq(enrollments.id, enrollmentId))
    .returning({ version: enrollments.version });
  return row!.version;
}
