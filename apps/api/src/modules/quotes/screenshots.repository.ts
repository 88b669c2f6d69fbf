import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { screenshots } from '../../db/schema';

/** One screenshot per enrollment and step name: a new one replaces the old. */
export async function replaceScreenshot(db: DbOrTx, shot: { enrollmentId: string; name: string; image: string }) {
  await db.delete(screenshots).where(and(eq(screenshots.enrollmentId, shot.enrollmentId), eq(screenshots.name, shot.name)));
  const [row] = await db.insert(screenshots).values(shot).returning({ id: screenshots.id });
  return row!.id;
}
