import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Only the store's own hosts are answered (docs/decisions/0085): a page of another name that
 * resolves to this server (DNS rebinding) reads neither the API nor the local mailbox.
 */
let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({
    sameDatabaseAs: dev,
    settings: { NODE_ENV: 'production', PUBLIC_URL: 'https://store.benefit.example', ALLOWED_HOSTS: 'www.benefit.example' },
  });
});
afterAll(async () => {
  await production.app.close();
  await dev.close();
});

const REBOUND = 'rebind.attacker.example';
const asHost = (t: TestApp, host: string, url = '/api/v1/get-states') => t.call({ url, headers: { host } });

describe('the Host header', () => {
  it('answers 421 in the envelope to a host of no site, on the API, the mailbox and the page', async () => {
    for (const url of ['/api/v1/get-states', '/', '/plans']) {
      const res = await asHost(dev, REBOUND, url);
      expect(res.statusCode, url).toBe(421);
      expect(res.json(), url).toEqual({
        status: 'error',
        data: [{ target_element: 'host', error_message: 'Unknown host' }],
        message: 'Unknown host',
      });
    }
    const mailbox = await dev.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { host: `${REBOUND}:3000` } });
    expect(mailbox.statusCode).toBe(421);
    expect(mailbox.body).not.toContain('<table');
  });

  it('answers loopback, the lifestyle host, development sites and any port', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      'lifestyle.localhost',
      'acme.localhost:3100',
      'new-site.localhost',
    ])
      expect((await asHost(dev, host)).statusCode, host).toBe(200);
  });

  it("in production answers PUBLIC_URL's host, ALLOWED_HOSTS and the sites table's, and no other *.localhost", async () => {
    for (const host of ['store.benefit.example', 'www.benefit.example', 'acme.localhost', 'localhost'])
      expect((await asHost(production, host)).statusCode, host).toBe(200);
    for (const host of [REBOUND, 'new-site.localhost', 'benefit.example'])
      expect((await asHost(production, host)).statusCode, host).toBe(421);
  });

  it('lets a load balancer probe /healthz by address', async () => {
    expect((await production.app.inject({ url: '/healthz', headers: { host: '10.0.0.5:3000' } })).statusCode).toBe(200);
  });
});

describe('production', () => {
  it('does not serve the API documentation unless API_DOCS turns it on', async () => {
    expect((await dev.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    const res = await production.app.inject({ url: '/docs/json', headers: { host: 'store.benefit.example' } });
    expect(res.body).not.toContain('"openapi"');
  });

  it('sends Strict-Transport-Security only when the store is reached over TLS', async () => {
    expect((await asHost(dev, 'localhost')).headers['strict-transport-security']).toBeUndefined();
    expect((await asHost(production, 'store.benefit.example')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
