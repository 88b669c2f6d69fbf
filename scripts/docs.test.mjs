// Docs that cannot drift: docs/architecture.md lists every area folder of the API and of the web
// app, and no other, and its table of areas across the layers names paths that are there. (README.md's settings table is held to env.ts by apps/api/src/env.test.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The rows of the table under "One name per area, across the layers": its cells, backticks kept. */
function areaRows() {
  const [, after] = architecture.split('### One name per area, across the layers\n');
  if (after === undefined) throw new Error('docs/architecture.md has no table of areas across the layers');
  return after
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}
const pathsIn = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

describe('docs/architecture.md "One name per area, across the layers"', () => {
  const rows = areaRows();

  it('has a row for every API module, and no other', () => {
    expect(rows.map(([area]) => pathsIn(area)[0]).sort()).toEqual(foldersOf('apps/api/src/modules'));
  });

  it('names paths that are there and commands that package.json runs', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    const missing = rows.flatMap(([, web, api, domain, command]) => [
      ...pathsIn(web).filter((path) => !existsSync(join(root, 'apps/web/src', path))),
      ...pathsIn(api).filter((path) => !existsSync(join(root, 'apps/api/src', path))),
      ...pathsIn(domain).filter((path) => !existsSync(join(root, 'packages/domain/src', path))),
      ...pathsIn(command).filter((npm) => !(npm.replace(/^npm run /, '') in scripts)),
    ]);
    expect(missing).toEqual([]);
  });
});
