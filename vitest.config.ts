import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Pure functions, no module state: one module graph for every file (docs/decisions/0107), 25 s to 5 s.
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for every file (docs/decisions/0067): a file imported the app afresh in
          // about a second; each file still builds its own app and database, and no API test mocks a module.
          isolate: false,
          // One migrated, seeded database for the run, which each file's database starts from.
          globalSetup: ['test/seeded-database.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      // The benchmark's own helpers only: `npm run bench` itself is run by hand, never by the suite.
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'] } },
      // The repository's own scripts (the web build budget, docs/decisions/0059).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
    ],
  },
});
