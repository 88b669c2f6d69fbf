import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { patternMatcher } from './page-paths';

/** One row the web build writes: a router pattern and the built files its page loads first. */
type PreloadRow = { path: string; files: string[] };

const linkTo = (file: string) =>
  file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The page the server sends for each path the web build lists in `.vite/first-load-preloads.json`
 * (apps/web/src/config/first-load-pages.ts): index.html naming the files that path's page loads
 * first, so the browser fetches them with the start-up code instead of after it has run
 * (docs/decisions/0077). Without that file (an older build) every path gets index.html as it is.
 */
export function pagesWithPreloads(webDist: string, indexHtml: string): { html: string; matches: (pathname: string) => boolean }[] {
  const file = resolve(webDist, '.vite/first-load-preloads.json');
  if (!existsSync(file)) return [];
  const rows = JSON.parse(readFileSync(file, 'utf8')) as PreloadRow[];
  return rows.map(({ path, files }) => {
    const matchesPath = patternMatcher(path);
    return {
      html: indexHtml.replace('</head>', `  ${files.map(linkTo).join('\n    ')}\n  </head>`),
      matches: (pathname: string) => matchesPath(pathname) !== null,
    };
  });
}
