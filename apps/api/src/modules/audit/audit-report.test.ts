import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freshPostgresDatabase } from '../../../test/fresh-postgres-database';
import { createEnrollmentFixture } from '../../../test/fixtures';
import { completeEnrollment, startFamilyEnrollment } from '../../../test/family-enrollment';
import { openDatabase, pgliteDirFor, type Db } from '../../db/client';
import { enrollments } from '../../db/schema';
import { DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { auditLines, parseAuditArgs } from './audit-report';
import { insertAuditEntries, type AuditEntryRow } from './audit.repository';
import { exportCarrierEnrollments } from '../carriers/index';
import { createDataCipher } from '../../lib/data-cipher';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const STAFF_ID = '6a1f3c2e-0b9d-4c55-9d0e-2f7c1a4b8e01';
const BROWSER_HASH = 'ab'.repeat(32);

const entry = (at: string, fields: Partial<AuditEntryRow> = {}): AuditEntryRow => ({
  at: new Date(at),
  actorKind: 'staff',
  actorId: STAFF_ID,
  action: 'read',
  subject: 'ssn',
  call: 'get-form-fields-personal-info',
  ...fields,
});

describe("the audit command's options", () => {
  it('takes a member, or a range of days, or both', () => {
    expect(parseAuditArgs(['--member', DEMO_MEMBER_ID])).toEqual({ query: { memberId: DEMO_MEMBER_ID } });
    expect(parseAuditArgs(['--from', '2026-11-01', '--to', '2026-11-30'])).toEqual({ query: { from: '2026-11-01', to: '2026-11-30' } });
  });

  it('says plainly what is wrong', () => {
    expect(parseAuditArgs([])).toEqual({ error: 'Give --member, or --from and --to' });
    expect(parseAuditArgs(['--member'])).toEqual({ error: '--member needs a value' });
    expect(parseAuditArgs(['--member', 'Emily Carter'])).toMatchObject({ error: expect.stringContaining('--member needs a member id') });
    expect(parseAuditArgs(['--from', '11/01/2026', '--to', '2026-11-30'])).toMatchObject({ error: expect.stringContaining('YYYY-MM-DD') });
    expect(parseAuditArgs(['--from', '2026-11-01'])).toEqual({ error: 'Give both --from and --to' });
    expect(parseAuditArgs(['--from', '2026-12-01', '--to', '2026-11-30'])).toEqual({ error: '--from must not be after --to' });
    expect(parseAuditArgs(['--since', '2026-11-01'])).toEqual({ error: 'Unknown option --since' });
  });
});

describe('the entries it prints', () => {
  let t: TestApp;
  let db: Db;
  let laterMemberEnrollment: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    // An enrollment that became the demo member's after its entries were written (completion).
    laterMemberEnrollment = (await createEnrollmentFixture(db)).enrollmentId;
    await insertAuditEntries(db, [
      entry('2026-11-02T15:00:00Z', {
        memberId: DEMO_MEMBER_ID,
        subject: 'member',
        call: 'get-member-info',
        actorKind: 'member-link',
        actorId: BROWSER_HASH,
      }),
      entry('2026-11-03T03:30:00Z', {
        enrollmentId: laterMemberEnrollment,
        action: 'change',
        call: 'save-personal-info',
        actorKind: 'browser',
        actorId: BROWSER_HASH,
      }),
      entry('2026-11-04T12:00:00Z', { subject: 'member-list', scope: 'agent:1', call: 'get-agent-members' }),
      entry('2026-11-05T12:00:00Z', { memberId: randomUUID(), subject: 'payment', call: 'get-form-fields-billing-info' }),
    ]);
    await db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, laterMemberEnrollment));
  });
  afterAll(() => t.close());

  it("prints a member's entries, also those of an enrollment that became theirs, one line each, oldest first", async () => {
    expect(await auditLines(db, { memberId: DEMO_MEMBER_ID })).toEqual([
      `2026-11-02T15:00:00.000Z read member actor=member-link:${'ab'.repeat(8)} enrollment=- member=${DEMO_MEMBER_ID} call=get-member-info`,
      `2026-11-03T03:30:00.000Z change ssn actor=browser:${'ab'.repeat(8)} enrollment=${laterMemberEnrollment} member=- call=save-personal-info`,
    ]);
  });

  it("prints the entries of a range of the store's days (US Eastern), both days included", async () => {
    // 03:30 UTC on 3 November is still 2 November in the store.
    const lines = await auditLines(db, { from: '2026-11-02', to: '2026-11-04' });
    expect(lines.map((line) => line.split(' ').pop())).toEqual([
      'call=get-member-info',
      'call=save-personal-info',
      'call=get-agent-members',
    ]);
    expect(lines[2]).toBe(
      `2026-11-04T12:00:00.000Z read member-list actor=staff:${STAFF_ID} enrollment=- member=- list=agent:1 call=get-agent-members`,
    );
    expect(await auditLines(db, { from: '2026-11-03', to: '2026-11-03' })).toEqual([]);
    expect(await auditLines(db, { memberId: DEMO_MEMBER_ID, from: '2026-11-02', to: '2026-11-02' })).toHaveLength(2);
  });
});

