import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../test/fresh-postgres-database';
import { createDataCipher, sealedAt } from '../lib/data-cipher';
import { singleKeyRing } from '../lib/data-keys';
import { createDatabaseFileStore } from '../files/database-file-store';
import { addressHash, openFilter, openQuoteRecipient } from '../lib/enrollment-contact';
import { memberEmailHash, openMemberContact, openMemberValue } from '../lib/member-contact';
import type { Db } from './client';
import { sealLegacyMemberContact } from './legacy-member-contact';
import { sealLegacyEnrollmentContact } from './legacy-enrollment-contact';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
type Journal = { entries: { idx: number; tag: string }[] };

/** The journal index of the migration named `name` (its number may change when branches meet). */
function migrationIndex(name: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entry = journal.entries.find((each) => each.tag.endsWith(`_${name}`));
  if (!entry) throw new Error(`no migration ${name}`);
  return entry.idx;
}

/** A copy of the migrations folder that stops before migration `idx`. */
function migrationsBefore(idx: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < idx) }));
  return dir;
}

/** An empty database (in-memory PGlite, or a fresh one on the server of `DATABASE_URL`) migrated from a given folder. */
async function openEmpty() {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: await freshPostgresDatabase(process.env.DATABASE_URL) });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, migrate: (folder: string) => migratePg(db as never, { migrationsFolder: folder }), close: () => pool.end() };
  }
  const client = new PGlite('memory://');
  const db = drizzlePglite(client, { schema });
  return { db, migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
}

