// The web app's size budget (docs/decisions/0059): reads the build's Vite manifest and
// fails with one line per figure missed. Run by `npm test` right after the build; by hand:
// `npm run build && node scripts/budget.mjs` (or `node scripts/budget.mjs <another build folder>`).
//
// What the landing page loads is the entry chunk and every chunk it imports statically (the
// page's <script> and its modulepreloads), with their CSS. The landing route is part of the
// entry, so its first render fetches nothing more (e2e/first-load.spec.ts watches that in a real
// browser). Every lazily loaded chunk (a route, a dialog, a library
// loaded on demand) is counted with the chunks it alone brings, i.e. not already loaded before it:
// the landing's, and for a popup only a lazy page opens, that page's too (loadedBefore).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LIMITS = { landingJsBytes: 200_000, landingCssBytes: 50_000, lazyChunkBytes: 100_000 };

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The manifest keys a chunk reaches through static imports, itself included. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * What is surely loaded when a lazy chunk is asked for: the landing's chunks, and for a chunk only
 * lazily loaded pages import (a popup of the plan page), what every such page loads too, i.e. the
 * files common to every way of reaching it. A chunk the landing's own graph imports is counted
 * against the landing alone, and so is one reached only through a cycle. Memoised per chunk.
 */
export function loadedBefore({ manifest, key, landing, seen = new Set(), memo = new Map() }) {
  if (memo.has(key)) return memo.get(key);
  if (seen.has(key)) return landing;
  const path = new Set([...seen, key]);
  const hosts = Object.keys(manifest).filter((host) => manifest[host].dynamicImports?.includes(key));
  let common;
  for (const host of hosts) {
    if (landing.has(host)) {
      common = landing;
      break;
    }
    for (const root of Object.keys(manifest).filter((candidate) => manifest[candidate].isDynamicEntry)) {
      const rootClosure = staticClosure(manifest, root);
      if (!rootClosure.has(host)) continue;
      const before = loadedBefore({ manifest, key: root, landing, seen: path, memo });
      const reached = new Set([...before, ...rootClosure]);
      common = common ? new Set([...common].filter((loaded) => reached.has(loaded))) : reached;
    }
    if (common === landing) break;
  }
  const result = common ?? landing;
  if (seen.size === 0) memo.set(key, result);
  return result;
}

function sumOf(files, sizeOf) {
  let total = 0;
  for (const file of files) total += sizeOf(file);
  return total;
}

function filesOf(manifest, keys, kind) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (kind === 'js' && chunk.file.endsWith('.js')) files.add(chunk.file);
    if (kind === 'css') for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * Checks a Vite manifest against the limits. `sizeOf(file)` gives a built file's gzip size in
 * bytes. Returns the report lines and the failures (one line per figure missed).
 */
export function checkBudget({ manifest, sizeOf, limits = LIMITS }) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return { lines: [], failures: ['budget: the manifest has no entry chunk (is this a Vite build manifest?)'] };

  const landing = staticClosure(manifest, entryKey);
  const landingJs = filesOf(manifest, landing, 'js');
  const landingJsBytes = sumOf(landingJs, sizeOf);
  const landingCssBytes = sumOf(filesOf(manifest, landing, 'css'), sizeOf);
  const lines = [
    `landing JavaScript: ${kb(landingJsBytes)} gzip in ${landingJs.size} files (limit ${kb(limits.landingJsBytes)})`,
    `landing CSS: ${kb(landingCssBytes)} gzip (limit ${kb(limits.landingCssBytes)})`,
  ];
  const failures = [];
  if (landingJsBytes > limits.landingJsBytes) {
    failures.push(`budget: landing JavaScript is ${kb(landingJsBytes)} gzip, over the ${kb(limits.landingJsBytes)} limit`);
  }
  if (landingCssBytes > limits.landingCssBytes) {
    failures.push(`budget: landing CSS is ${kb(landingCssBytes)} gzip, over the ${kb(limits.landingCssBytes)} limit`);
  }

  const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const memo = new Map();
  let largest = { key: '', bytes: 0 };
  for (const key of lazyKeys) {
    const chunkJs = filesOf(manifest, staticClosure(manifest, key), 'js');
    const loaded = filesOf(manifest, loadedBefore({ manifest, key, landing, memo }), 'js');
    const bytes = sumOf(
      [...chunkJs].filter((file) => !loaded.has(file)),
      sizeOf,
    );
    if (bytes > largest.bytes) largest = { key, bytes };
    if (bytes > limits.lazyChunkBytes) {
      failures.push(
        `budget: lazy chunk ${key} adds ${kb(bytes)} gzip to what is loaded before it, over the ${kb(limits.lazyChunkBytes)} limit`,
      );
    }
  }
  lines.push(
    `lazy chunks: ${lazyKeys.length}, the largest ${largest.key || '-'} adding ${kb(largest.bytes)} gzip (limit ${kb(limits.lazyChunkBytes)} each)`,
  );
  return { lines, failures };
}

function main() {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.error(`budget: no build manifest in ${join(dist, '.vite')}: run npm run build first`);
    process.exit(1);
  }
  const sizeOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const { lines, failures } = checkBudget({ manifest, sizeOf });
  for (const line of lines) console.log(`budget: ${line}`);
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exit(1);
  console.log('budget: every figure within its limit');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
