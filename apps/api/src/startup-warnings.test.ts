import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startupWarnings } from './startup-warnings';

const root = mkdtempSync(join(tmpdir(), 'bs-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const key = randomBytes(32).toString('base64');
const dataDir = join(root, 'data');
const secretFile = join(root, 'secrets', 'data_key');
writeFileSync(join(root, 'loose_key'), key, { mode: 0o644 });
mkdirSync(join(root, 'secrets'));
writeFileSync(secretFile, key + '\n', { mode: 0o600 });

describe('the data key outside the data folder in production (docs/decisions/0045)', () => {
  it('warns when production reads a key file left inside the data folder (generated outside production), naming the way out', () => {
    loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(env.dataKeyFile).toBe(join(dataDir, 'data.key'));
    const [warning, ...others] = startupWarnings(env);
    expect(warning).toContain('inside the data folder');
    expect(warning).toContain('DATA_KEY_FILE');
    expect(others).toEqual([]);
  });

  it('warns when DATA_KEY_FILE itself points inside the data folder', () => {
    const inside = join(dataDir, 'copied.key');
    writeFileSync(inside, key, { mode: 0o600 });
    expect(startupWarnings(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', DATA_KEY_FILE: inside }))).toHaveLength(1);
  });

  it('reads the key from DATA_KEY_FILE outside the data folder, without a warning', () => {
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', DATA_KEY_FILE: secretFile });
    expect(env.dataKey.toString('base64')).toBe(key);
    expect(env.dataKeyFile).toBe(secretFile);
    expect(startupWarnings(env)).toEqual([]);
  });

  it('says nothing when DATA_KEY gives the key, or outside production', () => {
    expect(startupWarnings(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', DATA_KEY: key }))).toEqual([]);
    expect(startupWarnings(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' }))).toEqual([]);
  });

  it('warns when the key file can be read by others', () => {
    const warnings = startupWarnings(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', DATA_KEY_FILE: join(root, 'loose_key') }));
    expect(warnings).toEqual([expect.stringContaining('make it 0600')]);
  });

  it('refuses a DATA_KEY_FILE that names no file, or both settings at once', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, DATA_KEY_FILE: join(root, 'missing') })).toThrow('DATA_KEY_FILE names no file');
    expect(() => loadEnv({ DATA_DIR: dataDir, DATA_KEY: key, DATA_KEY_FILE: secretFile })).toThrow('not both');
  });
});
