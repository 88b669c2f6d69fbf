import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTING_KEYS } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_AGENT_ID, DEMO_EXTERNAL_SITE_NAME, DEMO_GROUP_IDS, DEMO_SITE_DOMAINS } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ url });

describe('rep and group branding', () => {
  it('gives the rep landing info with a sanitised bio', async () => {
    const res = await get(`/api/v1/get-agent-landing-page-info?agent_id=${DEMO_AGENT_ID}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ agent_id: DEMO_AGENT_ID, agent_code: 'ABCD1212' });
    expect(data.display_phone).toMatch(/^\d{10}$/);
    expect(data.display_name.length).toBeGreaterThan(0);
    expect(data.agent_bio).not.toMatch(/<script/i);
  });

  it('gives the group landing info with its about text', async () => {
    const res = await get(`/api/v1/get-group-landing-page-info?group_id=${DEMO_GROUP_IDS.acme}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ group_id: DEMO_GROUP_IDS.acme, gname: 'Acme Manufacturing' });
  });

  it('gives about texts for the About modal', async () => {
    const agent = await get(`/api/v1/get-agent-about-page-info?agent_id=${DEMO_AGENT_ID}`);
    expect(agent.json().data.agent_bio).toEqual(expect.any(String));
    const group = await get(`/api/v1/get-group-about-page-info?group_id=${DEMO_GROUP_IDS.acme}`);
    expect(group.json().data.gweb_aboutus).toEqual(expect.any(String));
  });

  it.each([
    ['/api/v1/get-agent-landing-page-info?agent_id=99999', 404, 'agent_id'],
    ['/api/v1/get-agent-landing-page-info', 400, 'agent_id'],
    ['/api/v1/get-agent-landing-page-info?agent_id=abc', 400, 'agent_id'],
    ['/api/v1/get-group-landing-page-info?group_id=-4', 400, 'group_id'],
    ['/api/v1/get-group-landing-page-info?group_id=424242', 404, 'group_id'],
    ['/api/v1/get-agent-about-page-info?agent_id=99999', 404, 'agent_id'],
    ['/api/v1/get-group-about-page-info', 400, 'group_id'],
  ])('%s answers %i naming %s', async (url, status, target) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: target }] });
  });
});

describe('site settings and sites', () => {
  it('gives every image key of the store-wide settings', async () => {
    const res = await get(`/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent('localhost')}`);
    expect(res.statusCode).toBe(200);
    const keys = res.json<{ data: { key: string }[] }>().data.map((s) => s.key);
    for (const key of SITE_SETTING_KEYS) expect(keys).toContain(key);
  });

  it("lets a site's own settings override the defaults", async () => {
    const defaults = (await get('/api/v1/get-external-site-dynamic-information?site_domain=localhost')).json<{
      data: { key: string; value: string }[];
    }>().data;
    const acme = (
      await get(`/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent('http://acme.localhost:3000')}`)
    ).json<{
      data: { key: string; value: string }[];
    }>().data;
    const logoOf = (list: { key: string; value: string }[]) => list.find((s) => s.key === 'logo')?.value;
    expect(logoOf(acme)).toBeDefined();
    expect(logoOf(acme)).not.toBe(logoOf(defaults));
  });

  it('requires site_domain', async () => {
    const res = await get('/api/v1/get-external-site-dynamic-information');
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0].target_element).toBe('site_domain');
  });

  it('resolves a default-domain site to its group with statusCode 200', async () => {
    const res = await get(`/api/v1/get-domainSite-infromation?site_domain=${encodeURIComponent(DEMO_SITE_DOMAINS.acme)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', statusCode: 200, data: { gid: DEMO_GROUP_IDS.acme, open_type: 'user' } });
  });

  it('answers an unknown domain with 404 and statusCode 404', async () => {
    const res = await get('/api/v1/get-domainSite-infromation?site_domain=nobody.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 404, data: [{ target_element: 'site_domain' }] });
  });

  it('resolves an external site by name', async () => {
    const res = await get(`/api/v1/get-external-site-infromation?site_name=${DEMO_EXTERNAL_SITE_NAME}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, data: { site_name: DEMO_EXTERNAL_SITE_NAME } });
    const missing = await get('/api/v1/get-external-site-infromation?site_name=nope');
    expect(missing.statusCode).toBe(404);
    const empty = await get('/api/v1/get-external-site-infromation?site_name=');
    expect(empty.statusCode).toBe(400);
  });

  it('gives the support ticket link', async () => {
    const res = await get('/api/v1/get-ticket-link');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.link).toMatch(/^https?:\/\//);
  });
});
