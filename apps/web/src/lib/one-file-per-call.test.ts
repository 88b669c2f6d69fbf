import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('the web makes each call one way, in one place (docs/patterns.md "An API call")', () => {
  it('calls the API only through call(definition, input)', () => {
    const handWritten = files.filter(({ path, text }) => path !== 'lib/api-client.ts' && /\bapi\.(get|post|put|request)\(/.test(text));
    expect(handWritten.map(({ path }) => path)).toEqual([]);
  });

  it('makes each call from exactly one file', () => {
    const filesByCall = new Map<string, string[]>();
    for (const { path, text } of files) {
      // Every use of a call definition outside import lines and `typeof` (types only).
      const code = text.replace(/^import[^;]*;$/gms, '').replace(/typeof \w+Call\b/g, '');
      for (const [, name] of code.matchAll(/\b([A-Z]\w*Call)\b/g)) {
        const list = filesByCall.get(name!) ?? [];
        if (!list.includes(path)) list.push(path);
        filesByCall.set(name!, list);
      }
    }
    const repeated = [...filesByCall].filter(([, paths]) => paths.length > 1);
    expect(repeated).toEqual([]);
    expect(filesByCall.size).toBeGreaterThan(0);
  });

  it('declares no request interfaces by hand', () => {
    const declared = files.filter(
      ({ path, text }) =>
        (path.includes('/api/') || path.startsWith('lib/calls/')) &&
        /^(export )?(interface\s+\w+(Input|Body|Request|Query|Params)\b|type\s+\w+(Input|Body|Request|Query|Params)\s*=\s*\{)/m.test(
          text.replace(/^import[^;]*;$/gms, ''),
        ),
    );
    expect(declared.map(({ path }) => path)).toEqual([]);
  });
});
