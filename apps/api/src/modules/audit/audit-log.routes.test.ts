import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt, max } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCartItemFixture, createEnrollmentFixture } from '../../../test/fixtures';
import { EFT_BILLING_BODY, PERSONAL_INFO_BODY } from '../../../test/wire-bodies';
import { sql } from 'drizzle-orm';
import { auditLog, enrollments, members, staffAccounts } from '../../db/schema';
import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_MEMBER_ID, DEMO_STAFF } from '../../db/seed/demo-ids';
import { createDataCipher, hashToken } from '../../lib/data-cipher';
import { SAVED_TABS, saveTabsFixture } from '../../../test/saved-tabs-fixture';

let t: TestApp;
let now = new Date('2026-11-23T15:00:00.000Z');
type Fixture = Awaited<ReturnType<typeof createEnrollmentFixture>>;
let shopper: Fixture;
let memberEnrollment: Fixture;
let rep: Record<string, string>;
let acmeAdmin: Record<string, string>;
let repAccountId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  shopper = await createEnrollmentFixture(db);
  await addCartItemFixture(db, shopper.enrollmentId, 'DN101');
  memberEnrollment = await createEnrollmentFixture(db, { enrollType: 'existing-member' });
  await db.update(enrollments).set({ memberId: DEMO_MEMBER_ID }).where(eq(enrollments.id, memberEnrollment.enrollmentId));
  rep = await t.signIn('agent');
  acmeAdmin = await t.signIn('group');
  const [account] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_STAFF.agent.email));
  repAccountId = account!.id;
});
afterAll(() => t.close());

const SSN = PERSONAL_INFO_BODY.ssn;
const ACCOUNT_NUMBER = EFT_BILLING_BODY.account_number;
const person = PERSONAL_INFO_BODY;
const eft = EFT_BILLING_BODY;

const post = (url: string, payload: object, cookies: Record<string, string>) => t.call({ method: 'POST', url, payload, cookies });
const get = (url: string, cookies: Record<string, string> = {}) => t.call({ url, cookies });

/** The entries written while `act` ran, and what it answered. */
async function logged(act: () => Promise<{ statusCode: number }>) {
  const [last] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
  const before = last?.id ?? 0;
  const res = await act();
  const entries = await t.database.db.select().from(auditLog).where(gt(auditLog.id, before)).orderBy(auditLog.id);
  return { status: res.statusCode, entries };
}

const browserOf = (fixture: Fixture) => ({ actorKind: 'browser', actorId: hashToken(fixture.cookies.bs_browser) });

