import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * How the built web app and the API's answers travel (docs/decisions/0052): compressed, hashed
 * files cached for a year, index.html asked for again each time. A small build is written to a
 * temporary folder the way `vite build` lays it out, with its .br and .gz copies.
 */
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const hashedScript = 'assets/index-AbC123xy.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><title>Benefit Store</title></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  writeFileSync(join(webDist, hashedScript), script);
  writeFileSync(join(webDist, `${hashedScript}.br`), brotliCompressSync(script));
  writeFileSync(join(webDist, `${hashedScript}.gz`), gzipSync(script));
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite/first-load-preloads.json'),
    JSON.stringify([{ path: '/:landing?/cart', files: ['assets/cart-Xy12.js', 'assets/Card-Ab34.js', 'assets/cart-Zz56.css'] }]),
  );
  t = await createTestApp({ settings: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('web delivery', () => {
  it('sends a built file in the brotli copy made at build time when the browser accepts it', async () => {
    const res = await t.app.inject({ url: `/${hashedScript}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await t.app.inject({ url: `/${hashedScript}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: `/${hashedScript}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed files for a year as immutable and the favicon briefly', async () => {
    const hashed = await t.app.inject({ url: `/${hashedScript}` });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the page compressed and never from a cache without asking', async () => {
    const res = await t.app.inject({ url: '/plans?type=dental', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<meta name="api-client-key"');
  });

  it("names the files of a listed path's page in the page sent for it, with or without a landing page before it", async () => {
    for (const url of ['/cart', '/jsmith/cart?utm=1', '/Cart/']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-Xy12.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Card-Ab34.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cart-Zz56.css">');
      expect(html.indexOf('cart-Zz56.css')).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain('<meta name="api-client-key"');
    }
    // A page not listed, and paths that are no page (answered 404, docs/decisions/0110), name no files.
    for (const [url, status] of [
      ['/plans', 200],
      ['/a/b/cart', 404],
      ['/cart/more', 404],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).not.toContain('modulepreload');
    }
  });

  it('compresses an API answer when the browser accepts it, the JSON unchanged inside', async () => {
    const plain = await t.call({ url: '/api/v1/get-states' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.call({ url: '/api/v1/get-states', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
