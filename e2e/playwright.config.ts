import { defineConfig, devices } from '@playwright/test';
import type { StoreTestOptions } from './support/fixtures';

/** The real server: the API serving the built web app, a fresh PGlite database, the demo seed. */
/** Helpers running suites side by side pick their own port with E2E_PORT. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Two projects on the one server: the journeys (e2e/*.spec.ts) and the screenshot comparison
 * (e2e/visual, docs/decisions/0082). `npm run test:visual` runs the second alone.
 */
export default defineConfig<StoreTestOptions>({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Strict enough that a line of text drawn in the wrong colour fails (ADR 0082): a few dozen
    // pixels may differ, each by the default per-pixel threshold.
    toHaveScreenshot: { maxDiffPixels: 30 },
  },
  // `npm test` runs the two projects at once, each on a server of its own (E2E_PORT): each keeps
  // its report and its failures' traces apart.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `../playwright-report/${PORT}` }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace with the page's DOM at each step, but no screencast: recording
    // frames cost a third of the journeys' CPU (bench/results/2026-11-29-test-run-split.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'journeys', testMatch: '*.spec.ts', testIgnore: 'visual/**', outputDir: `../test-results/journeys-${PORT}` },
    {
      name: 'visual',
      testDir: './visual',
      testMatch: '*.spec.ts',
      outputDir: `../test-results/visual-${PORT}`,
      use: { checkContrast: false },
      // One browser, always Debian's chromium: no platform or project suffix in the baselines' names.
      snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
    },
    // The wizard's step-speed benchmark (`npm run bench:wizard`), never part of `npm test`.
    {
      name: 'wizard-speed',
      testDir: '../bench',
      testMatch: 'wizard-speed.bench.ts',
      outputDir: '../test-results/wizard-speed',
      use: { checkContrast: false },
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      // Staff accounts of the journeys' own, besides the demo seed (e2e/support/prepare-store.ts).
      E2E_PREPARE: 'e2e/support/prepare-store.ts',
      // Quote journeys receive real mail: e2e/quote.spec.ts listens on E2E_PORT + 1000 (the worker retries until it does).
      SMTP_URL: `smtp://127.0.0.1:${PORT + 1000}?ignoreTLS=true`,
      // PUBLIC_URL is left unset: links and logos in e-mails follow the port the server listens on (e2e/quote.spec.ts).
    },
  },
});
