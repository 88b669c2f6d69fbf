import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal numbers, sensitive step data and personal files at rest (DESIGN §5).
 * Text format: `v1.<iv>.<tag>.<data>` (base64url parts). Bytes format: `0x01 | iv (12) | tag (16) | data`.
 */
export type DataCipher = {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  encryptJson(value: unknown): string;
  decryptJson<T>(sealed: string): T;
  encryptBytes(plain: Uint8Array): Buffer;
  decryptBytes(sealed: Uint8Array): Buffer;
  /**
   * HMAC-SHA-256 hex under a key derived from the data key: for storing short secrets (continue
   * codes) whose plain hash anyone holding the table could reverse by trying every value.
   */
  keyedHash(value: string): string;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BYTES_VERSION = 0x01;

type Sealed = { iv: Buffer; tag: Buffer; data: Buffer };

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== 32) throw new Error('data key must be 32 bytes');
  const seal = (plain: Uint8Array): Sealed => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), data };
  };
  const open = ({ iv, tag, data }: Sealed): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  };

  const encrypt = (plain: string) => {
    const { iv, tag, data } = seal(Buffer.from(plain, 'utf8'));
    return ['v1', iv, tag, data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  };
  const decrypt = (sealed: string) => {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable ciphertext');
    return open({ iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), data: Buffer.from(data, 'base64url') }).toString('utf8');
  };
  const hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'benefit-store keyed hash', 32));
  return {
    encrypt,
    decrypt,
    encryptJson: (value) => encrypt(JSON.stringify(value)),
    decryptJson: <T>(sealed: string) => JSON.parse(decrypt(sealed)) as T,
    encryptBytes: (plain) => {
      const { iv, tag, data } = seal(plain);
      return Buffer.concat([Buffer.of(BYTES_VERSION), iv, tag, data]);
    },
    decryptBytes: (sealed) => {
      const bytes = Buffer.from(sealed);
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== BYTES_VERSION) throw new Error('unreadable ciphertext');
      const tagStart = 1 + IV_BYTES;
      const dataStart = tagStart + TAG_BYTES;
      return open({ iv: bytes.subarray(1, tagStart), tag: bytes.subarray(tagStart, dataStart), data: bytes.subarray(dataStart) });
    },
    keyedHash: (value) => createHmac('sha256', hashKey).update(value).digest('hex'),
  };
}

/** SHA-256 hex of a token or code, for storing lookups without the secret itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
