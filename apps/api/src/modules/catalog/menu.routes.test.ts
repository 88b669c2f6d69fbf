import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATEGORIES } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_GROUP_IDS, DEMO_PORTAL_ID } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ url });

describe('category menus', () => {
  it('lists category keys in the store order', async () => {
    const res = await get(`/api/v1/get-common-menu?agent_id=1&portal_id=${DEMO_PORTAL_ID}&eprocess=rep&open_type=agent`);
    expect(res.statusCode).toBe(200);
    const keys: string[] = res.json().data;
    expect(keys.length).toBeGreaterThan(5);
    const order = keys.map((k) => PLAN_CATEGORIES.indexOf(k as never));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
  });

  it('works with no scope at all and ignores junk roles', async () => {
    const res = await get('/api/v1/get-common-menu?eprocess=nonsense&group_id=');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('refuses a malformed id', async () => {
    const res = await get('/api/v1/get-common-menu?agent_id=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('agent_id');
  });

  it('gives the group menu, and 404 for an unknown group', async () => {
    const res = await get(`/api/v1/get-group-menu?group_id=${DEMO_GROUP_IDS.acme}&from_site=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect((await get('/api/v1/get-group-menu?group_id=999999')).statusCode).toBe(404);
    expect((await get('/api/v1/get-group-menu')).statusCode).toBe(400);
  });
});

describe('footer plan', () => {
  it('gives the featured association plan', async () => {
    const res = await get('/api/v1/get-goenroll-footer-plan');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ plan_id: expect.any(Number), plan_name: expect.any(String) });
  });

  it('gives a named plan and 404 for an unknown one', async () => {
    const first = (await get('/api/v1/get-goenroll-footer-plan')).json().data.plan_id;
    expect((await get(`/api/v1/get-goenroll-footer-plan?plan_id=${first}`)).json().data.plan_id).toBe(first);
    expect((await get('/api/v1/get-goenroll-footer-plan?plan_id=987654')).statusCode).toBe(404);
  });
});
