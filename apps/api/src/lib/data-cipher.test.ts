import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher, hashToken } from './data-cipher';

const cipher = createDataCipher(randomBytes(32));

describe('data cipher', () => {
  it('seals text and bytes so only the same key opens them', () => {
    const sealed = cipher.encrypt('123456789');
    expect(sealed).toMatch(/^v1\./);
    expect(cipher.decrypt(sealed)).toBe('123456789');
    const bytes = Buffer.from('a signature image');
    const sealedBytes = cipher.encryptBytes(bytes);
    expect(sealedBytes.includes(bytes)).toBe(false);
    expect(cipher.decryptBytes(sealedBytes)).toEqual(bytes);
    expect(cipher.decryptBytes(new Uint8Array(sealedBytes))).toEqual(bytes);
    expect(() => createDataCipher(randomBytes(32)).decryptBytes(sealedBytes)).toThrow();
  });

  it('refuses sealed bytes that were changed or cut short', () => {
    const sealed = cipher.encryptBytes(Buffer.from('a signature image'));
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => cipher.decryptBytes(changed)).toThrow();
    expect(() => cipher.decryptBytes(sealed.subarray(0, 20))).toThrow('unreadable ciphertext');
    expect(() => cipher.decryptBytes(Buffer.concat([Buffer.of(2), sealed.subarray(1)]))).toThrow('unreadable ciphertext');
  });
});

describe('keyedHash', () => {
  it('is stable under one key, differs under another, and is not the plain hash', () => {
    const key = randomBytes(32);
    const cipher = createDataCipher(key);
    expect(cipher.keyedHash('ABCD2345')).toBe(createDataCipher(key).keyedHash('ABCD2345'));
    expect(cipher.keyedHash('ABCD2345')).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.keyedHash('ABCD2345')).not.toBe(cipher.keyedHash('ABCD2346'));
    expect(cipher.keyedHash('ABCD2345')).not.toBe(createDataCipher(randomBytes(32)).keyedHash('ABCD2345'));
    expect(cipher.keyedHash('ABCD2345')).not.toBe(hashToken('ABCD2345'));
  });
});
