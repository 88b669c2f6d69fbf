/**
 * Typed step storage (DESIGN §6): each wizard tab is saved whole, in one transaction that locks
 * the enrollment's row and compares the version the browser read, so two browsers saving one
 * enrollment end with one whole version or a clear conflict. Stored data is parsed with the
 * domain's tab schema both when it is written and when it is read.
 */
import { TAB_DATA_SCHEMAS, TAB_NAMES, type TabData, type TabName } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import * as repo from './tab-storage.repository';

export const STALE_VERSION_MESSAGE = 'This enrollment was changed in another window. Please reload to see the latest version.';
export const COMPLETED_MESSAGE = 'This enrollment is already complete';

export interface SaveTabInput<T extends TabName> {
  enrollmentId: string;
  tab: T;
  data: unknown;
  /** The version the browser read, when it sends one: a save over a newer one is refused. Without one the save wins whole. */
  expectedVersion?: number;
  asOf: Date;
}

/** Saves one tab; answers the new version. 409 for a stale version or a completed enrollment, 400 for data the tab does not hold. */
export async function saveEnrollmentTab<T extends TabName>(
  db: DbOrTx,
  cipher: DataCipher,
  input: SaveTabInput<T>,
): Promise<{ version: number }> {
  const parsed = TAB_DATA_SCHEMAS[input.tab].safeParse(input.data);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => fieldError(issue.path.join('.') || input.tab, issue.message));
    throw new ApiFailure('invalid', errors, { message: errors[0]!.error_message });
  }
  return db.transaction(async (tx) => {
    const row = await repo.lockEnrollment(tx, input.enrollmentId);
    if (!row) throw notFound('enrollment_id', 'Enrollment not found');
    if (row.status === 'completed')
      throw new ApiFailure('conflict', [fieldError('enrollment_id', COMPLETED_MESSAGE)], { message: COMPLETED_MESSAGE });
    if (input.expectedVersion !== undefined && row.version !== input.expectedVersion) {
      throw new ApiFailure('conflict', [fieldError('version', STALE_VERSION_MESSAGE)], {
        message: STALE_VERSION_MESSAGE,
        errorCode: 'staleVersion',
      });
    }
    const { sealedAs } = repo.TAB_COLUMNS[input.tab];
    const stored = sealedAs ? cipher.encryptJson(parsed.data, sealedAt(sealedAs, input.enrollmentId)) : parsed.data;
    await repo.writeTab(tx, input.enrollmentId, input.tab, stored, input.asOf);
    return { version: row.version + 1 };
  });
}

/** Every saved tab, parsed (a stored value that no longer matches its schema throws), with the version to save against. */
export async function readEnrollmentTabs(
  db: DbOrTx,
  cipher: DataCipher,
  enrollmentId: string,
): Promise<{ version: number; tabs: Partial<TabData> }> {
  const row = await repo.readTabColumns(db, enrollmentId);
  if (!row) throw notFound('enrollment_id', 'Enrollment not found');
  const tabs: Partial<Record<TabName, unknown>> = {};
  for (const tab of TAB_NAMES) {
    const { column, sealedAs } = repo.TAB_COLUMNS[tab];
    const stored = row[column];
    if (stored === null || stored === undefined) continue;
    const value = sealedAs ? cipher.decryptJson<unknown>(stored as string, sealedAt(sealedAs, enrollmentId)) : stored;
    tabs[tab] = TAB_DATA_SCHEMAS[tab].parse(value);
  }
  return { version: row.version, tabs: tabs as Partial<TabData> };
}
