/**
 * Re-sealing every sealed value under the current data key (docs/decisions/0047): the second half
 * of a key rotation, and the way `v1` values (sealed before key ids and places) become bound to
 * their rows. Column by column, in pages of `batchSize` rows in id order, one transaction a page;
 * each value is replaced only if it is still the one read, so a server saving meanwhile loses
 * nothing. A value already under the current key is left alone, so a second run (after an
 * interruption, or after a server wrote with the old key) finishes the job and changes nothing else.
 */
import { sendNotice } from '../db/notices';
import { ENROLLMENT_CHANNEL } from '../lib/enrollment-cache';
import type { Db } from '../db/client';
import { SEALED_COLUMNS, sealedAt, type DataCipher, type SealedColumn } from '../lib/data-cipher';
import { readSealedPage, replaceSealedValue, type SealedValue } from './sealed-values.repository';

export type ResealReport = {
  /** Values re-sealed under the current key. */
  resealed: number;
  /** Places (`table:column:rowId`) whose value did not open: left as they are. */
  unreadable: string[];
};

export type SealedCount = { column: SealedColumn; keyId: string; bound: boolean; count: number };

/** Calls `visit` with each page of each sealed column. */
async function eachPage(db: Db, batchSize: number, visit: (column: SealedColumn, page: SealedValue[]) => Promise<void>) {
  for (const column of SEALED_COLUMNS) {
    let afterId: string | number | undefined;
    for (;;) {
      const page = await readSealedPage(db, column, afterId, batchSize);
      if (page.length === 0) break;
      await visit(column, page);
      afterId = page[page.length - 1]!.id;
    }
  }
}

export async function resealAll(
  db: Db,
  cipher: DataCipher,
  { batchSize = 100, onPage }: { batchSize?: number; onPage?: (column: SealedColumn, resealed: number) => void } = {},
): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: [] };
  await eachPage(db, batchSize, async (column, page) => {
    const resealed = await db.transaction(async (tx) => {
      let count = 0;
      for (const row of page) {
        const { keyId, bound } = cipher.sealedBy(row.value);
        if (bound && keyId === cipher.currentKeyId()) continue;
        const where = sealedAt(column, row.id);
        let next: string | Buffer;
        try {
          next =
            typeof row.value === 'string'
              ? cipher.encrypt(cipher.decrypt(row.value, where), where)
              : cipher.encryptBytes(cipher.decryptBytes(row.value, where), where);
        } catch {
          report.unreadable.push(where);
          continue;
        }
        if (await replaceSealedValue(tx, column, row, next)) count++;
      }
      return count;
    });
    report.resealed += resealed;
    onPage?.(column, resealed);
  });
  // Running API processes keep enrollments sealed under the old key (docs/decisions/0065): they drop them.
  if (report.resealed > 0) await sendNotice(db, ENROLLMENT_CHANNEL, '*');
  return report;
}

/** How many values of each column are sealed under each key (`bound: false` for `v1` values). */
export async function countSealed(db: Db, cipher: DataCipher, batchSize = 500): Promise<SealedCount[]> {
  const counts = new Map<string, SealedCount>();
  await eachPage(db, batchSize, async (column, page) => {
    for (const row of page) {
      let sealedBy: { keyId: string; bound: boolean };
      try {
        sealedBy = cipher.sealedBy(row.value);
      } catch {
        sealedBy = { keyId: '(unreadable)', bound: false };
      }
      const key = `${column}|${sealedBy.keyId}|${sealedBy.bound}`;
      const entry = counts.get(key) ?? { column, ...sealedBy, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
  });
  return [...counts.values()];
}
