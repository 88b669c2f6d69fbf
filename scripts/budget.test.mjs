import { describe, expect, it } from 'vitest';
import { checkBudget } from './budget.mjs';

const KB = 1000;
/** A small build: the entry with one shared chunk and its CSS, and one lazy route with a chunk of its own. */
function manifestWith({ entryKb, cssKb, routeKb }) {
  const sizes = {
    'assets/index.js': entryKb * KB,
    'assets/shared.js': 10 * KB,
    'assets/index.css': cssKb * KB,
    'assets/route.js': routeKb * KB,
  };
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
      dynamicImports: ['src/route.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/route.tsx': { file: 'assets/route.js', isDynamicEntry: true, imports: ['_shared.js'] },
  };
  return { manifest, sizeOf: (file) => sizes[file] };
}

describe('the web build budget', () => {
  it('passes a build within every limit', () => {
    const { failures, lines } = checkBudget(manifestWith({ entryKb: 150, cssKb: 20, routeKb: 60 }));
    expect(failures).toEqual([]);
    expect(lines[0]).toContain('160.0 KB gzip in 2 files');
  });

  it('fails with one line per figure missed: landing JavaScript, landing CSS, a lazy chunk', () => {
    const { failures } = checkBudget(manifestWith({ entryKb: 195, cssKb: 51, routeKb: 101 }));
    expect(failures).toEqual([
      'budget: landing JavaScript is 205.0 KB gzip, over the 200.0 KB limit',
      'budget: landing CSS is 51.0 KB gzip, over the 50.0 KB limit',
      'budget: lazy chunk src/route.tsx adds 101.0 KB gzip to what is loaded before it, over the 100.0 KB limit',
    ]);
  });

  it('counts a shared chunk once, on the landing, not again for the route', () => {
    const { failures } = checkBudget(manifestWith({ entryKb: 100, cssKb: 10, routeKb: 95 }));
    expect(failures).toEqual([]);
  });

  /** The small build with a popup: its own 20 KB and a 90 KB library it shares with nothing on the landing. */
  function withPopup({ alsoFromLanding }) {
    const { manifest, sizeOf } = manifestWith({ entryKb: 150, cssKb: 20, routeKb: 60 });
    const sizes = { 'assets/popup.js': 20 * KB, 'assets/form-library.js': 90 * KB };
    manifest['src/route.tsx'] = {
      ...manifest['src/route.tsx'],
      imports: ['_shared.js', '_form-library.js'],
      dynamicImports: ['src/popup.tsx'],
    };
    manifest['_form-library.js'] = { file: 'assets/form-library.js' };
    manifest['src/popup.tsx'] = { file: 'assets/popup.js', isDynamicEntry: true, imports: ['_form-library.js'] };
    if (alsoFromLanding) manifest['index.html'].dynamicImports.push('src/popup.tsx');
    return { manifest, sizeOf: (file) => sizes[file] ?? sizeOf(file) };
  }

  it('counts a popup only a lazy page opens against what that page has loaded', () => {
    const { failures, lines } = checkBudget(withPopup({ alsoFromLanding: false }));
    expect(failures).toEqual(['budget: lazy chunk src/route.tsx adds 150.0 KB gzip to what is loaded before it, over the 100.0 KB limit']);
    expect(lines[2]).toContain('the largest src/route.tsx adding 150.0 KB');
  });

  it('counts a popup the landing can open too against the landing alone', () => {
    const { failures } = checkBudget(withPopup({ alsoFromLanding: true }));
    expect(failures).toEqual([
      'budget: lazy chunk src/route.tsx adds 150.0 KB gzip to what is loaded before it, over the 100.0 KB limit',
      'budget: lazy chunk src/popup.tsx adds 110.0 KB gzip to what is loaded before it, over the 100.0 KB limit',
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(checkBudget({ manifest: {}, sizeOf: () => 0 }).failures).toEqual([
      'budget: the manifest has no entry chunk (is this a Vite build manifest?)',
    ]);
  });
});
