import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { screenshots } from '../../db/schema';

/** One screenshot per enrollment and step name: a new one replaces the old. Answers the replaced files' ids. */
export async function replaceScreenshot(db: DbOrTx, shot: { enrollmentId: string; name: string; fileId: string }): Promise<string[]> {
  const replaced = await db
    .delete(screenshots)
    .where(and(eq(screenshots.enrollmentId, shot.enrollmentId), eq(screenshots.name, shot.name)))
    .returning({ fileId: screenshots.fileId });
  await db.insert(screenshots).values(shot);
  return replaced.map((row) => row.fileId);
}
