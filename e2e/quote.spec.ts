import { expect, test, type Page } from './support/fixtures';
import { DEMO_AGENT_ID } from '../apps/api/src/db/seed/demo-ids';
import { addToCart, apiThroughRequest, createEnrollment, pricedPlan } from './support/cart-setup';
import { receiveMail } from './support/mail';
import { seedStorage, signInAsDemoRep, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

const usd = (amount: number | string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
const { mailTo } = receiveMail();

/** Rep 1, signed in, with dental and vision in a new member's cart. */
async function repWithCart(page: Page) {
  await signInAsDemoRep(page.request);
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api, { eprocess: 'rep', agentId: DEMO_AGENT_ID });
  const dental = await pricedPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
  const vision = await pricedPlan(api, enrollmentId, 'vision', 'Clearview Vision Basic');
  await addToCart(api, enrollmentId, dental);
  await addToCart(api, enrollmentId, vision);
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: 'rep', agent_id: String(DEMO_AGENT_ID), open_type: 'agent' });
  await page.goto(urlOn('localhost', '/cart'));
  await waitForIdle(page);
  return { enrollmentId, dental, vision };
}

test.describe('personalized quote', () => {
  test('a rep sends a quote; the e-mail arrives with plans and totals; its link shows the quote to anyone and Enroll now starts a new cart', async ({
    page,
    browser,
  }) => {
    // Sign-in, two carts' worth of API calls, the outbox worker's poll and a second browser.
    test.setTimeout(60_000);
    const { enrollmentId, dental, vision } = await repWithCart(page);
    const email = `maria.lopez.${Date.now()}@example.com`;

    await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
    const form = page.getByRole('dialog', { name: 'Send Personalized Quote' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Field is required')).toHaveCount(2);
    await form.getByLabel('Name').fill('Maria 2');
    await form.getByLabel('Email').fill('maria@');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please enter valid name')).toBeVisible();
    await expect(form.getByText('Please enter valid email address')).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');

    await form.getByLabel('Name').fill('Maria Lopez');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Here are the dental and vision plans we talked about.');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Quote preview' });
    const frame = preview.frameLocator('iframe[title="Quote e-mail preview"]');
    await expect(frame.getByText('Dear Maria Lopez,')).toBeVisible();
    await expect(frame.getByText(dental.name)).toBeVisible();
    // No scripts in the frame (the origin is kept so the logo loads).
    await expect(preview.locator('iframe')).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame.getByRole('img').first()).toHaveJSProperty('complete', true);
    expect(
      await frame
        .getByRole('img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await preview.getByRole('button', { name: 'Back to quote' }).click();
    await expect(preview).toBeHidden();

    const screenshot = page.waitForResponse((response) => response.url().includes('/api/v1/save-screenshot'));
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`Quote Successfully Sent to ${email}`)).toBeVisible();
    expect((await screenshot).status()).toBe(200);
    await page.getByRole('button', { name: 'OK' }).click();

    const total = Number(dental.price) + Number(vision.price);
    const message = await mailTo(email);
    expect(message).toContain('Dear Maria Lopez,');
    expect(message).toContain('Here are the dental and vision plans we talked about.');
    // Each plan with the option chosen (docs/decisions/0100).
    expect(message).toContain(`${dental.name} (${dental.option}): ${usd(dental.price)}/month`);
    expect(message).toContain(`${vision.name} (${vision.option}): ${usd(vision.price)}/month`);
    expect(message).toContain(`First Month Cost: ${usd(total)}`);
    expect(message).toContain(`Recurring Cost: ${usd(total)}/month`);
    const link = /https?:\/\/[^\s"<>]+\/quote\/[A-Za-z0-9_-]{43}/.exec(message)?.[0];
    expect(link, 'the quote link').toBeDefined();
    // PUBLIC_URL is unset for this server: links follow the port it listens on (E2E_PORT), not 3000.
    expect(link!.startsWith(urlOn('localhost', '/quote/'))).toBe(true);

    // The client follows the link in another browser: the quote as sent, from the sender, with the message and the plans; nothing is bound to the browser.
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    await clientPage.goto(link!);
    await expect(clientPage.getByRole('heading', { name: 'Your quote from John Smith' })).toBeVisible();
    await expect(clientPage.getByLabel('Message from John Smith')).toHaveText('Here are the dental and vision plans we talked about.');
    const quoted = clientPage.getByRole('table', { name: 'Quoted plans' });
    await expect(quoted.getByText(dental.name)).toBeVisible();
    await expect(quoted.getByText(vision.name)).toBeVisible();
    await expect(clientPage.getByRole('img', { name: 'John Smith Benefits Group' }).first()).toBeVisible();
    await expect(clientPage.getByText('Maria')).toHaveCount(0);
    await waitForIdle(clientPage);
    expect(await clientPage.evaluate(() => localStorage.getItem('tempId'))).toBeNull();
    await expectNoSeriousViolations(clientPage);

    // Anyone else, any number of times, sees the same quote.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    for (let i = 0; i < 2; i++) {
      await otherPage.goto(link!);
      await expect(otherPage.getByRole('heading', { name: 'Your quote from John Smith' })).toBeVisible();
      await expect(otherPage.getByRole('table', { name: 'Quoted plans' }).getByText(dental.name)).toBeVisible();
    }
    await other.close();

    // Enroll now asks for the date of birth, then opens the client's own new enrollment's cart with the quoted plans.
    await clientPage.getByRole('button', { name: 'Enroll now' }).click();
    const start = clientPage.getByRole('dialog', { name: 'Start your enrollment' });
    const dob = start.getByLabel('Date of birth');
    await dob.pressSequentially('02301990');
    await expect(dob).toHaveValue('02/30/1990');
    await start.getByRole('button', { name: 'Continue to my cart' }).click();
    await expect(start.getByText('Invalid date')).toBeVisible();
    await expectNoSeriousViolations(clientPage, '[role="dialog"]');
    // A pasted date is taken as it is.
    await dob.fill('06/15/1990');
    await start.getByRole('button', { name: 'Continue to my cart' }).click();
    await expect(clientPage).toHaveURL(urlOn('localhost', '/cart'));
    await waitForIdle(clientPage);
    const plans = clientPage.getByRole('list', { name: 'Plans in your cart' });
    await expect(plans.getByText(dental.name)).toBeVisible();
    await expect(plans.getByText(vision.name)).toBeVisible();
    const started = await clientPage.evaluate(() => localStorage.getItem('tempId'));
    expect(started).toBeTruthy();
    expect(started).not.toBe(enrollmentId);
    expect(await clientPage.evaluate(() => localStorage.getItem('agent_id'))).toBe(String(DEMO_AGENT_ID));
    // The client is no rep: no quote button for them.
    await expect(clientPage.getByRole('button', { name: 'Send Personalized Quote' })).toHaveCount(0);

    await clientPage.goto(urlOn('localhost', `/quote/${'x'.repeat(43)}`));
    await expect(clientPage).toHaveURL(urlOn('localhost', '/404'));
    await client.close();
  });
});
