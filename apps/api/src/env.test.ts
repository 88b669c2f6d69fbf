import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema, listeningUrl, loadEnv } from './env';
import { StartRefusal } from './lib/start-refusal';

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

describe('the data key (docs/decisions/0106)', () => {
  it('is never generated in production: the start is refused with what to set, and nothing is written', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bs-no-key-'));
    try {
      expect(() => loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(StartRefusal);
      expect(() => loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
        /never generates a data key: set DATA_KEY, or DATA_KEY_FILE/,
      );
      expect(existsSync(join(dataDir, 'data.key'))).toBe(false);
      // Outside production the first start generates it (DATA_DIR/data.key), and production then reads it.
      const generated = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' }).dataKey;
      expect(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).dataKey).toEqual(generated);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The rows of README.md's "Configuration" table: each variable's name and its Default cell. */
function readmeSettings(): Map<string, string> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const [name, defaultCell] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    const variable = /^`([A-Z][A-Z0-9_]*)`$/.exec(name ?? '')?.[1];
    if (variable) rows.set(variable, defaultCell ?? '');
  }
  return rows;
}

describe('README "Configuration"', () => {
  const variables = Object.keys(EnvSchema.shape).sort();
  const rows = readmeSettings();

  it('has a row for every variable the schema reads, and no other', () => {
    expect(variables.length).toBeGreaterThan(30);
    expect([...rows.keys()].sort()).toEqual(variables);
  });

  it("gives each schema default as the Default cell's first value", () => {
    // A setting without a schema default (HOST, PUBLIC_URL, LOG_LEVEL...) is worked out elsewhere; its cell says how.
    const withDefault = Object.entries(EnvSchema.parse({}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
    const stated = withDefault.map(([variable]) => [variable, /^`([^`]*)`/.exec(rows.get(variable) ?? '')?.[1]]);
    expect(stated).toEqual(withDefault.map(([variable, value]) => [variable, String(value)]));
  });
});
