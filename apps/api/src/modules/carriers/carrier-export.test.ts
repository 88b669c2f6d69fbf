import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeEnrollment, startFamilyEnrollment } from '../../../test/family-enrollment';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { carrierExportItems, carrierExports, policies } from '../../db/schema';
import { createDataCipher } from '../../lib/data-cipher';
import { CarrierExportRefusal, exportCarrierEnrollments, type CarrierExportOptions } from './carrier-export.service';
import { csvCell } from './enrollment-csv';
import { read834 } from './x12-834';

/**
 * A carrier's enrollment file from family enrollments completed through the API: the 834 reads back
 * with node-x12 into the subscriber and the three dependents, each policy is sent once, a re-send
 * is explicit and recorded, and the control numbers never repeat.
 */
let t: TestApp;
let out: string;
const NOW = new Date('2026-11-20T15:30:00Z');
const run = (options: Partial<CarrierExportOptions> = {}) =>
  exportCarrierEnrollments(t.database.db, createDataCipher(t.env.dataKeys), {
    carrierCode: 'bluepine',
    format: '834',
    resend: false,
    outDir: out,
    ranBy: 'ops-tester',
    now: NOW,
    ...options,
  });
const fileOf = async (result: Awaited<ReturnType<typeof run>>) => {
  if (!result.written) throw new Error('no file written');
  return readFileSync(result.file, 'utf8');
};

beforeAll(async () => {
  t = await createTestApp();
  out = mkdtempSync(join(tmpdir(), 'carrier-files-'));
});
afterAll(async () => {
  await t.close();
  rmSync(out, { recursive: true, force: true });
});

