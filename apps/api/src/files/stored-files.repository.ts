import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { storedFiles } from '../db/schema';

export type StoredFileRow = typeof storedFiles.$inferInsert;

export async function insertStoredFile(db: DbOrTx, row: StoredFileRow) {
  await db.insert(storedFiles).values(row);
}

export async function findStoredFile(db: DbOrTx, enrollmentId: string, id: string) {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, isSealed: storedFiles.isSealed, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.enrollmentId, enrollmentId)));
  return row;
}

/** Answers whether a row was removed. */
export async function deleteStoredFile(db: DbOrTx, enrollmentId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.enrollmentId, enrollmentId)))
    .returning({ id: storedFiles.id });
  return removed.length > 0;
}
