import type { Browser, Page } from '@playwright/test';
import { betweenMeasurements, ContrastMonitor, describeProblem, type ContrastProblem } from './support/contrast';
import { expect, test } from './support/fixtures';
import { urlOn, waitForIdle } from './support/store';

/**
 * The contrast check itself (docs/decisions/0081): it finds what a person could not read, on plain
 * colours, over gradients and images, in field borders and focus rings, and it passes the plan
 * finder whose choices were once white on white.
 */

/** The problems the check finds on a page of the given body, in a browser context of its own. */
async function problemsOn(browser: Browser, body: string, act?: (page: Page) => Promise<void>): Promise<ContrastProblem[]> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  try {
    const monitor = await ContrastMonitor.attach(context);
    const page = await context.newPage();
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>probe</title></head><body style="margin:0;font:16px sans-serif">${body}</body></html>`,
    );
    if (act) await act(page);
    return await monitor.finish(context.pages());
  } finally {
    await context.close();
  }
}

const summary = (problems: ContrastProblem[]) => problems.map(describeProblem).join('\n');

test.describe('the contrast check', () => {
  test('finds white text on a white card, and passes dark text on it', async ({ browser }) => {
    const white = await problemsOn(
      browser,
      '<div style="background:#fff;padding:20px"><button style="all:unset;color:#fff">Female</button></div>',
    );
    expect(summary(white)).toContain('"Female"');
    const dark = await problemsOn(
      browser,
      '<div style="background:#fff;padding:20px"><button style="all:unset;color:#1b2430">Female</button></div>',
    );
    expect(summary(dark)).toBe('');
  });

  test('measures text over a gradient and over an image from the pixels behind it', async ({ browser }) => {
    const gradient = (from: string, to: string) =>
      `<section style="background:linear-gradient(90deg, ${from}, ${to});padding:30px"><p style="color:#fff;margin:0">Find the right coverage</p></section>`;
    expect(summary(await problemsOn(browser, gradient('#0e2f54', '#1c5fa8')))).toBe('');
    expect(summary(await problemsOn(browser, gradient('#0e2f54', '#e8f0ff')))).toContain('"Find the right coverage"');

    const light =
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f0f0f0"/></svg>',
      );
    const overImage = `<section style="position:relative;padding:30px"><img alt="" src="${light}" style="position:absolute;inset:0;width:100%;height:100%;z-index:-1"><p style="color:#fff;margin:0">Banner text</p></section>`;
    expect(summary(await problemsOn(browser, overImage))).toContain('"Banner text"');
  });

  test('finds a faint field border and a faint focus ring', async ({ browser }) => {
    const field = (border: string) => `<label>Zip <input style="border:1px solid ${border};background:#fff"></label>`;
    expect(summary(await problemsOn(browser, field('#ced4da')))).toContain('border input "Zip"');
    expect(summary(await problemsOn(browser, field('#6b7480')))).toBe('');

    const ring = (colour: string) =>
      `<style>.call{all:unset;color:#fff}.call:focus-visible{outline:2px solid ${colour};outline-offset:2px}</style><div style="background:#0e2f54;padding:30px"><button class="call">Call us</button></div>`;
    const focus = async (page: Page) => {
      await page.keyboard.press('Tab');
    };
    expect(summary(await problemsOn(browser, ring('#1c5fa8'), focus))).toContain('focus button "Call us"');
    expect(summary(await problemsOn(browser, ring('#ffffff'), focus))).toBe('');
  });

  test("a text left waiting below the fold is never measured on a later screen's element", async ({ browser }) => {
    const problems = await problemsOn(
      browser,
      '<div style="height:1200px"></div><section style="background:linear-gradient(90deg, #ffffff, #eef2f7);padding:30px"><p style="color:#5b6573;margin:0">Grey on white, below the fold</p></section>',
      async (page) => {
        // The grey text waits to be measured; then the page shows another screen: a white field on navy.
        await expect(page.locator('p[data-contrast-probe]')).toHaveCount(1);
        await betweenMeasurements(page, async () => undefined);
        await page.evaluate(() => {
          document.body.innerHTML =
            '<section style="background:linear-gradient(90deg, #0e2f54, #1c5fa8);padding:30px"><input aria-label="Zip" style="background:transparent;border:1px solid #fff;color:#fff;width:600px;height:40px"></section>';
        });
        await expect(page.locator('input[data-contrast-probe]')).toHaveCount(1);
      },
    );
    expect(summary(problems)).toBe('');
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ])
    for (const host of ['localhost', 'acme.localhost'])
      test(`the plan finder's gender and plan-type choices are readable on ${host} at ${viewport.width}x${viewport.height}`, async ({
        page,
        contrastCheck,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(urlOn(host));
        await waitForIdle(page);
        const finder = page.getByRole('form', { name: 'Find plans' });
        await finder.getByLabel('What is your zip code?').fill('75201');
        await finder.getByRole('button', { name: 'Next' }).click();
        await finder.getByLabel('What is your date of birth?').fill('04/12/1985');
        await finder.getByRole('button', { name: 'Next' }).click();
        await expect(finder.getByRole('radio', { name: 'Female' })).toBeVisible();
        expect(summary(await contrastCheck!.finish(page.context().pages()))).toBe('');
        await finder.getByRole('radio', { name: 'Female' }).check();
        await finder.getByRole('button', { name: 'Next' }).click();
        await finder.getByRole('radio', { name: /Member Only/ }).check();
        await finder.getByRole('button', { name: 'Next' }).click();
        await expect(finder.getByRole('checkbox', { name: 'Dental' })).toBeVisible();
        expect(summary(await contrastCheck!.finish(page.context().pages()))).toBe('');
      });
});
