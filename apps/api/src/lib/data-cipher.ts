import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { firstKey, type KeyRing } from './data-keys';

/**
 * AES-256-GCM for personal numbers, sensitive step data and personal files at rest (DESIGN §5,
 * docs/decisions/0047). Every value names the key that sealed it and is bound to where it lives:
 * `where` (`sealedAt('members:ssn_enc', id)`) is the GCM additional data, so a value copied to
 * another row or column does not open.
 *
 * Text: `v2.<keyId>.<iv>.<tag>.<data>` (base64url parts). Bytes: `0x02 | id length | id | iv (12) | tag (16) | data`.
 * Still read: `v1.<iv>.<tag>.<data>` and `0x01 | iv | tag | data`, sealed before key ids and places
 * (under the ring's first key, bound to nothing) until a rotation re-seals them.
 */
export type DataCipher = {
  encrypt(plain: string, where: string): string;
  decrypt(sealed: string, where: string): string;
  encryptJson(value: unknown, where: string): string;
  decryptJson<T>(sealed: string, where: string): T;
  encryptBytes(plain: Uint8Array, where: string): Buffer;
  decryptBytes(sealed: Uint8Array, where: string): Buffer;
  /** The key a sealed value was sealed with (the ring's first for `v1`), and whether it is bound to its place (not `v1`). */
  sealedBy(sealed: string | Uint8Array): { keyId: string; bound: boolean };
  /** The key new values are sealed with. */
  currentKeyId(): string;
  /**
   * HMAC-SHA-256 hex under a key derived from the ring's first key (stable across rotations): for
   * storing short secrets (continue codes) whose plain hash anyone holding the table could reverse
   * by trying every value.
   */
  keyedHash(value: string): string;
};

/** Every sealed column, as `table:column` (the database's names). The rotation re-seals each (data-key/). */
export const SEALED_COLUMNS = [
  'enrollments:primary_info_enc',
  'enrollments:beneficiary_info_enc',
  'enrollments:health_info_enc',
  'enrollments:dependent_info_enc',
  'enrollments:payment_info_enc',
  'enrollments:agreement_info_enc',
  'enrollments:plan_answers_enc',
  'enrollments:filter_dob_enc',
  'enrollments:contact_info_enc',
  'enrollments:employer_info_enc',
  'enrollments:email_enc',
  'members:ssn_enc',
  'members:ethnicity_enc',
  'members:health_info_enc',
  'members:birthdate_enc',
  'members:email_enc',
  'members:phone_enc',
  'members:address1_enc',
  'members:address2_enc',
  'member_dependents:ssn_enc',
  'member_dependents:health_info_enc',
  'member_dependents:birthdate_enc',
  'member_beneficiaries:ssn_enc',
  'member_beneficiaries:birthdate_enc',
  'payment_methods:account_number_enc',
  'payment_methods:card_number_enc',
  'stored_files:bytes',
  'staff_accounts:totp_secret',
  'email_outbox:message_enc',
  'quotes:recipient_enc',
  'data_key_canary:sealed',
] as const;
export type SealedColumn = (typeof SEALED_COLUMNS)[number];

/** The additional data that binds a value to its row and column: `table:column:rowId`. */
export function sealedAt(column: SealedColumn, rowId: string | number): string {
  return `${column}:${rowId}`;
}

