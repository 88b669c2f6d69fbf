/**
 * Whether the data key fits the database (docs/decisions/0106). At its first start a database gets
 * a known text sealed with the data key (the check, `data_key_canary`); every later start opens it
 * and a few values of each sealed column before anything is sealed or served, and refuses a key
 * that does not open them: values sealed under two unrelated keys cannot be told apart afterwards.
 */
import type { Db } from '../db/client';
import { SEALED_COLUMNS, sealedAt, type DataCipher, type SealedColumn } from '../lib/data-cipher';
import { StartRefusal } from '../lib/start-refusal';
import { CANARY_ROW_ID, insertCanary, readCanary } from './canary.repository';
import { readSealedPage, type SealedValue } from './sealed-values.repository';

const CANARY_TEXT = 'benefit-store data key check';
const CANARY_PLACE = sealedAt('data_key_canary:sealed', CANARY_ROW_ID);
/** Values of each sealed column opened at every start beside the check: a few queries, a few milliseconds. */
const SAMPLE_PER_COLUMN = 2;

const WHAT_TO_DO =
  'Start with the data key this database was first started with: set DATA_KEY or DATA_KEY_FILE as the other processes ' +
  'have it (docs/operations.md "Keys"). Nothing was sealed with this key.';

function opens(cipher: DataCipher, column: SealedColumn, row: SealedValue): boolean {
  const where = sealedAt(column, row.id);
  try {
    if (typeof row.value === 'string') cipher.decrypt(row.value, where);
    else cipher.decryptBytes(row.value, where);
    return true;
  } catch {
    return false;
  }
}

const opensCanary = (cipher: DataCipher, sealed: string) => {
  try {
    return cipher.decrypt(sealed, CANARY_PLACE) === CANARY_TEXT;
  } catch {
    return false;
  }
};

/** The key id a sealed value names, or '?' for one that is not a sealed value at all. */
function keyIdOf(cipher: DataCipher, sealed: string | Uint8Array): string {
  try {
    return cipher.sealedBy(sealed).keyId;
  } catch {
    return '?';
  }
}

function canaryRefusal(cipher: DataCipher, keyIds: string[], sealed: string): StartRefusal {
  const keyId = keyIdOf(cipher, sealed);
  const why = keyIds.includes(keyId) ? `the key given as ${keyId} is not the one that sealed it` : `no key ${keyId} is given`;
  return new StartRefusal(
    `The data key does not fit this database: its key check, sealed under data key ${keyId} at the database's first start, ` +
      `does not open with the keys given (${keyIds.join(', ')}): ${why}. ${WHAT_TO_DO}`,
  );
}

/** Up to SAMPLE_PER_COLUMN values of each sealed column that do not open, as `column (under key)`. */
async function unreadableSample(db: Db, cipher: DataCipher): Promise<string[]> {
  const unreadable: string[] = [];
  for (const column of SEALED_COLUMNS) {
    if (column === 'data_key_canary:sealed') continue;
    for (const row of await readSealedPage(db, column, undefined, SAMPLE_PER_COLUMN))
      if (!opens(cipher, column, row)) unreadable.push(`${column} (under ${keyIdOf(cipher, row.value)})`);
  }
  return unreadable;
}

/**
 * Refuses (`StartRefusal`) when the key ring does not open the database's check or a sample of its
 * sealed values; seals the check on a database that has none yet (new, or from before it existed).
 * Two processes sealing it at once with different keys: the first stored wins, the other refuses.
 */
export async function checkDataKey(db: Db, cipher: DataCipher, keyIds: string[]): Promise<void> {
  const canary = await readCanary(db);
  if (canary !== undefined && !opensCanary(cipher, canary)) throw canaryRefusal(cipher, keyIds, canary);
  const unreadable = await unreadableSample(db, cipher);
  if (unreadable.length > 0)
    throw new StartRefusal(
      `The data key does not fit this database: ${unreadable.length} of the sealed values opened at start do not open with ` +
        `the keys given (${keyIds.join(', ')}): ${unreadable.join(', ')}. ${WHAT_TO_DO}`,
    );
  if (canary !== undefined) return;
  await insertCanary(db, cipher.encrypt(CANARY_TEXT, CANARY_PLACE));
  const stored = await readCanary(db);
  if (stored === undefined || !opensCanary(cipher, stored)) throw canaryRefusal(cipher, keyIds, stored ?? '');
}
