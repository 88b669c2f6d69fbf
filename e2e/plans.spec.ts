import { expect, test, type Page } from './support/fixtures';
import { DEMO_API_CLIENT_KEY, openPlan, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * Catalog journeys (docs/decisions/0014): plans list, plan page (refusals and their fixes, qualifying and
 * carrier questions, memberships, add to cart) and the association page, as a shopper clicks them.
 */

const AUTH = { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` };
const IL = { zip: '60601', dob: '01/15/1985', gender: '0', tier: 'IO' };

const STATE_MESSAGE = 'Plan not available in your state. Please change the state by editing your basic info above.';
const TOBACCO_MESSAGE = 'Tobacco usage required. Please choose tobacco usage by clicking here.';
const INCOME_MESSAGE = 'Please enter a sufficient annual income to add product to the cart by clicking here.';
const CRITICAL_DECLINE =
  'Based on your answer you do not qualify for Critical Illness coverage. Accident and hospital plans remain available to you.';

/** A temporary enrollment made the way the landing filter makes it, bound to this browser; its id stored as tempId. */
async function startEnrollment(page: Page, filter: Record<string, string> = IL): Promise<string> {
  await page.goto('/404');
  const response = await page.request.post('/api/v1/add-filter-for-new-user', { headers: AUTH, data: filter });
  expect(response.ok(), `add-filter-for-new-user answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { temp_enrollment_id: string } };
  await page.evaluate((id) => localStorage.setItem('tempId', id), data.temp_enrollment_id);
  return data.temp_enrollment_id;
}

/** A plan's id by its name, as an old bookmark would hold it (replaced plans are listed nowhere). */
async function planIdNamed(page: Page, name: string): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(`/api/v1/get-plan-detail/${id}`, { headers: AUTH });
    if (response.ok() && ((await response.json()) as { data: { plan_name: string } }).data.plan_name === name) return id;
  }
  throw new Error(`no plan named ${name}`);
}

const question = (page: Page, text: RegExp) => page.getByRole('radiogroup', { name: text });

async function cartCount(page: Page, enrollmentId: string): Promise<number> {
  const response = await page.request.get(`/api/v1/get-cart-count?enrollment_id=${enrollmentId}`, { headers: AUTH });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { result: number } }).data.result;
}

test.describe('plans list', () => {
  test('shows the basic filter, one grid per category and opens a plan', async ({ page }) => {
    await startEnrollment(page);
    await page.goto('/plans?type=dental');
    const filter = page.getByTestId('basic-filter');
    await expect(page.getByText('Basic Filter', { exact: true })).toBeVisible();
    await expect(filter).toContainText('60601');
    await expect(filter).toContainText('M');
    await expect(filter).toContainText('Member Only');
    await expect(filter).toContainText('01/15/1985');
    await expect(filter).not.toContainText('Smoker');
    await expect(page.getByRole('heading', { level: 2, name: 'Dental' })).toBeVisible();
    await expect(page.getByTestId('category-grid')).toHaveCount(1);
    await expect(page.getByTestId('plan-card').first()).toContainText('Starting From');
    await expect(page.getByTestId('prices-for').first()).toHaveText(/^Monthly prices for Member Only, age \d+, zip 60601\.$/);

    // Removing the last selected category clears the saved list and returns to /plans: every category shows.
    await page.getByRole('combobox', { name: 'Plan categories' }).press('Backspace');
    await expect(page).toHaveURL(/\/plans$/);
    expect(await page.evaluate(() => localStorage.getItem('planList'))).toBe('[]');
    await expect(page.getByRole('heading', { level: 2, name: 'Vision' })).toBeVisible();
    expect(await page.getByTestId('category-grid').count()).toBeGreaterThan(5);

    await page.getByRole('link', { name: 'More Info: Clearview Vision Basic' }).click();
    await expect(page).toHaveURL(/\/plan\/\d+\/clearview-vision-basic$/);
    await expect(page.getByTestId('price-card').first()).toBeVisible();
  });

  test('without an enrollment lists the category and asks for the filter', async ({ page }) => {
    await page.goto('/plans?type=vision');
    await expect(page.getByRole('heading', { name: 'See prices for you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More Info: Clearview Vision Basic' })).toBeVisible();
    await page.getByLabel('Zip code').fill('60601');
    await page.getByLabel('Date of birth').fill('01151985');
    await expect(page.getByLabel('Date of birth')).toHaveValue('01/15/1985');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'Family' }).click();
    await page.getByRole('button', { name: 'Show my plans' }).click();
    await expect(page.getByTestId('basic-filter')).toContainText('Family');
    await expect(page.getByTestId('basic-filter')).toContainText('F');
  });
});

