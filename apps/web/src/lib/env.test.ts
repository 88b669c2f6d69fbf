import { describe, expect, it } from 'vitest';
import { DEMO_API_CLIENT_KEY, readApiClientKey, readLifestyleHost } from './env';

function page(meta: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(meta)) {
    const el = doc.createElement('meta');
    el.setAttribute('name', name);
    el.setAttribute('content', content);
    doc.head.append(el);
  }
  return doc;
}

describe('page configuration', () => {
  it('reads the injected client key', () => {
    expect(readApiClientKey(page({ 'api-client-key': 'abc=' }), false)).toBe('abc=');
  });
  it('falls back to the demo key in development only', () => {
    expect(readApiClientKey(page({ 'api-client-key': '' }), true)).toBe(DEMO_API_CLIENT_KEY);
    expect(readApiClientKey(page({}), false)).toBe('');
  });
  it('reads the lifestyle host, defaulting to lifestyle.localhost', () => {
    expect(readLifestyleHost(page({ 'lifestyle-host': 'Shop.Example.com' }))).toBe('shop.example.com');
    expect(readLifestyleHost(page({ 'lifestyle-host': '' }))).toBe('lifestyle.localhost');
  });
});
