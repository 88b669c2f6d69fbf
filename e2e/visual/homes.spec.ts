import { DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_MEMBER_ID, DEMO_STAFF } from '../../apps/api/src/db/seed/demo-ids';
import { DEMO_MEMBERS } from '../../apps/api/src/db/seed/members';
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '../support/fixtures';
import { DEMO_API_CLIENT_KEY, demoMemberLink, seedStorage, urlOn } from '../support/store';
import { atEachSize, dynamicText, expectPage, FIELD_ERROR, prepareContext, settle } from './kit';

/**
 * Staff sign-in and the homes (spec 000 §2): the sign-in page, the rep's and the group
 * administrator's homes and member lists, two-factor set-up, the enrollment home a rep starts
 * from, the member's home and the member store link.
 */
test.beforeEach(({ context }) => prepareContext(context));

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

/** Signs the context in through the sign-in call the sign-in page makes. */
async function signInAs(request: APIRequestContext, who: keyof typeof DEMO_STAFF) {
  const response = await request.post(urlOn('localhost', '/api/v1/auth/sign-in'), {
    headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    data: DEMO_STAFF[who],
  });
  expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
}

/**
 * The seed's members only in the current-member lists: journeys complete enrollments for the demo
 * rep and group on the same server, which would add rows and move the pages.
 */
const SEEDED_MEMBER_NAMES = new Set(DEMO_MEMBERS.map((member) => `${member.firstName} ${member.lastName}`));
async function onlySeededMembers(context: BrowserContext) {
  await context.route(/\/api\/v1\/get-(agent-members|group-users)\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { status: string; data: { name: string }[] };
    // A listed name may carry a middle name or initial.
    const isSeeded = (name: string) => {
      const words = name.split(' ');
      return SEEDED_MEMBER_NAMES.has(`${words[0]} ${words.at(-1)}`);
    };
    return route.fulfill({ response, json: { ...body, data: body.data.filter((member) => isSeeded(member.name)) } });
  });
}

atEachSize(() => {
  test('sign-in, then sent empty', async ({ page }) => {
    await page.goto(urlOn('localhost', '/sign-in'));
    await settle(page, heading(page, 'Sign in'));
    await expectPage(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator(FIELD_ERROR).first()).toBeVisible();
    await expectPage(page, 'sign-in-errors');
  });

  test("rep's home and current members", async ({ page, context }) => {
    await onlySeededMembers(context);
    await signInAs(page.request, 'agent');
    await page.goto(urlOn('localhost', '/agent-home'));
    await settle(page, heading(page, /^Welcome /));
    await expectPage(page, 'agent-home');
    await page.goto(urlOn('localhost', '/agent-select-member'));
    await settle(page, [heading(page, 'Current Members'), page.getByRole('button', { name: /^Enroll Now/ })]);
    await expectPage(page, 'agent-select-member');
  });

  test("group administrator's home and current members", async ({ page, context }) => {
    await onlySeededMembers(context);
    await signInAs(page.request, 'group');
    await page.goto(urlOn('localhost', '/group-home'));
    await settle(page, heading(page, /^Welcome /));
    await expectPage(page, 'group-home');
    await page.goto(urlOn('localhost', '/group-select-member'));
    await settle(page, [heading(page, 'Current Members'), page.getByRole('button', { name: /^Enroll Now/ })]);
    await expectPage(page, 'group-select-member');
  });

  test('two-factor set-up', async ({ page }) => {
    await signInAs(page.request, 'agent');
    // From the rep's home, as a rep gets there (the page opened by its address falls to the landing-page check).
    await page.goto(urlOn('localhost', '/agent-home'));
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await settle(page, heading(page, 'Set up two-factor sign-in'));
    await expectPage(page, 'two-factor');
  });

  test('enrollment home of a rep enrolling a new Acme member', async ({ page }) => {
    await signInAs(page.request, 'agent');
    await seedStorage(page, 'localhost', {
      eprocess: 'rep',
      agent_id: String(DEMO_AGENT_ID),
      AGENT_ID: String(DEMO_AGENT_ID),
      open_type: 'agent',
      group_id: String(DEMO_GROUP_IDS.acme),
      portal_code: 'ACME-BEN',
      portal_name: 'Acme Employee Benefits',
      enroll_type: 'new-group-member',
    });
    await page.goto(urlOn('localhost', '/home'));
    await settle(page, [heading(page, 'New group member enrollment'), page.getByRole('form', { name: 'Find plans' })]);
    await expectPage(page, 'enrollment-home');
  });

  test("member's home", async ({ page, request }) => {
    // The member's browser opened their member link once (the rep issued it): the server knows it from then on.
    await page.goto(await demoMemberLink(request, DEMO_MEMBER_ID));
    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    await seedStorage(page, 'localhost', { user_id: DEMO_MEMBER_ID, eprocess: 'applicant' });
    await page.goto(urlOn('localhost', '/member-home'));
    await settle(page, heading(page, /^Welcome /));
    await expectPage(page, 'member-home');
  });

  test('member store link: the plans it opens', async ({ page, request }) => {
    await page.goto(await demoMemberLink(request, DEMO_MEMBER_ID, 'IS'));
    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    await settle(page, page.getByTestId('plan-card'));
    // The member's prices follow her age, which her fixed date of birth moves once a year.
    const main = page.getByRole('main');
    const mask = [await dynamicText(main, /\$\d[\d,]*\.\d{2}/), await dynamicText(main, /age \d+/)];
    await expectPage(page, 'member-benefit-store', { mask });
  });
});
