import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `directive -> sources` of a Content-Security-Policy header. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The web app's page, an API answer, a static file and a refusal. */
const answers = () => [
  { what: 'the web app page', res: t.app.inject({ url: '/plans?type=dental', headers: { accept: 'text/html' } }) },
  { what: 'an API answer', res: t.call({ url: '/api/v1/get-states' }) },
  { what: 'a refused API call', res: t.app.inject({ url: '/api/v1/get-states' }) },
  { what: 'a site image', res: t.app.inject({ url: '/assets/site/no-such-file.png' }) },
];

describe('browser security headers (docs/decisions/0045)', () => {
  it('sends a strict Content-Security-Policy with the web app and every answer', async () => {
    for (const { what, res } of answers()) {
      const csp = directives((await res).headers['content-security-policy']);
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      expect(csp.get('script-src'), what).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
      expect(csp.get('object-src'), what).toEqual(["'none'"]);
      expect(csp.get('base-uri'), what).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(csp.get('form-action'), what).toEqual(["'self'"]);
      expect(csp.get('connect-src'), what).toEqual(["'self'"]);
      expect(csp.get('font-src'), what).toEqual(["'self'"]);
      // Mantine's style attributes and run-time <style> elements need inline styles; nothing else is inline.
      expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('frame-src'), what).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
      for (const sources of csp.values()) expect(sources, what).not.toContain("'unsafe-eval'");
    }
  });

  it('turns off the browser features the store does not use', async () => {
    for (const { what, res } of answers()) {
      const policy = Object.fromEntries(
        String((await res).headers['permissions-policy'])
          .split(',')
          .map((entry) => entry.trim().split('=') as [string, string]),
      );
      for (const feature of ['camera', 'microphone', 'payment', 'usb', 'display-capture', 'serial', 'autoplay'])
        expect(policy[feature], `${what}: ${feature}`).toBe('()');
      expect(policy.geolocation, what).toBe('(self)');
      expect(policy.fullscreen, what).toBe('(self "https://www.youtube-nocookie.com")');
    }
  });

  it('refuses sniffing, framing and the Referer', async () => {
    for (const { what, res } of answers()) {
      const { headers } = await res;
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['referrer-policy'], what).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    }
  });

  it("keeps the web app's page free of inline scripts and event-handler attributes (script-src 'self')", () => {
    const page = readFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