/** A 1x1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ENROLLMENT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

describe('migration 0003 (enrollment columns and file store)', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  let before0003: string;
  beforeAll(async () => {
    database = await openEmpty();
    before0003 = migrationsBefore(3);
    await database.migrate(before0003);
    await database.db.execute(
      sql`insert into enrollments (id, eprocess, enroll_type, open_type) values (${ENROLLMENT_ID}, 'rep', 'new-member', 'agent')`,
    );
    await database.db.execute(
      sql`insert into screenshots (enrollment_id, name, image) values (${ENROLLMENT_ID}, 'review_info', ${`data:image/png;base64,${PNG_BASE64}`})`,
    );
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before0003, { recursive: true, force: true });
  });

  it('moves earlier screenshots into the file store, readable as they were stored', async () => {
    const [shot] = await database.db.select().from(schema.screenshots);
    expect(shot).toMatchObject({ enrollmentId: ENROLLMENT_ID, name: 'review_info' });
    const files = createDatabaseFileStore(database.db, createDataCipher(singleKeyRing(Buffer.alloc(32, 1))));
    expect(await files.get(ENROLLMENT_ID, shot!.fileId)).toEqual({
      enrollmentId: ENROLLMENT_ID,
      contentType: 'image/png',
      bytes: Buffer.from(PNG_BASE64, 'base64'),
    });
  });

  it('holds eprocess, open_type, enroll_type and type to the domain lists', async () => {
    for (const [column, value] of [
      ['eprocess', 'boss'],
      ['open_type', 'anyone'],
      ['enroll_type', 'new'],
      ['type', 'guest'],
    ] as const) {
      await expect(
        database.db.execute(sql`update enrollments set ${sql.identifier(column)} = ${value} where id = ${ENROLLMENT_ID}`),
        column,
      ).rejects.toThrow();
    }
    await database.db.execute(
      sql`update enrollments set eprocess = 'group', open_type = null, enroll_type = 'existing-member', type = 'existing-user' where id = ${ENROLLMENT_ID}`,
    );
    const [row] = await database.db.select().from(schema.enrollments);
    expect(row).toMatchObject({ eprocess: 'group', openType: null, enrollType: 'existing-member', type: 'existing-user' });
  });
});

describe('migration 0012 (carrier codes and exports)', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  let before0012: string;
  beforeAll(async () => {
    database = await openEmpty();
    before0012 = migrationsBefore(12);
    await database.migrate(before0012);
    for (const name of ['Bluepine Dental Co.', 'Bluepine Vision', '**', 'Lumen Health Services'])
      await database.db.execute(sql`insert into carriers (name) values (${name})`);
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before0012, { recursive: true, force: true });
  });

  it('gives the carriers already there a code: the first word of the name, the id after a shared one', async () => {
    const rows = await database.db
      .select({ id: schema.carriers.id, code: schema.carriers.code })
      .from(schema.carriers)
      .orderBy(schema.carriers.id);
    expect(rows.map((row) => row.code)).toEqual(['BLUEPINE', `BLUEPINE${rows[1]!.id}`, `C${rows[2]!.id}`, 'LUMEN']);
  });
});

describe("migration 0019 (members' contact data sealed) and the start that seals what it copied aside", () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  let before: string;
  const cipher = createDataCipher(singleKeyRing(Buffer.alloc(32, 7)));
  const CLEAR = [
    '1966-02-09',
    'Old.Member@Example.com',
    '9725550166',
    '77 Legacy Row',
    'Unit 12',
    '1990-05-30',
    '2001-07-04',
    '1940-01-02',
  ];
  const ids = { full: '0c2f7a1e-5b7d-4e0a-9a31-6d4f2e8b1c01', bare: '0c2f7a1e-5b7d-4e0a-9a31-6d4f2e8b1c02' };

  async function rawRows(): Promise<string> {
    const result = await database.db.execute<{ row: string }>(sql`
      select row_to_json(m)::text as row from members m
      union all select row_to_json(d)::text from member_dependents d
      union all select row_to_json(b)::text from member_beneficiaries b`);
    return result.rows.map((r) => r.row).join('\n');
  }

  beforeAll(async () => {
    database = await openEmpty();
    before = migrationsBefore(migrationIndex('seal_member_contact'));
    await database.migrate(before);
    await database.db.execute(sql`
      insert into members (id, first_name, last_name, birthdate, gender, email, phone, address1, address2, city, state, zip)
      values (${ids.full}, 'Olive', 'Legacy', '1966-02-09', '1', 'Old.Member@Example.com', '9725550166', '77 Legacy Row', 'Unit 12', 'Plano', 'TX', '75024'),
             (${ids.bare}, 'Otto', 'Legacy', '1958-11-23', '0', 'otto@example.com', null, null, null, null, null, null)`);
    await database.db.execute(
      sql`insert into member_dependents (member_id, relationship, first_name, last_name, birthdate, gender) values (${ids.full}, 'child', 'Ivy', 'Legacy', '2001-07-04', '1'), (${ids.full}, 'spouse', 'Oren', 'Legacy', '1990-05-30', '0')`,
    );
    await database.db.execute(sql`
      insert into member_beneficiaries (member_id, first_name, last_name, birthdate, relationship, percentage)
      values (${ids.full}, 'Ada', 'Legacy', '1940-01-02', 'Parent', 60), (${ids.full}, 'Abe', 'Legacy', null, 'Parent', 40)`);
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('leaves no clear value in the member tables, and the next start seals the copy into its rows and drops it, once', async () => {
    const migrated = await rawRows();
    for (const value of CLEAR) expect(migrated, value).not.toContain(value);

    // Batches of 2: seven rows less the beneficiary without a birth date.
    expect(await sealLegacyMemberContact(database.db, cipher, { batchSize: 2 })).toEqual({ sealed: 5 });
    const sealed = await rawRows();
    for (const value of CLEAR) expect(sealed.toLowerCase(), value).not.toContain(value.toLowerCase());

    const [full] = await database.db.select().from(schema.members).where(eq(schema.members.id, ids.full));
    expect(openMemberContact(cipher, full!)).toEqual({
      birthdate: '1966-02-09',
      email: 'Old.Member@Example.com',
      phone: '9725550166',
      address1: '77 Legacy Row',
      address2: 'Unit 12',
    });
    expect(full!.emailHash).toBe(memberEmailHash(cipher, ' old.member@example.com'));
    const [bare] = await database.db.select().from(schema.members).where(eq(schema.members.id, ids.bare));
    expect(openMemberContact(cipher, bare!)).toEqual({
      birthdate: '1958-11-23',
      email: 'otto@example.com',
      phone: null,
      address1: null,
      address2: null,
    });

    const dependents = await database.db.select().from(schema.memberDependents).orderBy(schema.memberDependents.id);
    expect(dependents.map((d) => openMemberValue(cipher, 'member_dependents:birthdate_enc', d.id, d.birthdateEnc))).toEqual([
      '2001-07-04',
      '1990-05-30',
    ]);
    const beneficiaries = await database.db.select().from(schema.memberBeneficiaries).orderBy(schema.memberBeneficiaries.id);
    expect(beneficiaries.map((b) => openMemberValue(cipher, 'member_beneficiaries:birthdate_enc', b.id, b.birthdateEnc))).toEqual([
      '1940-01-02',
      null,
    ]);

    const legacy = await database.db.execute<{ name: string | null }>(sql`select to_regclass('member_contact_legacy')::text as name`);
    expect(legacy.rows[0]?.name).toBeNull();
    expect(await sealLegacyMemberContact(database.db, cipher)).toBeUndefined();
  });
});

describe("migration 0020 (enrollments' contact data sealed) and the start that seals what it copied aside", () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  let before: string;
  const cipher = createDataCipher(singleKeyRing(Buffer.alloc(32, 9)));
  const ids = {
    enrollment: '1d3e8b2f-6c8e-4f1b-8b42-7e5f3f9c2d01',
    code: '1d3e8b2f-6c8e-4f1b-8b42-7e5f3f9c2d02',
    quote: '1d3e8b2f-6c8e-4f1b-8b42-7e5f3f9c2d03',
  };
  const contact = { email_address: 'Early.Saver@Example.com', phone_number: '9725550177', address1: '31 Legacy Lane' };
  const employer = { name: 'Legacy Works', address1: '900 Old Mill Rd' };
  const CLEAR = [
    '1971-08-16',
    'Early.Saver@Example.com',
    '9725550177',
    '31 Legacy Lane',
    '900 Old Mill Rd',
    'later.saver@example.com',
    'quoted@example.com',
    'Quincy Quoted',
  ];

  async function rawRows(): Promise<string> {
    const result = await database.db.execute<{ row: string }>(sql`
      select row_to_json(e)::text as row from enrollments e
      union all select row_to_json(c)::text from continue_codes c
      union all select row_to_json(q)::text from quotes q`);
    return result.rows.map((r) => r.row).join('\n');
  }

  beforeAll(async () => {
    database = await openEmpty();
    before = migrationsBefore(migrationIndex('seal_enrollment_contact'));
    await database.migrate(before);
    await database.db.execute(sql`
      insert into enrollments (id, filter_info, contact_info, employer_info, email)
      values (${ids.enrollment}, ${JSON.stringify({ zip: '75201', state: 'TX', dob: '1971-08-16', tier: 'IO' })}::jsonb,
              ${JSON.stringify(contact)}::jsonb, ${JSON.stringify(employer)}::jsonb, 'later.saver@example.com')`);
    await database.db.execute(sql`
      insert into continue_codes (id, enrollment_id, code_hash, email, expires_at, link_token_hash, link_expires_at)
      values (${ids.code}, ${ids.enrollment}, 'code-hash', 'later.saver@example.com', now(), 'link-hash', now())`);
    await database.db.execute(sql`
      insert into quotes (id, enrollment_id, name, email) values (${ids.quote}, ${ids.enrollment}, 'Quincy Quoted', 'quoted@example.com')`);
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('leaves no clear value in the enrollment tables, and the next start seals the copy into its rows and drops it, once', async () => {
    const migrated = await rawRows();
    for (const value of CLEAR) expect(migrated, value).not.toContain(value);

    expect(await sealLegacyEnrollmentContact(database.db, cipher, { batchSize: 2 })).toEqual({ sealed: 3 });
    const sealed = await rawRows();
    for (const value of CLEAR) expect(sealed.toLowerCase(), value).not.toContain(value.toLowerCase());

    const [enrollment] = await database.db.select().from(schema.enrollments).where(eq(schema.enrollments.id, ids.enrollment));
    expect(openFilter(cipher, enrollment!)).toEqual({ zip: '75201', state: 'TX', dob: '1971-08-16', tier: 'IO' });
    expect(cipher.decryptJson(enrollment!.contactInfoEnc!, sealedAt('enrollments:contact_info_enc', ids.enrollment))).toEqual(contact);
    expect(cipher.decryptJson(enrollment!.employerInfoEnc!, sealedAt('enrollments:employer_info_enc', ids.enrollment))).toEqual(employer);
    expect(cipher.decrypt(enrollment!.emailEnc!, sealedAt('enrollments:email_enc', ids.enrollment))).toBe('later.saver@example.com');
    const [code] = await database.db.select().from(schema.continueCodes).where(eq(schema.continueCodes.id, ids.code));
    expect(code!.emailHash).toBe(addressHash(cipher, 'Later.Saver@example.com '));
    const [quote] = await database.db.select().from(schema.quotes).where(eq(schema.quotes.id, ids.quote));
    expect(openQuoteRecipient(cipher, quote!)).toEqual({ name: 'Quincy Quoted', email: 'quoted@example.com' });
    expect(quote!.emailHash).toBe(addressHash(cipher, 'quoted@example.com'));

    const legacy = await database.db.execute<{ name: string | null }>(sql`select to_regclass('enrollment_contact_legacy')::text as name`);
    expect(legacy.rows[0]?.name).toBeNull();
    expect(await sealLegacyEnrollmentContact(database.db, cipher)).toBeUndefined();
  });

  it('refuses a filter that carries a date of birth in clear', async () => {
    const refused: unknown = await database.db
      .execute(sql`update enrollments set filter_info = filter_info || '{"dob":"1971-08-16"}'::jsonb where id = ${ids.enrollment}`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String((refused as { cause?: unknown } | undefined)?.cause)).toMatch(/enrollments_filter_without_dob/);
  });
});
