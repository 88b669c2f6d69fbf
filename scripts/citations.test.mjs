// Comments cite decisions by their ADR number (docs/decisions/NNNN), never by an issue or stop
// number: an issue's numbering lives outside the repository, an ADR says why beside the code.
// Only the numbered forms are refused ("issue 13", "Issue #8", "stop 4"); "issue a link" and
// "stop the server" are words.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const TREES = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const TEXT_FILES = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.sql', '.css', '.html', '.md', '.sh', '.yml', '.yaml']);
/** Installed packages and what builds and test runs write (all git-ignored); folders whose name starts with a dot too. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const NUMBERED = /\b(?:issues?|stop) ?#?\d+/i;
const SKIPPED = new Set([
  // This file: its examples of the refused forms.
  relative(root, fileURLToPath(import.meta.url)),
]);

/** The text files under `dir`, as paths from the repository's root. */
function sourceFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.') || NOT_SOURCE.has(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return TEXT_FILES.has(extname(entry.name)) && !SKIPPED.has(path) ? [path] : [];
  });
}

/** `path:line: text` of every numbered issue or stop citation in the source trees. */
function numberedCitations() {
  return TREES.flatMap(sourceFiles).flatMap((path) =>
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .flatMap((line, index) => (NUMBERED.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('citations in the source', () => {
  it('tells the numbered forms from the words', () => {
    for (const cited of ['(issue 13)', 'Issue 11 items 2 to 4', "issue 13's profile", 'issue #8', 'issues 11 and 12', 'stop 4'])
      expect(NUMBERED.test(cited), cited).toBe(true);
    for (const word of ['issue a member link', 'stop the server', 'stops after 10 s', 'docs/decisions/0049'])
      expect(NUMBERED.test(word), word).toBe(false);
  });

  it('cites ADRs, never an issue or stop number', () => {
    expect(numberedCitations()).toEqual([]);
  });
});
