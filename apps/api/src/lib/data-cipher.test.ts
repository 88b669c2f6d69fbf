import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher, hashToken, sealedAt } from './data-cipher';
import { formatKeyRing, keyRingOf, parseKeyRing, singleKeyRing, withNewKey } from './data-keys';
import { sealV1 } from '../../test/legacy-sealed';

const ring = singleKeyRing(randomBytes(32));
const cipher = createDataCipher(ring);
const ssnOfRow1 = sealedAt('members:ssn_enc', 'row-1');

describe('data cipher', () => {
  it('seals text and bytes under the current key id so only the same key opens them', () => {
    const sealed = cipher.encrypt('123456789', ssnOfRow1);
    expect(sealed).toMatch(/^v2\.k1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.decrypt(sealed, ssnOfRow1)).toBe('123456789');
    const bytes = Buffer.from('a signature image');
    const file = sealedAt('stored_files:bytes', 'file-1');
    const sealedBytes = cipher.encryptBytes(bytes, file);
    expect(sealedBytes.includes(bytes)).toBe(false);
    expect(cipher.sealedBy(sealedBytes)).toEqual({ keyId: 'k1', bound: true });
    expect(cipher.decryptBytes(sealedBytes, file)).toEqual(bytes);
    expect(cipher.decryptBytes(new Uint8Array(sealedBytes), file)).toEqual(bytes);
    expect(() => createDataCipher(singleKeyRing(randomBytes(32))).decryptBytes(sealedBytes, file)).toThrow();
  });

  it('binds each value to its table, column and row: moved anywhere else it does not open', () => {
    const sealed = cipher.encrypt('123456789', ssnOfRow1);
    expect(() => cipher.decrypt(sealed, sealedAt('members:ssn_enc', 'row-2'))).toThrow();
    expect(() => cipher.decrypt(sealed, sealedAt('member_dependents:ssn_enc', 'row-1'))).toThrow();
    const json = cipher.encryptJson({ ssn: '123456789' }, sealedAt('enrollments:primary_info_enc', 'e-1'));
    expect(() => cipher.decryptJson(json, sealedAt('enrollments:beneficiary_info_enc', 'e-1'))).toThrow();
    const file = cipher.encryptBytes(Buffer.from('signature'), sealedAt('stored_files:bytes', 'file-1'));
    expect(() => cipher.decryptBytes(file, sealedAt('stored_files:bytes', 'file-2'))).toThrow();
  });

  it('refuses sealed values that were changed or cut short', () => {
    const file = sealedAt('stored_files:bytes', 'file-1');
    const sealed = cipher.encryptBytes(Buffer.from('a signature image'), file);
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => cipher.decryptBytes(changed, file)).toThrow();
    expect(() => cipher.decryptBytes(sealed.subarray(0, 20), file)).toThrow('unreadable ciphertext');
    expect(() => cipher.decryptBytes(Buffer.concat([Buffer.of(3), sealed.subarray(1)]), file)).toThrow('unreadable ciphertext');
    const text = cipher.encrypt('123456789', ssnOfRow1);
    expect(() => cipher.decrypt(text.replace('v2.k1.', 'v2.k9.'), ssnOfRow1)).toThrow('no data key k9');
    expect(() => cipher.decrypt(text.split('.').slice(0, 4).join('.'), ssnOfRow1)).toThrow('unreadable ciphertext');
  });

  it('still opens v1 values (sealed before key ids) with the first key', () => {
    const key = randomBytes(32);
    const legacy = sealV1(key, '123456789');
    const rotated = createDataCipher(withNewKey(singleKeyRing(key)));
    expect(rotated.sealedBy(legacy.text)).toEqual({ keyId: 'k1', bound: false });
    expect(rotated.sealedBy(legacy.bytes)).toEqual({ keyId: 'k1', bound: false });
    expect(rotated.decrypt(legacy.text, ssnOfRow1)).toBe('123456789');
    expect(rotated.decryptBytes(legacy.bytes, sealedAt('stored_files:bytes', 'f')).toString()).toBe('123456789');
  });
});

describe('key ring', () => {
  it('seals with the newest key and opens what older keys sealed', () => {
    const before = cipher.encrypt('123456789', ssnOfRow1);
    const next = withNewKey(ring);
    expect([...next.keys.keys()]).toEqual(['k1', 'k2']);
    const rotated = createDataCipher(next);
    expect(rotated.currentKeyId()).toBe('k2');
    expect(rotated.decrypt(before, ssnOfRow1)).toBe('123456789');
    const after = rotated.encrypt('123456789', ssnOfRow1);
    expect(rotated.sealedBy(after).keyId).toBe('k2');
    expect(() => cipher.decrypt(after, ssnOfRow1)).toThrow('no data key k2');
  });

  it('reads the key file again when a value names a key this process does not know, and writes with it from then on', () => {
    const next = withNewKey(ring);
    let reloads = 0;
    const running = createDataCipher(ring, { reload: () => (reloads++, next) });
    const sealedByRotation = createDataCipher(next).encrypt('123456789', ssnOfRow1);
    expect(running.decrypt(sealedByRotation, ssnOfRow1)).toBe('123456789');
    expect(reloads).toBe(1);
    expect(running.sealedBy(running.encrypt('x', ssnOfRow1)).keyId).toBe('k2');
  });

  it('reads the text form, the one-key form of before, and refuses what is not a key', () => {
    const key = randomBytes(32);
    expect([...parseKeyRing(`${key.toString('base64')}\n`).keys]).toEqual([['k1', key]]);
    const two = withNewKey(singleKeyRing(key));
    const again = parseKeyRing(formatKeyRing(two));
    expect(again.currentId).toBe('k2');
    expect(again.firstId).toBe('k1');
    expect(again.keys.get('k2')).toEqual(two.keys.get('k2'));
    expect(parseKeyRing(`k1 ${key.toString('base64')},k7 ${key.toString('base64')}`).currentId).toBe('k7');
    expect(() => parseKeyRing('k1 c2hvcnQ=')).toThrow('Data key k1 must be 32 bytes');
    expect(() => parseKeyRing(`k1 ${key.toString('base64')}\nk1 ${key.toString('base64')}`)).toThrow('appears twice');
    expect(() => keyRingOf([['k.1', key]])).toThrow('is not letters');
    expect(() => parseKeyRing('# nothing\n')).toThrow('holds no key');
  });
});

describe('keyedHash', () => {
  it('is stable under one key and across rotations, differs under another, and is not the plain hash', () => {
    const key = singleKeyRing(randomBytes(32));
    const cipher = createDataCipher(key);
    expect(cipher.keyedHash('ABCD2345')).toBe(createDataCipher(key).keyedHash('ABCD2345'));
    expect(cipher.keyedHash('ABCD2345')).toBe(createDataCipher(withNewKey(key)).keyedHash('ABCD2345'));
    expect(cipher.keyedHash('ABCD2345')).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.keyedHash('ABCD2345')).not.toBe(cipher.keyedHash('ABCD2346'));
    expect(cipher.keyedHash('ABCD2345')).not.toBe(createDataCipher(singleKeyRing(randomBytes(32))).keyedHash('ABCD2345'));
    expect(cipher.keyedHash('ABCD2345')).not.toBe(hashToken('ABCD2345'));
  });
});
