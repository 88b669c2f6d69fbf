import type { Locator, Page } from './fixtures';

/** Types as a person types: one key at a time (`pressSequentially`, never `fill`), into the field they clicked. */
export async function typeInto(page: Page, label: string | RegExp, text: string, scope: Locator = page.locator('body')) {
  const field = scope.getByLabel(label);
  await field.click();
  await field.pressSequentially(text, { delay: 20 });
  return field;
}
