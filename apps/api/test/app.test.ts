import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { DEMO_API_CLIENT_KEY } from '../src/env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions (DESIGN §2)', () => {
  it('answers /healthz without a client key', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { ok: true, busy: false } });
  });

  it('refuses API calls without the client key, in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/v1/get-default-info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'authorization' }] });
  });

  it('refuses a wrong client key', async () => {
    const res = await t.call({ url: '/api/v1/get-default-info', headers: { authorization: 'Basic d3Jvbmc6a2V5' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    for (const url of ['/api/v1/no-such-call', '/api/v2/nothing', '/service/none', '/recommendation/none']) {
      const res = await t.call({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'error', data: [{ target_element: 'request', error_message: 'Not found' }] });
    }
  });

  it('turns malformed JSON into a 400 field error, not a 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/track-elevate-traffic',
      headers: { 'content-type': 'application/json' },
      payload: '{"enrollment_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/v1/get-common-menu');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the single-page app for browser routes, with the client key injected', async () => {
    const res = await t.app.inject({ url: '/plans?type=dental', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('gives a browser its session token with the first page, so parallel first calls share it', async () => {
    const res = await t.app.inject({ url: '/quote/some-token', headers: { accept: 'text/html' } });
    expect(res.cookies.find((c) => c.name === 'bs_browser')?.httpOnly).toBe(true);
  });

  it('lets e-mail clients on other origins load images', async () => {
    const res = await t.app.inject({
      url: '/api/v1/get-agent-landing-page-info?agent_id=1',
      headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    });
    const logo = await t.app.inject({ url: res.json<{ data: { logo: string } }>().data.logo });
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves plan logos from the assets folder', async () => {
    const menu = await t.call({ url: '/api/v1/get-agent-landing-page-info?agent_id=1' });
    const logo = menu.json<{ data: { logo: string } }>().data.logo;
    const res = await t.app.inject({ url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
