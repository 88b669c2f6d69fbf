import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher, hashToken } from './data-cipher';

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