test.describe('plan page', () => {
  test('(a) qualifying questions stop the shopper until answered; then rates and the cart', async ({ page }) => {
    await startEnrollment(page);
    await openPlan(page, 'critical', 'Evercrest Critical Illness');

    // Tobacco first: 'by clicking here' opens the tobacco question.
    await expect(page.getByTestId('pricing-error')).toHaveText(TOBACCO_MESSAGE);
    await page.getByRole('button', { name: 'clicking here' }).click();
    const tobacco = page.getByRole('dialog', { name: 'Tobacco usage' });
    await tobacco.getByRole('radio', { name: 'No' }).check();
    await tobacco.getByRole('button', { name: 'Save' }).click();
    await expect(tobacco).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Please answer following questions to view rates.' })).toBeVisible();
    await expect(page.getByTestId('price-card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    // One message, beside the first unanswered question; gone once every question is answered.
    await expect(page.getByText('Please answer all questions')).toHaveCount(1);
    await expect(question(page, /heart attack, stroke, cancer/)).toHaveAccessibleDescription('Please answer all questions');

    await question(page, /heart attack, stroke, cancer/)
      .getByRole('radio', { name: 'No' })
      .check();
    await expect(question(page, /currently pregnant/)).toHaveAccessibleDescription('Please answer all questions');
    await question(page, /currently pregnant/)
      .getByRole('radio', { name: 'No' })
      .check();
    await expect(page.getByText('Please answer all questions')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();

    const cards = page.getByTestId('price-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('$10,000 Coverage');
    await cards
      .first()
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('(b) a plan sold in other states asks to edit the basic info, then prices', async ({ page }) => {
    await startEnrollment(page);
    await openPlan(page, 'medical', 'Lantana Sunbelt Care Gold');
    await expect(page.getByTestId('pricing-error')).toHaveText(STATE_MESSAGE);
    await expect(page.getByTestId('price-card')).toHaveCount(0);

    await page.getByRole('button', { name: 'editing your basic info above' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit basic filter' });
    await expect(edit.getByLabel('Zip code')).toHaveValue('60601');
    await edit.getByLabel('Zip code').fill('75201');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await expect(page.getByTestId('basic-filter')).toContainText('75201');
    await expect(page.getByTestId('pricing-error')).toHaveCount(0);
    await expect(page.getByTestId('price-card').first()).toContainText(/\$\d[\d,]*\.\d{2}/);
  });

  test('(c) an underwritten life plan asks for a membership and the cart holds both', async ({ page }) => {
    const enrollmentId = await startEnrollment(page);
    await openPlan(page, 'term_life', 'Harborlight Term Life 10');

    await expect(page.getByTestId('pricing-error')).toContainText(INCOME_MESSAGE);
    await expect(page.getByTestId('pricing-error-detail')).toHaveText('This plan needs an annual income of at least $25,000.');
    await page.getByRole('button', { name: 'clicking here' }).click();
    const income = page.getByRole('dialog', { name: 'Annual income' });
    // A too-low income is stopped with the minimum, not saved into the same refusal.
    await income.getByLabel('Your annual income (USD)').fill('20000');
    await income.getByRole('button', { name: 'Save' }).click();
    await expect(income.getByText("Enter at least $25,000 to see this plan's rates")).toBeVisible();
    await income.getByLabel('Your annual income (USD)').fill('60000');
    await income.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByTestId('pricing-error')).toHaveText(TOBACCO_MESSAGE);
    await page.getByRole('button', { name: 'clicking here' }).click();
    const tobacco = page.getByRole('dialog', { name: 'Tobacco usage' });
    await tobacco.getByRole('radio', { name: 'No' }).check();
    await tobacco.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Please answer following questions to view rates.' })).toBeVisible();
    await question(page, /currently hospitalized/)
      .getByRole('radio', { name: 'No' })
      .check();
    const conditions = question(page, /Check all that apply/);
    await conditions.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByRole('group', { name: 'A. Prior to age 60' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'B. Prior to age 75' })).toBeVisible();
    await conditions.getByRole('radio', { name: 'No' }).check();
    const hospital = question(page, /hospitalized for more than 48 hours/);
    await hospital.getByRole('radio', { name: 'Yes' }).check();
    await question(page, /tobacco or nicotine products/)
      .getByRole('radio', { name: 'No' })
      .check();

    // Yes on a question that needs detail: the first treatment row is required.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Field is required').first()).toBeVisible();
    const row = page.getByRole('group', { name: 'Treatment 1' });
    await row.getByLabel('Date from').fill('03/02/2021');
    await row.getByLabel('Date to').fill('03/09/2021');
    await row.getByLabel('Reason for condition').fill('Appendectomy');
    await row.getByLabel('Degree of recovery').fill('Full recovery');
    await row.getByLabel('Physician name/address').fill('Dr. A. Patel, 12 Lake St, Chicago IL');
    await expect(page.getByRole('group', { name: 'Treatment 2 (optional)' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    // Carrier statements: Add to Cart stays hidden until they are saved.
    await expect(page.getByRole('heading', { name: 'Please confirm the following statements' })).toBeVisible();
    await expect(page.getByText('*Answer should be Yes to continue').first()).toBeVisible();
    await expect(page.getByText('*Answer should be Yes/No to continue')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add to Cart|Enroll Now)/ })).toHaveCount(0);
    await question(page, /U.S. citizen/)
      .getByRole('radio', { name: 'No' })
      .check();
    await question(page, /evidence of insurability/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await question(page, /administrative fee/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await question(page, /another life insurance application/)
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Save answers' }).click();
    await expect(page.getByText('Please answer yes in order to continue')).toBeVisible();
    await question(page, /U.S. citizen/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByRole('button', { name: 'Save answers' }).click();

    const first = page.getByTestId('price-card').first();
    await expect(first).toContainText('$100,000 Coverage');
    await expect(first).toContainText('Includes a 3% administrative fee');
    await first.getByRole('button', { name: /^Enroll Now/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Select MemberShip' });
    await expect(chooser.getByText('Bronze Membership')).toBeVisible();
    await expect(chooser.getByText('Silver Membership')).toBeVisible();
    await expect(chooser.getByText('Gold Membership')).toBeVisible();
    await chooser.getByRole('radio', { name: /Bronze Membership/ }).check();
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await cartCount(page, enrollmentId)).toBe(2);
  });

  test('(d) an answer that declines shows the server message and no price', async ({ page }) => {
    await startEnrollment(page, { ...IL });
    await page.request.put(`/api/v1/change-filter-info/${await page.evaluate(() => localStorage.getItem('tempId'))}`, {
      headers: AUTH,
      data: { is_smoker: '0' },
    });
    await openPlan(page, 'critical', 'Evercrest Critical Illness');
    await question(page, /heart attack, stroke, cancer/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await question(page, /currently pregnant/)
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(CRITICAL_DECLINE)).toBeVisible();
    await expect(page.getByTestId('price-card')).toHaveCount(0);
    // The decline stays: reopening the plan shows it again, still without a price.
    await page.reload();
    await expect(page.getByTestId('pricing-error')).toHaveText(CRITICAL_DECLINE);
    await expect(page.getByTestId('price-card')).toHaveCount(0);
  });

  test('a plan in the cart says so and offers the cart instead of Add to Cart', async ({ page }) => {
    const enrollmentId = await startEnrollment(page);
    await openPlan(page, 'dental', 'Bluepine Dental Essentials');
    const first = page.getByTestId('price-card').first();
    const option = (await first.locator('p').first().textContent())!;
    await first.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await openPlan(page, 'dental', 'Bluepine Dental Essentials');
    const inCart = page.getByTestId('price-card').filter({ hasText: option });
    await expect(inCart.getByText('In your cart')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Switch to this option/ })).toHaveCount(
      (await page.getByTestId('price-card').count()) - 1,
    );
    await waitForIdle(page);
    await expectNoSeriousViolations(page);

    await inCart.getByRole('link', { name: `View Cart: ${option} is in your cart` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await cartCount(page, enrollmentId)).toBe(1);
  });

  test('a replaced plan is not listed; its old link says which plan replaced it, then shows that plan', async ({ page }) => {
    await startEnrollment(page);
    await page.goto('/plans?type=dental');
    await expect(page.getByRole('link', { name: 'More Info: Bluepine Dental Essentials' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More Info: Bluepine Dental Classic (2024)' })).toHaveCount(0);

    await page.goto(`/plan/${await planIdNamed(page, 'Bluepine Dental Classic (2024)')}/bluepine-dental-classic-2024`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bluepine Dental Essentials' })).toBeVisible();
    await expect(page.getByTestId('replaced-plan-notice')).toHaveText(
      'Bluepine Dental Classic (2024) has been replaced by Bluepine Dental Essentials.',
    );
    await expect(page).toHaveURL(/bluepine-dental-essentials$/);
    await expect(page.getByTestId('price-card').first()).toBeVisible();
  });

  test('without an enrollment the quote flow asks for the basic info and prices the plan', async ({ page }) => {
    await page.goto('/plans?type=vision');
    await page.getByRole('link', { name: 'More Info: Clearview Vision Basic' }).click();
    await page.getByRole('button', { name: 'Get your rates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get your rates' });
    await dialog.getByRole('button', { name: 'See rates' }).click();
    await expect(dialog.getByText('Field is required').first()).toBeVisible();
    await dialog.getByLabel('Zip code').fill('60601');
    await dialog.getByLabel('Date of birth').fill('01/15/2015');
    await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
    await dialog.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'Member Only' }).click();
    await dialog.getByRole('button', { name: 'See rates' }).click();
    await expect(dialog.getByText('You must be 18 years to proceed')).toBeVisible();
    await dialog.getByLabel('Date of birth').fill('01/15/1985');
    await dialog.getByRole('button', { name: 'See rates' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('price-card').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tempId'))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe('association page', () => {
  test('(e) asks for the filter, then shows the three memberships and the comparison', async ({ page }) => {
    await page.goto('/new_membership');
    await expect(page.getByRole('heading', { name: 'Association benefits' })).toBeVisible();
    await expect(page.getByText('Please fill filter for association benefit')).toBeVisible();
    await page.getByLabel('Zip code').fill('60601');
    await page.getByLabel('Date of birth').fill('01/15/1985');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'Family' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();

    const cards = page.getByTestId('membership-card');
    await expect(cards).toHaveCount(3);
    const levels: [level: string, price: string][] = [
      ['Bronze', '$5.00'],
      ['Silver', '$12.00'],
      ['Gold', '$16.00'],
    ];
    for (const [index, [level, price]] of levels.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: level })).toBeVisible();
      await expect(card).toContainText(price);
      await expect(card).toContainText('per month');
      await expect(card).toContainText('for the entire family');
      await expect(card.getByRole('button', { name: /^Add Cart/ })).toBeVisible();
    }

    const table = page.getByTestId('membership-comparison');
    const rowOf = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    for (const name of ['Health coach', 'Fitness app', 'Prescription card', 'Travel and entertainment']) {
      await expect(rowOf(name).getByRole('img', { name: 'Included' })).toHaveCount(3);
    }
    await expect(rowOf('Term life')).toContainText('$5,000');
    await expect(rowOf('Term life')).toContainText('$7,000');
    await expect(rowOf('Term life')).toContainText('$10,000');
    const negotiation = rowOf('Medical bill negotiation').getByRole('cell');
    await expect(negotiation.nth(0).getByRole('img', { name: 'Included' })).toBeVisible();
    await expect(negotiation.nth(1).getByRole('img', { name: 'Not included' })).toBeVisible();
    await expect(negotiation.nth(2).getByRole('img', { name: 'Included' })).toBeVisible();

    await cards
      .nth(1)
      .getByRole('button', { name: /^Add Cart/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe('sample pages', () => {
  test('show the static samples', async ({ page }) => {
    await page.goto('/PlanQuestionView');
    await question(page, /major illness/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await expect(page.getByText('Treatment 2')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please answer all questions')).toBeVisible();

    await page.goto('/plan_details');
    await expect(page.getByRole('heading', { level: 1, name: 'Doctor on Call' })).toBeVisible();
    await page.getByRole('button', { name: 'What is the association?' }).click();
    await expect(page.getByRole('dialog', { name: 'About the association' })).toContainText('100,000 members');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Enroll Now' }).getByLabel('Find a veterinarian')).toBeVisible();

    await page.goto('/plan_filter');
    await expect(page.getByRole('heading', { name: 'Get Custom Plans' })).toBeVisible();
    await expect(page.getByText('Annual income is helpful for determining term life plan.')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('plans list, a plan with questions and the association page have no serious violations', async ({ page }) => {
    const enrollmentId = await startEnrollment(page);
    await page.request.put(`/api/v1/change-filter-info/${enrollmentId}`, { headers: AUTH, data: { is_smoker: '0' } });
    const pages = [
      { url: '/plans?type=critical', ready: page.getByTestId('plan-card').first() },
      { url: '/plans?type=critical', ready: null, open: 'Evercrest Critical Illness' },
      { url: '/new_membership', ready: page.getByTestId('membership-card').first() },
    ];
    for (const target of pages) {
      await page.goto(target.url);
      if (target.open) {
        await page.getByRole('link', { name: `More Info: ${target.open}` }).click();
        await expect(page.getByRole('heading', { name: 'Please answer following questions to view rates.' })).toBeVisible();
      } else {
        await expect(target.ready!).toBeVisible();
      }
      await waitForIdle(page);
      await expectNoSeriousViolations(page);
    }
  });
});
