import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_AGENT_ID, DEMO_CART_ENROLLMENT_ID, DEMO_GROUP_IDS } from '../../db/seed/demo-ids';

let t: TestApp;
let rep: { bs_session: string };
let acmeAdmin: { bs_session: string };
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('agent');
  acmeAdmin = await t.signIn('group');
});
afterAll(() => t.close());

const get = (url: string, cookies?: Record<string, string>) => t.call({ url, ...(cookies ? { cookies } : {}) });

describe('rep home', () => {
  it("lists the signed-in rep's groups and portals", async () => {
    const groups = await get(`/api/v1/get-agent-groups?agent_id=${DEMO_AGENT_ID}`, rep);
    expect(groups.statusCode).toBe(200);
    expect(groups.json().data).toEqual(expect.arrayContaining([{ gid: DEMO_GROUP_IDS.acme, gname: 'Acme Manufacturing' }]));
    const portals = await get(`/api/v1/get-enrollment-platforms?agent_id=${DEMO_AGENT_ID}`, rep);
    expect(portals.statusCode).toBe(200);
    expect(portals.json().data[0]).toMatchObject({
      platform_group_id: expect.any(Number),
      platform_name: expect.any(String),
      platform_code: expect.any(String),
    });
  });

  it('answers 401 without a session and 403 for another rep', async () => {
    expect((await get(`/api/v1/get-agent-groups?agent_id=${DEMO_AGENT_ID}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/get-agent-groups?agent_id=2`, rep)).statusCode).toBe(403);
    expect((await get(`/api/v1/get-enrollment-platforms?agent_id=2`, rep)).statusCode).toBe(403);
    expect((await get(`/api/v1/get-enrollment-platforms?agent_id=${DEMO_AGENT_ID}`)).statusCode).toBe(401);
  });

  it("gives a group administrator their group's portals only", async () => {
    const res = await get(`/api/v1/get-enrollment-platforms?agent_id=${DEMO_AGENT_ID}`, acmeAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });
});

describe('current members', () => {
  it("lists a rep's members with masked SSNs and plan statuses", async () => {
    const res = await get(`/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`, rep);
    expect(res.statusCode).toBe(200);
    const members = res.json().data as { ssn: string; dob: string; plan_info: { plan_status: string }[] }[];
    expect(members.length).toBeGreaterThan(0);
    for (const m of members) {
      expect(m.ssn).toMatch(/^(xxx-xx-\d{4})?$/);
      expect(m.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(members.every((m) => m.ssn.replace(/\D/g, '').length <= 4)).toBe(true);
    expect(members.flatMap((m) => m.plan_info.map((p) => p.plan_status))).toEqual(expect.arrayContaining(['ACTIVE']));
  });

  it("lists a group's users for its administrator and its rep, and refuses others", async () => {
    const admin = await get(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`, acmeAdmin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.length).toBeGreaterThanOrEqual(6);
    for (const m of admin.json().data) expect(m.group_info.group_id).toBe(DEMO_GROUP_IDS.acme);
    expect((await get(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`, rep)).statusCode).toBe(200);
    expect((await get(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.members}`, acmeAdmin)).statusCode).toBe(403);
    expect((await get(`/api/v1/get-group-users?group_id=${DEMO_GROUP_IDS.acme}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/get-agent-members?agent_id=${DEMO_AGENT_ID}`, acmeAdmin)).statusCode).toBe(403);
  });

  it('refuses malformed ids before anything else', async () => {
    expect((await get('/api/v1/get-group-users?group_id=x', acmeAdmin)).statusCode).toBe(400);
    expect((await get('/api/v1/get-agent-members', rep)).statusCode).toBe(400);
  });
});

describe('group, member and portal summary', () => {
  it('describes an enrollment', async () => {
    const res = await get(`/api/v1/get-group-agent-member-info?enrollment_id=${DEMO_CART_ENROLLMENT_ID}`, rep);
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/v1/get-group-agent-member-info?enrollment_id=${DEMO_CART_ENROLLMENT_ID}`)).statusCode).toBe(404);
    expect(res.json().data.platforms.length).toBeGreaterThan(0);
  });

  it('describes a group', async () => {
    const res = await get(`/api/v1/get-group-agent-member-info?group_id=${DEMO_GROUP_IDS.acme}`);
    expect(res.json().data.group_info).toEqual({ gid: DEMO_GROUP_IDS.acme, gname: 'Acme Manufacturing' });
  });

  it('needs one of the two ids', async () => {
    const res = await get('/api/v1/get-group-agent-member-info');
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('enrollment_id');
    expect((await get('/api/v1/get-group-agent-member-info?enrollment_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
