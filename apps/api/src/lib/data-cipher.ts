import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal numbers and sensitive step data at rest (DESIGN §5).
 * Ciphertext format: `v1.<iv>.<tag>.<data>` (base64url parts).
 */
export type DataCipher = {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  encryptJson(value: unknown): string;
  decryptJson<T>(sealed: string): T;
  /**
   * HMAC-SHA-256 hex under a key derived from the data key: for storing short secrets (continue
   * codes) whose plain hash anyone holding the table could reverse by trying every value.
   */
  keyedHash(value: string): string;
};

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== 32) throw new Error('data key must be 32 bytes');
  const encrypt = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  };
  const decrypt = (sealed: string) => {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  };
  const hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'benefit-store keyed hash', 32));
  return {
    encrypt,
    decrypt,
    encryptJson: (value) => encrypt(JSON.stringify(value)),
    decryptJson: <T>(sealed: string) => JSON.parse(decrypt(sealed)) as T,
    keyedHash: (value) => createHmac('sha256', hashKey).update(value).digest('hex'),
  };
}

/** SHA-256 hex of a token or code, for storing lookups without the secret itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
