// Docs that cannot drift: docs/architecture.md lists every area folder of the API and of the web
// app, and no other. (README.md's settings table is held to env.ts by apps/api/src/env.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

const foldersOf = (path) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The `- \`name\`: ...` items of the list introduced by the line naming `path/<area>/`. */
function listedAreas(path) {
  const [, after] = architecture.split(`(\`${path}/<area>/\`):\n`);
  if (after === undefined) throw new Error(`docs/architecture.md has no list of \`${path}/<area>/\``);
  const list = after.trimStart().split('\n\n')[0];
  return [...list.matchAll(/^- `([^`]+)`:/gm)].map((match) => match[1]).sort();
}

describe('docs/architecture.md "Areas"', () => {
  it.each(['apps/api/src/modules', 'apps/web/src/features'])('lists every folder of %s, and no other', (path) => {
    const folders = foldersOf(path);
    expect(folders.length).toBeGreaterThan(10);
    expect(listedAreas(path)).toEqual(folders);
  });
});
