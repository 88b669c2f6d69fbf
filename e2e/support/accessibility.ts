import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { betweenMeasurements } from './contrast';

/**
 * axe's serious and critical violations on the page (or inside `include`), each as "rule: targets".
 * The run waits for the contrast check's own axe pass on the page to end (docs/decisions/0081).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await betweenMeasurements(page, () => builder.analyze());
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails with the page's address and every serious or critical axe violation on it. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, include), page.url()).toEqual([]);
}
