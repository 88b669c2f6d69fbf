import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { SCREENSHOT_PREFIX } from '@benefit-store/domain';
import { screenshots, storedFiles } from '../../db/schema';
import { createDatabaseFileStore } from '../../files/database-file-store';
import { createDataCipher } from '../../lib/data-cipher';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const files = () => createDatabaseFileStore(t.database.db, createDataCipher(t.env.dataKeys));

/** A 1x1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const save = (payload: object, cookies: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/v1/save-screenshot', payload, cookies });
const shotsOf = (enrollmentId: string, name: string) =>
  t.database.db
    .select()
    .from(screenshots)
    .where(and(eq(screenshots.enrollmentId, enrollmentId), eq(screenshots.name, name)));

describe('save-screenshot', () => {
  it('stores a step screenshot, a new one replacing the old', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await save({ enrollment_id: enrollmentId, name: 'review_info', image: PNG }, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { name: 'review_info', bytes: 70 } });
    expect(await save({ enrollment_id: enrollmentId, name: 'review_info', image: PNG }, cookies)).toMatchObject({ statusCode: 200 });
    const rows = await shotsOf(enrollmentId, 'review_info');
    expect(rows).toHaveLength(1);
    const stored = await files().get(enrollmentId, rows[0]!.fileId);
    expect(stored).toEqual({ enrollmentId, contentType: 'image/png', bytes: Buffer.from(PNG.slice(SCREENSHOT_PREFIX.length), 'base64') });
    // The replaced screenshot's file is gone; the one left is sealed (a step's form shows personal data).
    const kept = await t.database.db.select().from(storedFiles).where(eq(storedFiles.enrollmentId, enrollmentId));
    expect(kept.map((file) => file.id)).toEqual([rows[0]!.fileId]);
    expect(kept[0]!.isSealed).toBe(true);
    expect(await save({ enrollment_id: enrollmentId, name: 'billing_info', image: PNG }, cookies)).toMatchObject({ statusCode: 200 });
    expect(await shotsOf(enrollmentId, 'billing_info')).toHaveLength(1);
  });

  it.each([
    ['no image', undefined, 'Field is required'],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', 'The image must be a PNG data URL'],
    ['a bare base64 string', PNG.slice('data:image/png;base64,'.length), 'The image must be a PNG data URL'],
    ['broken base64', 'data:image/png;base64,iVBOR w0KG!!', 'The image is not valid base64'],
    ['an empty payload', 'data:image/png;base64,', 'The image is not valid base64'],
    [
      'bytes that are not a PNG',
      `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`,
      'The image must be a PNG',
    ],
    ['an image over 5 MB', `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`, 'The image is too large'],
  ])('refuses %s under image', async (_name, image, message) => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await save({ enrollment_id: enrollmentId, name: 'agreement_info', image }, cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({ target_element: 'image', error_message: message });
    expect(await shotsOf(enrollmentId, 'agreement_info')).toHaveLength(0);
  });

  it('refuses a bad name, and unknown or foreign enrollments', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const other = await createEnrollmentFixture(t.database.db);
    const badName = await save({ enrollment_id: enrollmentId, name: '../etc/passwd', image: PNG }, cookies);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().data[0]).toEqual({ target_element: 'name', error_message: 'Invalid screenshot name' });
    expect((await save({ enrollment_id: enrollmentId, image: PNG }, cookies)).json().data[0]).toEqual({
      target_element: 'name',
      error_message: 'Field is required',
    });
    expect((await save({ enrollment_id: enrollmentId, name: 'review_info', image: PNG }, other.cookies)).statusCode).toBe(404);
    expect((await save({ enrollment_id: UNKNOWN, name: 'review_info', image: PNG }, cookies)).statusCode).toBe(404);
    expect((await save({ enrollment_id: 'nope', name: 'review_info', image: PNG }, cookies)).statusCode).toBe(400);
  });
});
