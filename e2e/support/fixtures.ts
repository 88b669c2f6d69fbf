import { test as base } from '@playwright/test';
import { ContrastMonitor, describeProblem } from './contrast';

/** Options of the journeys' fixtures, set per project in e2e/playwright.config.ts. */
export type StoreTestOptions = {
  /**
   * Whether the contrast check watches the test's pages. The screenshot comparison turns it off:
   * the check's own captures resize and scroll the page under Playwright's full-page screenshot, and
   * the journeys pass the same screens with it on (docs/decisions/0082).
   */
  checkContrast: boolean;
};

/**
 * The journeys' `test` and `expect`: Playwright's own, with the contrast check (e2e/support/contrast.ts,
 * docs/decisions/0081) watching every page of the test's browser context: each screen is measured
 * once it settles, the last one when the test ends, and the test fails on any text, field border or
 * focus ring below WCAG 2.2 AA. Specs import from here, never from '@playwright/test' directly.
 */
export const test = base.extend<StoreTestOptions & { contrastCheck: ContrastMonitor | null }>({
  checkContrast: [true, { option: true }],
  contrastCheck: [
    async ({ context, checkContrast }, use) => {
      if (!checkContrast) return use(null);
      const monitor = await ContrastMonitor.attach(context);
      await use(monitor);
      const problems = await monitor.finish(context.pages());
      if (problems.length > 0) throw new Error(`Contrast below WCAG 2.2 AA:\n${problems.map(describeProblem).join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
