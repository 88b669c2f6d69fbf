import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailOutbox } from '../db/schema';
import { createDataCipher } from '../lib/data-cipher';
import { openMessage, recipientHash, sealLegacyOutbox } from './outbox';
import { findMessage } from './outbox.repository';

/** Messages migration 0015 found waiting are sealed at the next start (docs/decisions/0088). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('e-mails waiting from before the outbox was sealed', () => {
  it('are sealed at start, their plain copy dropped, once', async () => {
    const cipher = createDataCipher(t.env.dataKeys);
    const id = '7b0f3c2e-9d1a-4c55-8e36-2f7a4b9c1d01';
    // As migration 0015 leaves them: the row without its message, the plain copy beside it.
    await t.database.db.insert(emailOutbox).values({ id, kind: 'continue_code', recipientHash: '' });
    // A test database is migrated without the server's start-up steps: the (empty) copy is there already.
    await t.database.db.execute(sql`drop table if exists email_outbox_legacy`);
    await t.database.db.execute(
      sql`create table email_outbox_legacy as select ${id}::uuid as id, 'Old.Saver@example.com'::varchar as to_address, 'Your code'::text as subject, '<p>Code ABCD2345</p>'::text as html, 'Code ABCD2345'::text as text`,
    );

    expect(await sealLegacyOutbox(t.database.db, cipher)).toEqual({ sealed: 1 });
    const row = (await findMessage(t.database.db, id))!;
    expect(row).toMatchObject({ status: 'pending', recipientHash: recipientHash(cipher, 'old.saver@example.com') });
    expect(row.messageEnc).not.toContain('ABCD2345');
    expect(openMessage(cipher, row)).toEqual({
      to: 'Old.Saver@example.com',
      subject: 'Your code',
      html: '<p>Code ABCD2345</p>',
      text: 'Code ABCD2345',
    });
    const legacy = await t.database.db.execute<{ name: string | null }>(sql`select to_regclass('email_outbox_legacy')::text as name`);
    expect(legacy.rows[0]?.name).toBeNull();

    expect(await sealLegacyOutbox(t.database.db, cipher)).toBeUndefined();
  });
});
