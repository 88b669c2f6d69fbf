import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEnrollmentFixture } from '../../test/fixtures';
import { enrollments, storedFiles } from '../db/schema';
import { createDataCipher } from '../lib/data-cipher';
import { singleKeyRing } from '../lib/data-keys';
import { createDatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';

let t: TestApp;
let files: FileStore;
beforeAll(async () => {
  t = await createTestApp();
  files = createDatabaseFileStore(t.database.db, createDataCipher(t.env.dataKeys));
});
afterAll(() => t.close());

/** A PNG-like signature whose bytes are easy to look for. */
const signature = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('SIGNED BY MARIA LOPEZ '.repeat(8))]);
const storedRow = async (id: string) => (await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

describe('the database file store', () => {
  it('gives back what was put, personal or not, under unguessable ids', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const personal = await files.put({ enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    const plain = await files.put({ enrollmentId, contentType: 'text/plain', bytes: Buffer.from('not personal'), isPersonal: false });
    expect(personal).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(plain).not.toBe(personal);
    expect(await files.get(enrollmentId, personal)).toEqual({ enrollmentId, contentType: 'image/png', bytes: signature });
    expect(await files.get(enrollmentId, plain)).toEqual({ enrollmentId, contentType: 'text/plain', bytes: Buffer.from('not personal') });
  });

  it('keeps a signature sealed in the table: its bytes are nowhere in the row', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const id = await files.put({ enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    const row = await storedRow(id);
    expect(row!.isSealed).toBe(true);
    expect(row!.bytes.includes(Buffer.from('MARIA LOPEZ'))).toBe(false);
    expect(row!.bytes.includes(signature.subarray(0, 8))).toBe(false);
    // Sealed with this app's key: another key cannot open it.
    const otherKey = createDatabaseFileStore(t.database.db, createDataCipher(singleKeyRing(Buffer.alloc(32, 7))));
    await expect(otherKey.get(enrollmentId, id)).rejects.toThrow();
  });

  it('answers nothing for another enrollment, an unknown id or an id that is not one', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const other = await createEnrollmentFixture(t.database.db);
    const id = await files.put({ enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    expect(await files.get(other.enrollmentId, id)).toBeUndefined();
    expect(await files.get(enrollmentId, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await files.get(enrollmentId, "1' or '1'='1")).toBeUndefined();
    expect(await files.get('not-an-enrollment', id)).toBeUndefined();
    expect(await files.delete(other.enrollmentId, id)).toBe(false);
    expect(await files.get(enrollmentId, id)).toBeDefined();
  });

  it('deletes a file once', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const id = await files.put({ enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    const kept = await files.put({ enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    expect(await files.delete(enrollmentId, id)).toBe(true);
    expect(await files.get(enrollmentId, id)).toBeUndefined();
    expect(await storedRow(id)).toBeUndefined();
    expect(await files.delete(enrollmentId, id)).toBe(false);
    expect(await files.delete(enrollmentId, 'nope')).toBe(false);
    expect(await files.get(enrollmentId, kept)).toBeDefined();
  });

  it('goes with its enrollment when the enrollment is deleted', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const id = await files.put({ enrollmentId, contentType: 'image/png', bytes: signature, isPersonal: true });
    await t.database.db.delete(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(await storedRow(id)).toBeUndefined();
  });
});
