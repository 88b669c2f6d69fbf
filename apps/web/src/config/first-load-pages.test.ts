import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/router';
import { FIRST_LOAD_PAGES } from './first-load-pages';

/** A path the pattern matches: each parameter given a value, each optional one left out. */
const samplePath = (pattern: string) =>
  `/${pattern
    .split('/')
    .filter((segment) => segment && !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'sample' : segment))
    .join('/')}`;

const routes = createRoutes(new QueryClient());

/**
 * The table the server names a page's files from (first-load-pages.ts) must say what the router
 * does: otherwise a first visit fetches files it never runs, or waits for the start-up code to
 * find the ones it needs, and nothing else would notice.
 */
describe('the first-load pages table', () => {
  for (const row of FIRST_LOAD_PAGES)
    it(`${row.path} is a route whose lazy pages are the listed modules`, async () => {
      const matches = matchRoutes(routes, samplePath(row.path)) ?? [];
      const pattern = `/${matches
        .map((match) => match.route.path)
        .filter(Boolean)
        .join('/')}`;
      expect(pattern).toBe(row.path);

      const pages = [];
      for (const { route } of matches) {
        if (typeof route.lazy === 'function') pages.push((await route.lazy()).Component);
      }
      const modules = await Promise.all(row.modules.map((module) => import(/* @vite-ignore */ `/${module}`)));
      const exported = modules.map((module: Record<string, unknown>) => Object.values(module));
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(exported.some((values) => values.includes(page))).toBe(true);
      for (const values of exported) expect(pages.some((page) => values.includes(page))).toBe(true);
    });
});