describe("a member's carrier files", () => {
  let t: TestApp;
  const out = mkdtempSync(join(tmpdir(), 'bs-audit-834-'));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('are among the lines of --member: which file sent their SSN, when, by whom, with its checksum', async () => {
    const db = t.database.db;
    const family = await startFamilyEnrollment(t, { planCodes: ['DN101'], effectiveDate: '2026-12-01' });
    const memberId = await completeEnrollment(t, family);
    const sent = await exportCarrierEnrollments(db, createDataCipher(t.env.dataKeys), {
      carrierCode: 'bluepine',
      format: '834',
      resend: false,
      outDir: out,
      ranBy: 'ops-tester',
      now: new Date('2026-11-20T15:30:00Z'),
    });
    expect(sent).toMatchObject({ written: true, carrierCode: 'BLUEPINE' });
    const lines = (await auditLines(db, { memberId })).filter((line) => line.includes(' carrier='));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^2026-11-20T15:30:00\\.000Z sent ssn actor=command:ops-tester enrollment=- member=${memberId} carrier=BLUEPINE format=834 policies=\\d+ file=\\S+ sha256=[0-9a-f]{64}$`,
      ),
    );
    // Another member's report names no file that did not send them; a range of days without it, none.
    expect((await auditLines(db, { memberId: randomUUID() })).some((line) => line.includes(' carrier='))).toBe(false);
    expect(
      (await auditLines(db, { memberId: memberId, from: '2026-11-21', to: '2026-11-30' })).some((line) => line.includes(' carrier=')),
    ).toBe(false);
  });
});

describe('npm run audit', () => {
  const run = promisify(execFile);
  // The store's one data key: a command with another is refused (its check, docs/decisions/0106).
  const dataKey = randomBytes(32).toString('base64');
  const audit = (args: string[], settings: Record<string, string>) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    return run('npm', ['run', '--silent', 'audit', '--', ...args], {
      cwd: repoRoot,
      env: { ...inherited, NODE_ENV: 'test', DATA_KEY: dataKey, ...settings },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  };
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'audit-command-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('tells an administrator to stop the server first while it holds the embedded database, then prints the entries', async () => {
    const member = randomUUID();
    const pglite = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
    await insertAuditEntries(pglite.db, [
      entry('2026-11-02T15:00:00Z', { memberId: member }),
      entry('2026-11-20T15:00:00Z', { memberId: member, subject: 'payment' }),
    ]);
    const held = await audit(['--member', member], { DATA_DIR: dataDir });
    await pglite.close();
    expect(held.code).toBe(1);
    expect(held.stderr).toContain('Stop the server first');
    expect(held.stdout).toBe('');

    const byMember = await audit(['--member', member], { DATA_DIR: dataDir });
    expect(byMember).toMatchObject({ code: 0 });
    expect(byMember.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^2026-11-02T15:00:00.000Z read ssn /),
      expect.stringMatching(/^2026-11-20T15:00:00.000Z read payment /),
    ]);
    const byDays = await audit(['--from', '2026-11-20', '--to', '2026-11-21'], { DATA_DIR: dataDir });
    expect(byDays.stdout.trim().split('\n')).toEqual([expect.stringContaining(`member=${member} call=get-form-fields-personal-info`)]);
  }, 120_000); // three runs of the command, each starting Node and opening the database

  it('refuses bad options with the usage, and prints from PostgreSQL when DATABASE_URL names one', async () => {
    const bad = await audit(['--from', '2026-11-20'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Give both --from and --to');
    expect(bad.stderr).toContain('npm run audit -- --member <member id>');
    if (process.env.DATABASE_URL) {
      const url = await freshPostgresDatabase(process.env.DATABASE_URL);
      const postgres = await openDatabase({ url });
      await insertAuditEntries(postgres.db, [entry('2026-11-20T15:00:00Z', { memberId: DEMO_MEMBER_ID })]);
      await postgres.close();
      const printed = await audit(['--member', DEMO_MEMBER_ID], { DATABASE_URL: url });
      expect(printed.stdout).toContain(`member=${DEMO_MEMBER_ID}`);
    }
  }, 60_000);
});
