import { test, expect, type Locator } from '../support/fixtures';
import { urlOn } from '../support/store';
import { atEachSize, FIELD_ERROR, expectPart, prepareContext, settle, waitForNoPendingRequest } from './kit';

/**
 * The landing's plan finder on `/` (spec 000 §2 "Landing filter form"): each of its six steps as it
 * opens, and each step that can be left empty with Next pressed on it empty.
 */
test.beforeEach(({ context }) => prepareContext(context));

type Step = { name: string; answer: (finder: Locator) => Promise<void>; canBeEmpty: boolean };
const STEPS: Step[] = [
  { name: 'zip', canBeEmpty: true, answer: (finder) => finder.getByRole('textbox').first().fill('75201') },
  { name: 'dob', canBeEmpty: true, answer: (finder) => finder.getByRole('textbox').first().fill('01/15/1985') },
  { name: 'gender', canBeEmpty: true, answer: (finder) => finder.getByRole('radio', { name: 'Female' }).click() },
  { name: 'tier', canBeEmpty: true, answer: (finder) => finder.getByRole('radio', { name: /^Member Only/ }).click() },
  { name: 'categories', canBeEmpty: true, answer: (finder) => finder.getByRole('checkbox', { name: 'Dental' }).click() },
  { name: 'coverage', canBeEmpty: false, answer: async () => {} },
];

atEachSize(() => {
  test('the six steps, and Next pressed on each one left empty', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    const finder = page.getByRole('form', { name: 'Find plans' });
    await settle(page, finder);
    for (const [index, step] of STEPS.entries()) {
      await expect(finder.getByText(`Step ${index + 1} of 6`)).toBeVisible();
      await waitForNoPendingRequest(page);
      await expectPart(finder, `finder-${index + 1}-${step.name}`);
      if (step.canBeEmpty) {
        await finder.getByRole('button', { name: 'Next' }).click();
        await expect(finder.locator(FIELD_ERROR).first()).toBeVisible();
        await expectPart(finder, `finder-${index + 1}-${step.name}-error`);
      }
      await step.answer(finder);
      if (index < STEPS.length - 1) await finder.getByRole('button', { name: 'Next' }).click();
    }
  });
});