describe('npm run carriers -- export-834', () => {
  let first: { memberId: string; control: { interchange: number; group: number; transaction: number } };

  it('writes an 834 of a completed family enrollment that reads back into the subscriber and three dependents', async () => {
    // Dental from Bluepine, vision from Clearview: Bluepine's file holds its own plan only.
    const f = await startFamilyEnrollment(t, { planCodes: ['DN101', 'VS201'], effectiveDate: '2026-12-01' });
    const memberId = await completeEnrollment(t, f);

    const result = await run();
    expect(result).toMatchObject({ written: true, carrierCode: 'BLUEPINE', members: 1, dependents: 3 });
    if (!result.written) return;
    expect(basename(result.file)).toBe(`BLUEPINE-834-${String(result.control!.interchange).padStart(9, '0')}.x12`);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    const text = await fileOf(result);
    const read = read834(text);
    expect(read.receiverId).toBe('BLUEPINE');
    expect(read.control).toEqual(result.control);
    const dental = { line: 'DEN', planCode: 'DN101', level: 'FAM', effectiveDate: '2026-12-01' };
    expect(read.members).toMatchObject([
      {
        subscriber: true,
        relationship: '18',
        subscriberId: memberId,
        lastName: 'Quinlan',
        firstName: 'Nora',
        ssn: '123456789',
        birthdate: '1985-04-12',
        gender: 'M',
        coverages: [dental],
      },
      {
        subscriber: false,
        relationship: '01',
        subscriberId: memberId,
        firstName: 'Ian',
        ssn: '487654321',
        birthdate: '1984-02-03',
        gender: 'M',
        coverages: [dental],
      },
      {
        subscriber: false,
        relationship: '19',
        subscriberId: memberId,
        firstName: 'Mila',
        ssn: '111223344',
        birthdate: '2014-07-19',
        gender: 'F',
        coverages: [dental],
      },
      {
        subscriber: false,
        relationship: '19',
        subscriberId: memberId,
        firstName: 'Owen',
        ssn: null,
        birthdate: '2017-10-02',
        gender: 'M',
        coverages: [dental],
      },
    ]);
    // The envelope: version, and trailers counting what they close (SE: ST to SE).
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(
      /^ISA\*00\* {10}\*00\* {10}\*ZZ\*BENEFITSTORE {3}\*ZZ\*BLUEPINE {7}\*261120\*1030\*\^\*00501\*\d{9}\*0\*P\*:~$/,
    );
    expect(lines[1]).toMatch(/^GS\*BE\*BENEFITSTORE\*BLUEPINE\*20261120\*1030\*\d+\*X\*005010X220A1~$/);
    expect(lines[2]).toMatch(/^ST\*834\*\d{4,}\*005010X220A1~$/);
    const st = lines.findIndex((line) => line.startsWith('ST*'));
    const se = lines.findIndex((line) => line.startsWith('SE*'));
    expect(lines[se]).toBe(`SE*${se - st + 1}*${lines[st]!.split('*')[2]}~`);
    expect(lines.slice(-2)).toEqual([`GE*1*${result.control!.group}~`, `IEA*1*${String(result.control!.interchange).padStart(9, '0')}~`]);
    expect(text).not.toContain('VS201');

    const [record] = await t.database.db.select().from(carrierExports);
    expect(record).toMatchObject({
      format: '834',
      ranBy: 'ops-tester',
      at: NOW,
      resend: false,
      fileName: basename(result.file),
      fileSha256: createHash('sha256').update(text).digest('hex'),
      interchangeControl: result.control!.interchange,
      members: 1,
      dependents: 3,
    });
    const items = await t.database.db.select().from(carrierExportItems);
    expect(items).toEqual([expect.objectContaining({ exportId: record!.id, memberId, enrollmentId: f.enrollmentId })]);
    first = { memberId, control: result.control! };
  });

  it('sends nobody twice: the next export holds only the enrollment completed since, then nobody', async () => {
    const f = await startFamilyEnrollment(t, { planCodes: ['DN101'] });
    const memberId = await completeEnrollment(t, f);
    const second = await run();
    expect(second).toMatchObject({ written: true, members: 1, dependents: 3 });
    expect(read834(await fileOf(second)).members.map((m) => m.subscriberId)).toEqual([memberId, memberId, memberId, memberId]);
    expect(await run()).toEqual({ written: false, carrierCode: 'BLUEPINE' });
    expect(await run({ format: 'csv' })).toEqual({ written: false, carrierCode: 'BLUEPINE' });
  });

  it('sends again only with --resend, records the re-send, and never repeats a control number', async () => {
    expect(await run({ resend: true, since: '2099-01-01' })).toEqual({ written: false, carrierCode: 'BLUEPINE' });
    const again = await run({ resend: true, since: '2026-01-01' });
    expect(again).toMatchObject({ written: true, members: 2, dependents: 6 });
    if (!again.written) return;
    expect(read834(await fileOf(again)).members[0]?.subscriberId).toBe(first.memberId);
    expect(again.control!.interchange).toBeGreaterThan(first.control.interchange);
    expect(again.control!.group).toBeGreaterThan(first.control.group);
    expect(again.control!.transaction).toBeGreaterThan(first.control.transaction);

    const records = await t.database.db.select().from(carrierExports).orderBy(asc(carrierExports.id));
    expect(records.map((r) => r.resend)).toEqual([false, false, true]);
    expect(records[2]).toMatchObject({ since: '2026-01-01', members: 2 });
    const numbers = records.flatMap((r) => [r.interchangeControl, r.groupControl, r.transactionControl]);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(await t.database.db.select().from(carrierExportItems).where(eq(carrierExportItems.exportId, records[2]!.id))).toHaveLength(2);
  });

  it('writes the same enrollments as a CSV for carriers that take spreadsheets', async () => {
    const result = await run({ format: 'csv', resend: true });
    expect(result).toMatchObject({ written: true, members: 2, dependents: 6, control: null });
    const rows = (await fileOf(result)).trim().split('\r\n');
    expect(rows[0]).toBe(
      'subscriber_id,relationship,last_name,first_name,middle_name,ssn,birth_date,gender,address1,address2,city,state,zip,phone,email,plan_code,plan_name,coverage_tier,effective_date,policy_number',
    );
    expect(rows).toHaveLength(1 + 2 * 4);
    expect(rows[1]).toMatch(
      new RegExp(
        `^${first.memberId},self,Quinlan,Nora,,123456789,1985-04-12,M,100 Elm St,,Dallas,TX,75201,2145550142,nora.quinlan@example.com,DN101,`,
      ),
    );
    expect(rows[4]).toMatch(new RegExp(`^${first.memberId},child,Quinlan,Owen,,,2017-10-02,M,,,,,,,,DN101,.*,IF,2026-12-01,\\d{10}$`));
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('O, Brien')).toBe('"O, Brien"');
  });

  it('sends a policy once when runs for one carrier meet (each waits on the carrier, then finds it sent)', async () => {
    await completeEnrollment(t, await startFamilyEnrollment(t));
    const results = await Promise.all([run(), run({ format: 'csv' }), run(), run({ format: 'csv' })]);
    expect(results.filter((result) => result.written)).toEqual([expect.objectContaining({ members: 1, dependents: 3 })]);
  });

  it('sends additions only: a policy cancelled before it was sent is not sent, not even with --resend', async () => {
    const f = await startFamilyEnrollment(t);
    const memberId = await completeEnrollment(t, f);
    await t.database.db.update(policies).set({ status: 'CANCELLED' }).where(eq(policies.enrollmentId, f.enrollmentId));
    expect(await run()).toEqual({ written: false, carrierCode: 'BLUEPINE' });
    const all = await run({ resend: true, format: 'csv' });
    if (!all.written) throw new Error('no file written');
    expect(await fileOf(all)).not.toContain(memberId);
    expect(all.members).toBe(3);
  });

  it('names the carrier codes when the code is unknown, and writes nothing', async () => {
    await expect(run({ carrierCode: 'NOPE' })).rejects.toThrow(CarrierExportRefusal);
    await expect(run({ carrierCode: 'NOPE' })).rejects.toThrow(/No carrier has the code NOPE\. Codes: BENEFIT, BLUEPINE, CLEARVIEW/);
  });
});
