/**
 * The journeys' `test` and `expect`: Playwright's own, with the checks every journey runs on every
 * screen it passes (the contrast check, e2e/support/contrast.ts). Specs import from here, never
 * from '@playwright/test' directly.
 */
export { test, expect } from '@playwright/test';
export type { Page, Locator, APIRequestContext, BrowserContext } from '@playwright/test';
