import { expect, test, type Page } from './support/fixtures';
import { DEMO_AGENT_LANDING, DEMO_GROUP_LANDING, DEMO_MEMBER_ID } from '../apps/api/src/db/seed/demo-ids';
import { demoMemberLink, readStorage, scrollToEnd, urlOn, waitForIdle } from './support/store';
import { seriousViolations } from './support/accessibility';

/** mm/dd/yyyy of someone `years` old today. */
function birthdayYearsAgo(years: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear() - years}`;
}

const finder = (page: Page) => page.getByRole('form', { name: 'Find plans' });
const next = (page: Page) => finder(page).getByRole('button', { name: 'Next' }).click();
const stepText = (page: Page, step: number) => finder(page).getByText(`Step ${step} of 6`);

test.describe('landing and the six-step filter', () => {
  test('an anonymous shopper is stopped by a bad zip and an under-18 date, then reaches the plans', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await expect(page.getByRole('heading', { name: 'Find plans that fit you' })).toBeVisible();
    await expect(stepText(page, 1)).toBeVisible();

    const zip = finder(page).getByLabel('What is your zip code?');
    await zip.fill('123');
    await next(page);
    await expect(finder(page).getByText('Enter 5 digit zip code')).toBeVisible();
    await expect(stepText(page, 1)).toBeVisible();

    await zip.fill('00000');
    await next(page);
    await expect(finder(page).getByText('Invalid Zip code')).toBeVisible();
    await expect(stepText(page, 1)).toBeVisible();

    await zip.fill('75201');
    await zip.press('Enter');
    await expect(stepText(page, 2)).toBeVisible();

    const dob = finder(page).getByLabel('What is your date of birth?');
    await expect(dob).toBeFocused();
    await dob.pressSequentially(birthdayYearsAgo(17).replace(/\//g, ''));
    await expect(dob).toHaveValue(birthdayYearsAgo(17));
    await next(page);
    await expect(finder(page).getByText('You must be 18 years to proceed')).toBeVisible();
    await expect(stepText(page, 2)).toBeVisible();

    await dob.fill('');
    await dob.pressSequentially('01151985');
    await expect(dob).toHaveValue('01/15/1985');
    await next(page);

    await expect(stepText(page, 3)).toBeVisible();
    await finder(page).getByRole('radio', { name: 'Female' }).click();
    await next(page);

    await expect(stepText(page, 4)).toBeVisible();
    await finder(page)
      .getByRole('radio', { name: /^Member \+ Spouse/ })
      .click();
    await next(page);

    await expect(stepText(page, 5)).toBeVisible();
    await next(page);
    await expect(finder(page).getByText('Field is required')).toBeVisible();
    await finder(page).getByRole('checkbox', { name: 'Dental' }).click();
    await finder(page).getByRole('checkbox', { name: 'Vision' }).click();
    await next(page);

    await expect(stepText(page, 6)).toBeVisible();
    await finder(page).getByRole('checkbox', { name: 'Prescription' }).click();
    await finder(page).getByRole('button', { name: 'Get Custom Plans' }).click();

    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    expect(await readStorage(page, 'tempId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readStorage(page, 'isFilterDataSubmitted')).toBe('true');
  });

  test("the finder's code comes on the first move; the first step asks for the zip on its own and the wizard's zip step sits in its place", async ({
    page,
  }) => {
    const finderCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/filter-wizard-[^/]+\.js$/.test(request.url())) finderCode.push(request.url());
    });
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    expect(finderCode).toEqual([]);
    const zip = finder(page).getByLabel('What is your zip code?');
    const drawnAt = await zip.boundingBox();

    await zip.focus();
    await expect.poll(() => finderCode.length).toBe(1);
    await page.keyboard.type('75201');
    await expect(zip).toHaveValue('75201');
    await expect(finder(page)).toHaveAttribute('data-slot', 'finder-zip-step');
    await page.keyboard.press('Enter');
    await expect(stepText(page, 2)).toBeVisible();
    await expect(finder(page).getByLabel('What is your date of birth?')).toBeFocused();

    await finder(page).getByRole('button', { name: 'Back' }).click();
    await expect(stepText(page, 1)).toBeVisible();
    await expect(zip).toHaveValue('75201');
    expect(await zip.boundingBox()).toEqual(drawnAt);
    expect(finderCode).toHaveLength(1);
  });

  test('the recommended row shows 1, 2, 3 and 5 plans as the screen widens; Next and Previous move it a plan at a time', async ({
    page,
  }) => {
    const inView = async (row: ReturnType<Page['getByRole']>) =>
      row.evaluate((list) => {
        const box = list.getBoundingClientRect();
        return [...list.children].filter((card) => {
          const r = card.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
    for (const [width, shown] of [
      [390, 1],
      [800, 2],
      [1200, 3],
      [1366, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlOn('localhost'));
      await waitForIdle(page);
      await scrollToEnd(page);
      const row = page.getByRole('list', { name: 'Recommended for you' });
      await expect(row.getByRole('listitem')).toHaveCount(5);
      expect(await inView(row), `${width} px wide`).toBe(shown);
      const next = page.getByRole('button', { name: 'Next recommended plans' });
      if (shown === 5) {
        await expect(next).toHaveCount(0);
        continue;
      }
      const previous = page.getByRole('button', { name: 'Previous recommended plans' });
      await expect(previous).toBeDisabled();
      const secondName = await row.getByRole('listitem').nth(1).getByRole('link').textContent();
      await next.click();
      await expect(previous).toBeEnabled();
      // The second plan is now the first wholly in view.
      await expect
        .poll(() =>
          row.evaluate(
            (list) =>
              [...list.children]
                .find((card) => card.getBoundingClientRect().left >= list.getBoundingClientRect().left - 1)
                ?.querySelector('a')?.textContent,
          ),
        )
        .toBe(secondName);
      await previous.click();
      await expect(previous).toBeDisabled();
    }
  });

  test('the choice steps have no serious accessibility violations', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    await finder(page).getByLabel('What is your zip code?').fill('75201');
    await next(page);
    await finder(page).getByLabel('What is your date of birth?').fill('01/15/1985');
    await next(page);
    await expect(stepText(page, 3)).toBeVisible();
    await next(page);
    await expect(finder(page).getByText('Field is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await finder(page).getByRole('radio', { name: 'Female' }).click();
    await next(page);
    await finder(page)
      .getByRole('radio', { name: /^Family/ })
      .click();
    await next(page);
    await expect(stepText(page, 5)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [landing, variant, heading] of [
    [DEMO_AGENT_LANDING, 'agent-open', /^Get your plans from /],
    [DEMO_GROUP_LANDING, 'group-open', / benefits$/],
  ] as const) {
    test(`the ${variant} landing page (/${landing}) shows its own finder heading`, async ({ page }) => {
      await page.goto(urlOn('localhost', `/${landing}`));
      await waitForIdle(page);
      await expect(page.locator('[data-slot="plan-finder"]')).toHaveAttribute('data-variant', variant);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(stepText(page, 1)).toBeVisible();
    });
  }

  test('featured plans link to their plan pages', async ({ page }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    // Below the fold: drawn once the visitor scrolls near it (the demo store features plans).
    await scrollToEnd(page);
    const featured = page.getByRole('region', { name: 'Featured plans' });
    const first = featured.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('link', { name: /^More info about / })).toHaveAttribute('href', /^\/plan\/\d+\/[a-z0-9-]+$/);
  });

  test('/member-benefit-store starts the member enrollment and opens the plans list', async ({ page, request }) => {
    await page.goto(await demoMemberLink(request, DEMO_MEMBER_ID, 'IS'));
    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    expect(await readStorage(page, 'group_id')).toBe('1929');
    expect(await readStorage(page, 'tempId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('/member-benefit-store without a member link token (a bare member id) goes to /404', async ({ page }) => {
    await page.goto(urlOn('localhost', `/member-benefit-store/${DEMO_MEMBER_ID}/IS`));
    await expect(page).toHaveURL(urlOn('localhost', '/404'));
  });

  test('/member-benefit-store with an unknown member goes to /404', async ({ page }) => {
    await page.goto(urlOn('localhost', '/member-benefit-store/00000000-0000-4000-8000-000000000000/IO'));
    await expect(page).toHaveURL(urlOn('localhost', '/404'));
  });
});