export type DataCipherOptions = {
  /** Reads the ring again (from its file) when a value names a key this process does not know yet. */
  reload?: () => KeyRing;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;
const LEGACY_BYTES = 0x01;
const BYTES_VERSION = 0x02;

type Sealed = { keyId: string; iv: Buffer; tag: Buffer; data: Buffer };

const unreadable = () => new Error('unreadable ciphertext');
const b64 = (part: string) => Buffer.from(part, 'base64url');

function parseText(sealed: string, legacyKeyId: string): Sealed & { bound: boolean } {
  const parts = sealed.split('.');
  if (parts[0] === 'v1' && parts.length === 4) {
    const [, iv, tag, data] = parts as [string, string, string, string];
    return { keyId: legacyKeyId, iv: b64(iv), tag: b64(tag), data: b64(data), bound: false };
  }
  if (parts[0] === 'v2' && parts.length === 5 && parts[1]) {
    const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
    return { keyId, iv: b64(iv), tag: b64(tag), data: b64(data), bound: true };
  }
  throw unreadable();
}

function parseBytes(sealed: Uint8Array, legacyKeyId: string): Sealed & { bound: boolean } {
  const bytes = Buffer.from(sealed);
  const split = (start: number, keyId: string, bound: boolean) => {
    if (bytes.length < start + IV_BYTES + TAG_BYTES) throw unreadable();
    const tagStart = start + IV_BYTES;
    const dataStart = tagStart + TAG_BYTES;
    return { keyId, bound, iv: bytes.subarray(start, tagStart), tag: bytes.subarray(tagStart, dataStart), data: bytes.subarray(dataStart) };
  };
  if (bytes[0] === LEGACY_BYTES) return split(1, legacyKeyId, false);
  if (bytes[0] === BYTES_VERSION && bytes.length > 2) {
    const idEnd = 2 + bytes[1]!;
    return split(idEnd, bytes.subarray(2, idEnd).toString('ascii'), true);
  }
  throw unreadable();
}

export function createDataCipher(keys: KeyRing, { reload }: DataCipherOptions = {}): DataCipher {
  let ring = keys;
  const hashKey = Buffer.from(hkdfSync('sha256', firstKey(ring), Buffer.alloc(0), 'benefit-store keyed hash', 32));

  const keyFor = (keyId: string): Buffer => {
    let key = ring.keys.get(keyId);
    if (!key && reload) {
      // Another process rotated the keys: take the file's ring (and its current key) from now on.
      ring = reload();
      key = ring.keys.get(keyId);
    }
    if (!key) throw new Error(`no data key ${keyId} in the key ring`);
    return key;
  };

  const seal = (plain: Uint8Array, where: string): Sealed => {
    const keyId = ring.currentId;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keyFor(keyId), iv);
    cipher.setAAD(Buffer.from(where, 'utf8'));
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { keyId, iv, tag: cipher.getAuthTag(), data };
  };
  const open = ({ keyId, iv, tag, data, bound }: Sealed & { bound: boolean }, where: string): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(keyId), iv);
    if (bound) decipher.setAAD(Buffer.from(where, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  };

  const encrypt = (plain: string, where: string) => {
    const { keyId, iv, tag, data } = seal(Buffer.from(plain, 'utf8'), where);
    return ['v2', keyId, ...[iv, tag, data].map((part) => part.toString('base64url'))].join('.');
  };
  const decrypt = (sealed: string, where: string) => open(parseText(sealed, ring.firstId), where).toString('utf8');
  return {
    encrypt,
    decrypt,
    encryptJson: (value, where) => encrypt(JSON.stringify(value), where),
    decryptJson: <T>(sealed: string, where: string) => JSON.parse(decrypt(sealed, where)) as T,
    encryptBytes: (plain, where) => {
      const { keyId, iv, tag, data } = seal(plain, where);
      const id = Buffer.from(keyId, 'ascii');
      return Buffer.concat([Buffer.of(BYTES_VERSION, id.length), id, iv, tag, data]);
    },
    decryptBytes: (sealed, where) => open(parseBytes(sealed, ring.firstId), where),
    sealedBy: (sealed) => {
      const { keyId, bound } = typeof sealed === 'string' ? parseText(sealed, ring.firstId) : parseBytes(sealed, ring.firstId);
      return { keyId, bound };
    },
    currentKeyId: () => ring.currentId,
    keyedHash: (value) => createHmac('sha256', hashKey).update(value).digest('hex'),
  };
}

/** SHA-256 hex of a token or code, for storing lookups without the secret itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
