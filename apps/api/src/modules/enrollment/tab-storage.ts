/**
 * Typed step storage (DESIGN §6): each wizard tab is saved whole, in one transaction that locks
 * the enrollment's row and compares the version the browser read, so two browsers saving one
 * enrollment end with one whole version or a clear conflict (docs/decisions/0026, 0061). Stored
 * data is parsed with the domain's tab schema both when it is written and when it is read.
 */
import { TAB_DATA_SCHEMAS, TAB_NAMES, type TabData, type TabName } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import * as repo from './tab-storage.repository';

export const STALE_VERSION_MESSAGE = 'This enrollment was changed in another window. Please reload to see the latest version.';
export const COMPLETED_MESSAGE = 'This enrollment is already complete';

/** 409: the browser saved over data another window changed since it was shown; the message under `target`. */
export function staleVersion(target: string): ApiFailure {
  return new ApiFailure('conflict', [fieldError(target, STALE_VERSION_MESSAGE)], {
    message: STALE_VERSION_MESSAGE,
    errorCode: 'staleVersion',
  });
}

export interface SaveTabInput<T extends TabName> {
  enrollmentId: string;
  tab: T;
  data: unknown;
  /** The version the browser read, when it sends one: a save over a newer one is refused. Without one the save wins whole. */
  expectedVersion?: number;
  asOf: Date;
}

/** One enrollment held under its row lock: its tabs as they stand, and the writes of a save made from them. */
export interface LockedTabs {
  /** The transaction holding the lock: every read inside the save goes through it (PGlite has one connection). */
  readonly tx: DbOrTx;
  /** Every saved tab, parsed; no other save can change them before this transaction ends. */
  read(): Promise<Partial<TabData>>;
  /** Writes one tab whole (checked with its schema, sealed when personal); answers the new version. */
  write(tab: TabName, data: unknown): Promise<{ version: number }>;
}

function parseTab(tab: TabName, data: unknown): unknown {
  const parsed = TAB_DATA_SCHEMAS[tab].safeParse(data);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => fieldError(issue.path.join('.') || tab, issue.message));
  throw new ApiFailure('invalid', errors, { message: errors[0]!.error_message });
}

/**
 * The one way to write tabs: `work` runs in one transaction that locks the enrollment's row
 * (`SELECT ... FOR UPDATE`), after the completed and version checks (409). A save made from what is
 * stored (a masked number kept, a counter moved on, a list merged) reads it through `read()`, so two
 * browsers' saves run one after the other and the later one starts from the earlier one's result.
 */
export async function withLockedTabs<R>(
  db: DbOrTx,
  cipher: DataCipher,
  target: { enrollmentId: string; expectedVersion?: number; asOf: Date },
  work: (locked: LockedTabs) => Promise<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const row = await repo.lockEnrollment(tx, target.enrollmentId);
    if (!row) throw notFound('enrollment_id', 'Enrollment not found');
    if (row.status === 'completed')
      throw new ApiFailure('conflict', [fieldError('enrollment_id', COMPLETED_MESSAGE)], { message: COMPLETED_MESSAGE });
    if (target.expectedVersion !== undefined && row.version !== target.expectedVersion) throw staleVersion('version');
    let version = row.version;
    return work({
      tx,
      read: async () => (await readEnrollmentTabs(tx, cipher, target.enrollmentId)).tabs,
      write: async (tab, data) => {
        const parsed = parseTab(tab, data);
        const { sealedAs } = repo.TAB_COLUMNS[tab];
        const stored = sealedAs ? cipher.encryptJson(parsed, sealedAt(sealedAs, target.enrollmentId)) : parsed;
        await repo.writeTab(tx, target.enrollmentId, tab, stored, target.asOf);
        version += 1;
        return { version };
      },
    });
  });
}

/** Saves one tab whole; answers the new version. 409 for a stale version or a completed enrollment, 400 for data the tab does not hold. */
export async function saveEnrollmentTab<T extends TabName>(
  db: DbOrTx,
  cipher: DataCipher,
  input: SaveTabInput<T>,
): Promise<{ version: number }> {
  const data = parseTab(input.tab, input.data);
  return withLockedTabs(db, cipher, input, (locked) => locked.write(input.tab, data));
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
