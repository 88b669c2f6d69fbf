import { DEMO_AGENT_ID } from '../../apps/api/src/db/seed/demo-ids';
import { test, expect, type Page } from '../support/fixtures';
import { apiThroughRequest } from '../support/cart-setup';
import { receiveMail } from '../support/mail';
import { signInAsDemoRep, urlOn } from '../support/store';
import { atEachSize, dynamicText, expectPage, expectPart, FIELD_ERROR, prepareContext, settle } from './kit';
import { addPlan, shopperInBrowser } from './setup';

/**
 * Shopping (spec 000): the plans list, a plan page and its popups, the cart and its popups, the
 * quote a rep sends and its link, the association page, the sample pages, the recommended list,
 * and continue-enrollment.
 */
test.beforeEach(({ context }) => prepareContext(context));
const { mailTo } = receiveMail();

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** The plan page of a plan, by its name in its category's list. */
async function planPath(page: Page, category: string, name: string) {
  const plans = await apiThroughRequest(page.request).call<{ plan_id: number; plan_name: string }[]>(
    'GET',
    `/api/v1/get-menu-filtered-plans?category=${category}`,
  );
  const plan = plans.find((p) => p.plan_name === name)!;
  return urlOn('localhost', `/plan/${plan.plan_id}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
}
/** A date as the store writes it: effective dates (the 1st and 15th ahead of today), the shopper's date of birth. */
const DATE = /\d{2}\/\d{2}\/\d{4}/;
/** The basic filter's date of birth: the shopper's, made to keep her age (support/dates.ts birthdateAged), so it moves with the day. */
const shopperBirthdate = (page: Page) => dynamicText(page.getByTestId('basic-filter'), DATE);

atEachSize(() => {
  test('plans list', async ({ page }) => {
    await shopperInBrowser(page);
    await page.goto(urlOn('localhost', '/plans?type=dental'));
    await settle(page, [heading(page, 'Dental Plans'), page.getByTestId('plan-card')]);
    await expectPage(page, 'plans', { mask: [await shopperBirthdate(page)] });
  });

  test('plan page', async ({ page }) => {
    await shopperInBrowser(page);
    await page.goto(await planPath(page, 'dental', 'Bluepine Dental Essentials'));
    await settle(page, [heading(page, 'Bluepine Dental Essentials'), page.getByTestId('price-card')]);
    await expectPage(page, 'plan', { mask: [await shopperBirthdate(page)] });
  });

  test('plan page: the tobacco question a plan asks before its rates', async ({ page }) => {
    await shopperInBrowser(page);
    await page.goto(await planPath(page, 'critical', 'Evercrest Critical Illness'));
    await settle(page, [heading(page, 'Evercrest Critical Illness'), page.getByTestId('pricing-error')]);
    await expectPage(page, 'plan-needs-answers', { mask: [await shopperBirthdate(page)] });
    await page.getByRole('button', { name: 'clicking here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tobacco usage' });
    await expectPart(dialog, 'plan-tobacco-dialog');
  });

  test('plan page without an enrollment: the rates popup, then sent empty', async ({ page }) => {
    await page.goto(await planPath(page, 'vision', 'Clearview Vision Basic'));
    await settle(page, heading(page, 'Clearview Vision Basic'));
    await page.getByRole('button', { name: 'Get your rates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get your rates' });
    await expectPart(dialog, 'plan-rates-dialog');
    await dialog.getByRole('button', { name: 'See rates' }).click();
    await expect(dialog.locator(FIELD_ERROR).first()).toBeVisible();
    await expectPart(dialog, 'plan-rates-dialog-errors');
  });

  test('cart, its remove and effective-date popups', async ({ page }) => {
    const { api, enrollmentId } = await shopperInBrowser(page);
    await addPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
    await addPlan(api, enrollmentId, 'vision', 'Clearview Vision Basic');
    await page.goto(urlOn('localhost', '/cart'));
    await settle(page, [heading(page, 'My Cart'), page.getByTestId('recommended-plans')]);
    await expectPage(page, 'cart', { mask: [page.getByLabel('Effective date')] });

    await page.getByRole('button', { name: 'Remove Bluepine Dental Essentials' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove plan' });
    await expectPart(remove, 'cart-remove-dialog');
    await remove.getByRole('button', { name: 'No' }).click();
    await expect(remove).toBeHidden();

    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your effective date' });
    await expectPart(confirm, 'cart-effective-date-dialog', { mask: [await dynamicText(confirm, DATE)] });
  });

  test("a rep's cart: the quote popup sent empty, and the quote link the e-mail brings", async ({ page, browser }) => {
    await signInAsDemoRep(page.request);
    const { api, enrollmentId } = await shopperInBrowser(
      page,
      { eprocess: 'rep', agentId: DEMO_AGENT_ID },
      { agent_id: String(DEMO_AGENT_ID), open_type: 'agent' },
    );
    await addPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
    await addPlan(api, enrollmentId, 'vision', 'Clearview Vision Basic');
    await page.goto(urlOn('localhost', '/cart'));
    await settle(page, heading(page, 'My Cart'));
    await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
    const form = page.getByRole('dialog', { name: 'Send Personalized Quote' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator(FIELD_ERROR).first()).toBeVisible();
    await expectPart(form, 'cart-quote-dialog-errors');

    // The quote goes out as the popup's Send sends it; its link opens in the client's own browser.
    const email = `maria.quote.${Date.now()}@example.com`;
    await api.call('POST', '/api/v1/save-enrollment', {
      enrollment_id: enrollmentId,
      tab: 'cart_info',
      name: 'Maria Lopez',
      email,
      message: 'Here are the dental and vision plans we talked about.',
    });
    const link = /https?:\/\/[^\s"<>]+\/quote\/[A-Za-z0-9_-]{43}/.exec(await mailTo(email))![0];
    const client = await browser.newContext({ viewport: page.viewportSize()! });
    await prepareContext(client);
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    await settle(clientPage, clientPage.getByRole('table', { name: 'Quoted plans' }));
    await expectPage(clientPage, 'quote', { mask: [await dynamicText(clientPage.getByRole('main'), DATE)] });
    await client.close();
  });

  test('recommended list', async ({ page }) => {
    const { api, enrollmentId } = await shopperInBrowser(page);
    await addPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
    await page.goto(urlOn('localhost', '/recommend-list/cart'));
    await settle(page, [heading(page, 'Recommended Plans'), page.getByRole('list', { name: 'Recommended plans' })]);
    await expectPage(page, 'recommend-list');
  });

  test('association membership, then its filter sent empty', async ({ page }) => {
    await page.goto(urlOn('localhost', '/new_membership'));
    await settle(page, heading(page, 'Association benefits'));
    await expectPage(page, 'new-membership');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator(FIELD_ERROR).first()).toBeVisible();
    await expectPage(page, 'new-membership-errors');
  });

  for (const sample of [
    { path: '/PlanQuestionView', name: 'sample-plan-question-view', submit: 'Submit' },
    { path: '/plan_details', name: 'sample-plan-details', submit: null },
    { path: '/plan_filter', name: 'sample-plan-filter', submit: 'Get Custom Plans' },
  ]) {
    test(sample.name, async ({ page }) => {
      await page.goto(urlOn('localhost', sample.path));
      await settle(page, page.getByRole('heading').first());
      await expectPage(page, sample.name);
      if (!sample.submit) return;
      await page.getByRole('button', { name: sample.submit }).click();
      await expect(page.getByText(/Please answer all questions|Field is required/).first()).toBeVisible();
      await expectPage(page, `${sample.name}-errors`);
    });
  }

  test('continue enrollment, then sent empty', async ({ page }) => {
    await page.goto(urlOn('localhost', '/continue-enrollment'));
    await settle(page, page.getByText('Please Enter Your Code and Email Address'));
    await expectPage(page, 'continue-enrollment');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator(FIELD_ERROR).first()).toBeVisible();
    await expectPage(page, 'continue-enrollment-errors');
  });
});