describe('the audit log (docs/decisions/0048)', () => {
  it('records a read of the SSN on the personal step: when, who (the browser, hashed), what, which enrollment, which call', async () => {
    now = new Date('2026-11-23T15:01:00.000Z');
    const { status, entries } = await logged(() =>
      get(`/api/v1/get-form-fields-personal-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies),
    );
    expect(status).toBe(200);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: now,
        ...browserOf(shopper),
        action: 'read',
        subject: 'ssn',
        enrollmentId: shopper.enrollmentId,
        memberId: null,
        scope: null,
        call: 'get-form-fields-personal-info',
      },
    ]);
  });

  it('records a change of the SSN, and nothing for a save refused for bad input or by another browser', async () => {
    const saved = await logged(() =>
      post('/api/v1/save-personal-info', { ...person, enrollment_id: shopper.enrollmentId }, shopper.cookies),
    );
    expect(saved.status).toBe(200);
    expect(saved.entries).toMatchObject([
      { action: 'change', subject: 'ssn', enrollmentId: shopper.enrollmentId, call: 'save-personal-info', ...browserOf(shopper) },
    ]);

    const badInput = await logged(() =>
      post('/api/v1/save-personal-info', { ...person, ssn: '12', enrollment_id: shopper.enrollmentId }, shopper.cookies),
    );
    expect(badInput).toEqual({ status: 400, entries: [] });
    const stranger = await createEnrollmentFixture(t.database.db);
    const foreign = await logged(() =>
      post('/api/v1/save-personal-info', { ...person, enrollment_id: shopper.enrollmentId }, stranger.cookies),
    );
    expect(foreign).toEqual({ status: 404, entries: [] });
    const foreignRead = await logged(() =>
      get(`/api/v1/get-form-fields-personal-info?enrollment_id=${shopper.enrollmentId}`, stranger.cookies),
    );
    expect(foreignRead).toEqual({ status: 404, entries: [] });
  });

  it('records reads and changes of payment data on the billing step', async () => {
    const saved = await logged(() => post('/api/v1/save-billing-info', { ...eft, enrollment_id: shopper.enrollmentId }, shopper.cookies));
    expect(saved.status).toBe(200);
    expect(saved.entries).toMatchObject([
      { action: 'change', subject: 'payment', call: 'save-billing-info', enrollmentId: shopper.enrollmentId },
    ]);
    const read = await logged(() => get(`/api/v1/get-form-fields-billing-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies));
    expect(read.entries).toMatchObject([{ action: 'read', subject: 'payment', call: 'get-form-fields-billing-info' }]);
  });

  it("names the member of a member's enrollment, and the rep by account id when a rep reads it", async () => {
    const read = await logged(() => get(`/api/v1/get-form-fields-personal-info?enrollment_id=${memberEnrollment.enrollmentId}`, rep));
    expect(read.status).toBe(200);
    expect(read.entries).toMatchObject([
      { actorKind: 'staff', actorId: repAccountId, subject: 'ssn', enrollmentId: memberEnrollment.enrollmentId, memberId: DEMO_MEMBER_ID },
    ]);
  });

  it("records reads of dependents' and beneficiaries' SSNs; none for a step the enrollment does not have", async () => {
    const family = await createEnrollmentFixture(t.database.db, {
      filter: { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IF' },
    });
    await addCartItemFixture(t.database.db, family.enrollmentId, 'TL401');
    const calls = [
      'get-form-fields-dependent-primary-info',
      'get-dependents-existing-user-enrollment',
      'get-form-fields-beneficiary-info',
      'get-beneficiaries-existing-user-enrollment',
    ];
    for (const call of calls) {
      const read = await logged(() => get(`/api/v1/${call}?enrollment_id=${family.enrollmentId}`, family.cookies));
      expect(read.status).toBe(200);
      expect(read.entries).toMatchObject([
        { action: 'read', subject: 'ssn', enrollmentId: family.enrollmentId, call, ...browserOf(family) },
      ]);
    }
    // shopper: an IO enrollment, no dependents step (409).
    const notAStep = await logged(() =>
      get(`/api/v1/get-form-fields-dependent-primary-info?enrollment_id=${shopper.enrollmentId}`, shopper.cookies),
    );
    expect(notAStep).toEqual({ status: 409, entries: [] });
  });

  it('records the member lists a rep or group administrator sees, with whose list it was; none for a refused list', async () => {
    const agentList = await logged(() => get(`/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`, rep));
    expect(agentList.status).toBe(200);
    expect(agentList.entries).toMatchObject([
      {
        action: 'read',
        subject: 'member-list',
        actorKind: 'staff',
        actorId: repAccountId,
        scope: `agent:${DEMO_AGENT_ID}`,
        call: 'get-agent-members',
      },
    ]);
    const groupList = await logged(() => get(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`, acmeAdmin));
    expect(groupList.entries).toMatchObject([
      { subject: 'member-list', actorKind: 'staff', scope: `group:${DEMO_GROUP_IDS.acme}`, call: 'get-group-users' },
    ]);

    expect(await logged(() => get(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.members}`, acmeAdmin))).toEqual({
      status: 403,
      entries: [],
    });
    expect(await logged(() => get(`/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`))).toEqual({ status: 401, entries: [] });
  });

  it('records a member read through a member link as the link holder, and nothing for a bare member id', async () => {
    const issued = await post('/api/v1/issue-member-link', { user_id: DEMO_MEMBER_ID, tier: 'IS' }, rep);
    const token = new URL(issued.json<{ data: { url: string } }>().data.url).searchParams.get('t')!;
    const holder = await createEnrollmentFixture(t.database.db);
    const query = new URLSearchParams({ user_id: DEMO_MEMBER_ID, member_token: token });
    const read = await logged(() => get(`/api/v1/get-member-info?${query}`, holder.cookies));
    expect(read.status).toBe(200);
    expect(read.entries).toMatchObject([
      {
        action: 'read',
        subject: 'member',
        actorKind: 'member-link',
        actorId: hashToken(holder.cookies.bs_browser),
        memberId: DEMO_MEMBER_ID,
        enrollmentId: null,
      },
    ]);
    const stranger = await createEnrollmentFixture(t.database.db);
    expect(await logged(() => get(`/api/v1/get-member-info?user_id=${DEMO_MEMBER_ID}`, stranger.cookies))).toEqual({
      status: 401,
      entries: [],
    });
  });

  it("records the review's completion as a change of the SSN and of payment data, naming the new member; none while a step is missing", async () => {
    const review = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID });
    await addCartItemFixture(t.database.db, review.enrollmentId, 'DN101');
    const complete = () => post('/api/v1/save-review-info', { enrollment_id: review.enrollmentId, first_enroll: 1 }, review.cookies);
    expect(await logged(complete)).toEqual({ status: 409, entries: [] });

    await saveTabsFixture(t.database.db, createDataCipher(t.env.dataKeys), review.enrollmentId, SAVED_TABS);
    const completed = await logged(complete);
    expect(completed.status).toBe(200);
    const [row] = await t.database.db
      .select({ memberId: enrollments.memberId })
      .from(enrollments)
      .where(eq(enrollments.id, review.enrollmentId));
    expect(row!.memberId).toEqual(expect.any(String));
    const expected = {
      action: 'change',
      enrollmentId: review.enrollmentId,
      memberId: row!.memberId,
      call: 'save-review-info',
      ...browserOf(review),
    };
    expect(completed.entries).toMatchObject([
      { ...expected, subject: 'ssn' },
      { ...expected, subject: 'payment' },
    ]);
  });

  it('holds no SSN, account number, name, e-mail address or token', async () => {
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(5);
    const text = JSON.stringify(rows);
    for (const secret of [
      SSN,
      '6789',
      ACCOUNT_NUMBER,
      '0987654',
      'Maria',
      'Lopez',
      '@',
      shopper.cookies.bs_browser,
      rep.bs_session!,
      acmeAdmin.bs_session!,
    ])
      expect(text).not.toContain(secret);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await expect(t.database.db.update(auditLog).set({ subject: 'payment' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    expect((await t.database.db.select().from(auditLog)).length).toBeGreaterThan(5);
  });
});

describe('a change and its entries commit together (docs/decisions/0096)', () => {
  /** Runs `act` while the database refuses every new audit entry. */
  async function withEntriesRefused<T>(act: () => Promise<T>): Promise<T> {
    const db = t.database.db;
    await db.execute(
      sql`create function refuse_audit_entry() returns trigger language plpgsql as $$ begin raise exception 'audit entry refused'; end $$`,
    );
    await db.execute(sql`create trigger refuse_audit_entry before insert on audit_log for each row execute function refuse_audit_entry()`);
    try {
      return await act();
    } finally {
      await db.execute(sql`drop trigger refuse_audit_entry on audit_log`);
      await db.execute(sql`drop function refuse_audit_entry()`);
    }
  }

  const enrollmentRow = async (enrollmentId: string) => {
    const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
    return row!;
  };

  it('saves no SSN, payment data or completion whose entry could not be written', async () => {
    const fixture = await createEnrollmentFixture(t.database.db, { agentId: DEMO_AGENT_ID });
    await addCartItemFixture(t.database.db, fixture.enrollmentId, 'DN101');
    const before = await enrollmentRow(fixture.enrollmentId);
    const personal = await withEntriesRefused(() =>
      post('/api/v1/save-personal-info', { ...person, enrollment_id: fixture.enrollmentId }, fixture.cookies),
    );
    const billing = await withEntriesRefused(() =>
      post('/api/v1/save-billing-info', { ...eft, enrollment_id: fixture.enrollmentId }, fixture.cookies),
    );
    expect([personal.statusCode, billing.statusCode].every((status) => status >= 500)).toBe(true);
    const after = await enrollmentRow(fixture.enrollmentId);
    expect({ version: after.version, primary: after.primaryInfoEnc, payment: after.paymentInfoEnc }).toEqual({
      version: before.version,
      primary: before.primaryInfoEnc,
      payment: before.paymentInfoEnc,
    });

    await saveTabsFixture(t.database.db, createDataCipher(t.env.dataKeys), fixture.enrollmentId, SAVED_TABS);
    const completion = await withEntriesRefused(() =>
      post('/api/v1/save-review-info', { enrollment_id: fixture.enrollmentId, first_enroll: 1 }, fixture.cookies),
    );
    expect(completion.statusCode).toBeGreaterThanOrEqual(500);
    const notCompleted = await enrollmentRow(fixture.enrollmentId);
    expect({ status: notCompleted.status, memberId: notCompleted.memberId }).toEqual({ status: 'open', memberId: null });
  });

  it('revokes no member link whose entry could not be written', async () => {
    const generation = async () =>
      (await t.database.db.select({ at: members.linkGeneration }).from(members).where(eq(members.id, DEMO_MEMBER_ID)))[0]!.at;
    const before = await generation();
    const revoke = await withEntriesRefused(() => post('/api/v1/revoke-member-links', { user_id: DEMO_MEMBER_ID }, rep));
    expect(revoke.statusCode).toBeGreaterThanOrEqual(500);
    expect(await generation()).toBe(before);
  });
});
