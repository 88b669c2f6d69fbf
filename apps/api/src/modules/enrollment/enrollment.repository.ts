import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrollments } from '../../db/schema';

export async function findEnrollment(db: DbOrTx, enrollmentId: string) {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  return row;
}
