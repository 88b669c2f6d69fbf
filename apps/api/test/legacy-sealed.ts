import { createCipheriv, randomBytes } from 'node:crypto';

/** A value as the data cipher sealed it before key ids and places (`v1`: no key id, no additional data). */
export function sealV1(key: Buffer, plain: string | Uint8Array): { text: string; bytes: Buffer } {
  const iv = randomBytes(12);
  const gcm = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([gcm.update(plain), gcm.final()]);
  const tag = gcm.getAuthTag();
  return {
    text: ['v1', ...[iv, tag, data].map((part) => part.toString('base64url'))].join('.'),
    bytes: Buffer.concat([Buffer.of(1), iv, tag, data]),
  };
}
