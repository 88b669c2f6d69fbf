import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { enrollments } from '../../db/schema';
import { createDataCipher, sealedAt } from '../../lib/data-cipher';
import { COMPLETED_MESSAGE, readEnrollmentTabs, saveEnrollmentTab, STALE_VERSION_MESSAGE } from './tab-storage';

let t: TestApp;
const cipher = () => createDataCipher(t.env.dataKeys);
const asOf = new Date('2026-11-24T02:00:00Z');

const personal = (first_name: string) => ({
  first_name,
  last_name: 'Lopez',
  birthdate: '04/12/1985',
  gender: '1',
  marital_status: '1',
  ssn: '123456789',
});

beforeAll(async () => {
  t = await createTestApp();
  // A test-only route (outside the API paths), so the refusal is seen exactly as the error plugin sends it.
  t.app.post('/test-only/save-tab', async (request) => {
    const { enrollmentId, tab, data, expectedVersion } = request.body as {
      enrollmentId: string;
      tab: 'primary_info';
      data: unknown;
      expectedVersion: number;
    };
    return {
      status: 'success',
      data: await saveEnrollmentTab(t.database.db, cipher(), { enrollmentId, tab, data, expectedVersion, asOf }),
    };
  });
});
afterAll(() => t.close());

const saveOverHttp = (body: object) => t.app.inject({ method: 'POST', url: '/test-only/save-tab', payload: body });

describe('typed step storage', () => {
  it('saves a tab, moves the version on, and reads it back parsed (sealed at rest)', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const { version } = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    const saved = await saveEnrollmentTab(t.database.db, cipher(), {
      enrollmentId,
      tab: 'primary_info',
      data: personal('Maria'),
      expectedVersion: version,
      asOf,
    });
    expect(saved.version).toBe(version + 1);
    const read = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    expect(read.version).toBe(version + 1);
    expect(read.tabs.primary_info).toMatchObject({ first_name: 'Maria', ssn: '123456789' });
    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    expect(row!.primaryInfoEnc).not.toContain('123456789');
    expect(row!.primaryInfoEnc).not.toContain('Maria');
  });

  it('refuses a stale version with 409 in the envelope and keeps the stored version whole', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const { version } = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    expect((await saveOverHttp({ enrollmentId, tab: 'primary_info', data: personal('First'), expectedVersion: version })).statusCode).toBe(
      200,
    );
    const stale = await saveOverHttp({ enrollmentId, tab: 'primary_info', data: personal('Second'), expectedVersion: version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      status: 'error',
      data: [{ target_element: 'version', error_message: STALE_VERSION_MESSAGE }],
      message: STALE_VERSION_MESSAGE,
      errorCode: 'staleVersion',
    });
    const read = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    expect(read.version).toBe(version + 1);
    expect(read.tabs.primary_info).toMatchObject(personal('First'));
  });

  it('lets exactly one of two concurrent saves of the same version win; the other gets 409', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const { version } = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    const results = await Promise.all(
      ['Tab A', 'Tab B'].map((name) => saveOverHttp({ enrollmentId, tab: 'primary_info', data: personal(name), expectedVersion: version })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!;
    const read = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    expect(read.version).toBe(winner.json().data.version);
    expect(['Tab A', 'Tab B']).toContain(read.tabs.primary_info!.first_name);
  });

  it('refuses data the tab does not hold (400, nothing written) and a completed enrollment (409)', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    const { version } = await readEnrollmentTabs(t.database.db, cipher(), enrollmentId);
    const bad = await saveOverHttp({ enrollmentId, tab: 'primary_info', data: { first_name: 'Maria' }, expectedVersion: version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.map((error: { target_element: string }) => error.target_element)).toContain('last_name');
    expect((await readEnrollmentTabs(t.database.db, cipher(), enrollmentId)).version).toBe(version);

    await t.database.db.update(enrollments).set({ status: 'completed' }).where(eq(enrollments.id, enrollmentId));
    const done = await saveOverHttp({ enrollmentId, tab: 'primary_info', data: personal('Late'), expectedVersion: version });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(COMPLETED_MESSAGE);
  });

  it('refuses to read a stored tab that no longer matches its schema', async () => {
    const { enrollmentId } = await createEnrollmentFixture(t.database.db);
    await t.database.db
      .update(enrollments)
      .set({ contactInfoEnc: cipher().encryptJson({ city: 42 }, sealedAt('enrollments:contact_info_enc', enrollmentId)) })
      .where(eq(enrollments.id, enrollmentId));
    await expect(readEnrollmentTabs(t.database.db, cipher(), enrollmentId)).rejects.toThrow();
  });
});
