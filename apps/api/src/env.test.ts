import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listeningUrl, loadEnv } from './env';

const base = { DATA_KEY: randomBytes(32).toString('base64'), DATA_DIR: '/tmp/benefit-store-test' };

describe('PUBLIC_URL', () => {
  it('defaults to the address the server listens on, port included', () => {
    expect(loadEnv({ ...base, PORT: '3456' }).PUBLIC_URL).toBe('http://localhost:3456');
    expect(loadEnv({ ...base, PORT: '8080', HOST: 'store.internal' }).PUBLIC_URL).toBe('http://store.internal:8080');
  });

  it('reaches a server on every interface as localhost', () => {
    expect(loadEnv({ ...base, PORT: '3100', NODE_ENV: 'production' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(listeningUrl('::', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('::1', 3000)).toBe('http://[::1]:3000');
  });

  it('keeps a configured PUBLIC_URL', () => {
    expect(loadEnv({ ...base, PORT: '3456', PUBLIC_URL: 'https://store.example.com' }).PUBLIC_URL).toBe('https://store.example.com');
  });
});
