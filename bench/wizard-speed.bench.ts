/**
 * The wizard's step speed in real Chromium (`npm run bench:wizard`, docs/decisions/0102): an
 * applicant with an underwritten life plan and a cancer plan goes from personal information to the
 * receipt, and each Next is timed in the page, from the click to the next step's heading drawn
 * (two animation frames after it is in the document). Five enrollments unthrottled, five with the
 * CPU slowed 4x (Chromium's own throttling); the table prints each step's median. Never part of
 * `npm test`: the figures move with the machine.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test } from '../e2e/support/fixtures';
import { urlOn, waitForIdle } from '../e2e/support/store';
import {
  addBeneficiary,
  agreeToAll,
  answerHealth,
  drawSignature,
  fillContact,
  fillPersonal,
  lifeShopperCheckedOut,
  payByBankDraft,
} from '../e2e/support/wizard-setup';
import { stepTable, type StepTimes } from './wizard-speed-table';

/** A folder: the health step's Next is profiled (Chromium's CPU profile, for its performance panel) into it. */
const PROFILE_DIR = process.env.BENCH_WIZARD_PROFILE;
/** A folder: the screenshots the steps upload are written into it, to be looked at. */
const SHOTS_DIR = process.env.BENCH_WIZARD_SHOTS;
const RUNS = Number(process.env.BENCH_WIZARD_RUNS ?? 5);
/** CPU slow-down factors, `1,4` unless BENCH_WIZARD_RATES says otherwise. */
const RATES = (process.env.BENCH_WIZARD_RATES ?? '1,4').split(',').map(Number);

/** Clicks Next and answers the milliseconds until a level-1 heading saying `next` is drawn. */
function timeNext(page: Page, next: string): Promise<number> {
  return page.evaluate(
    (title) =>
      new Promise<number>((resolve, reject) => {
        const shown = () =>
          [...document.querySelectorAll('h1')].some((h) => h.textContent?.includes(title) && h.getBoundingClientRect().height > 0);
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Next');
        if (!button) return reject(new Error('no Next button'));
        const start = performance.now();
        const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          drawn();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
    next,
  );
}

/** One enrollment, filled as the journeys fill it; answers each step's time. */
async function enroll(page: Page, rate: number): Promise<StepTimes> {
  await lifeShopperCheckedOut(page);
  if (SHOTS_DIR)
    page.on('request', (request) => {
      if (!request.url().includes('/api/v1/save-screenshot')) return;
      const { name, image } = request.postDataJSON() as { name: string; image: string };
      writeFileSync(join(SHOTS_DIR, `${name}-${rate}x.png`), Buffer.from(image.split(',')[1]!, 'base64'));
    });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(urlOn('localhost', '/enrollment/personal-info'));
  await waitForIdle(page);

  const times: StepTimes = {};
  const step = async (from: string, to: string, fill: () => Promise<void>) => {
    await fill();
    const profiled = PROFILE_DIR && from === 'health';
    if (profiled) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    times[`${from} → ${to}`] = await timeNext(page, to);
    await waitForIdle(page);
    if (profiled) {
      // A second after the step showed: the work Next started and left running is in the profile too.
      await page.waitForTimeout(1000);
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(PROFILE_DIR, `wizard-health-${rate}x-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    }
  };
  await step('personal', 'Contact Information', () => fillPersonal(page));
  await step('contact', 'Beneficiary Information', () => fillContact(page));
  await step('beneficiary', 'Health Questions', () => addBeneficiary(page, 'Lucia', 'Lopez', '100'));
  await step('health', 'Billing Information', async () => void (await answerHealth(page, 'Asthma', '01/01/2019')));
  await step('billing', 'Agreement', () => payByBankDraft(page, 'Maria Lopez'));
  await step('agreement', 'Review', async () => {
    await agreeToAll(page, 'Maria Lopez');
    await drawSignature(page);
  });
  return times;
}

test('the wizard, step by step', async ({ browser }) => {
  test.setTimeout(RUNS * RATES.length * 120_000);
  const rows: Record<number, StepTimes[]> = {};
  for (const rate of RATES) {
    rows[rate] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      rows[rate].push(await enroll(await context.newPage(), rate));
      await context.close();
    }
  }
  console.log(`\nWizard step speed: median of ${RUNS} enrollments, ms from Next to the next step's heading drawn\n`);
  console.log(stepTable(RATES.map((rate) => ({ label: rate === 1 ? 'unthrottled' : `${rate}x CPU`, runs: rows[rate]! }))));
});
