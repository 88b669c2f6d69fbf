import { expect, test, type Page } from './support/fixtures';
import { DEMO_ACME_PORTAL_ID, DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_MEMBER_ID, DEMO_STAFF } from '../apps/api/src/db/seed/demo-ids';
import { apiData, readStorage, seedStorage, signIn, urlOn, waitForIdle, demoMemberLink, DEMO_API_CLIENT_KEY } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';
import { MEMBER_LINK_TEXTS } from '@benefit-store/domain';

type AgentInfo = { agent_fname: string; agent_mname: string | null; agent_lname: string };
type CurrentMember = { name: string; plan_info: { plan_name: string; plan_status: string }[] };
type MemberInfo = { member_info: { first_name: string; last_name: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STAFF_PAGES = ['/agent-home', '/group-home', '/agent-select-member', '/group-select-member'];

/** The demo rep's display name, as the 'Signed in as' bar shows it. */
const DEMO_STAFF_NAME = 'John Smith';

const rowNames = (page: Page) => page.getByRole('table').getByRole('rowheader').allTextContents();

test.describe('staff sign-in and homes', () => {
  test('the staff pages send a signed-out visitor to sign in, without a failed request in the console', async ({ page }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    for (const path of STAFF_PAGES) {
      await page.goto(urlOn('localhost', path));
      await expect(page).toHaveURL(urlOn('localhost', `/sign-in?next=${encodeURIComponent(path)}`));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await waitForIdle(page);
    }
    expect(failures).toEqual([]);
  });

  test('wrong credentials show the server message under the password', async ({ page }) => {
    await page.goto(urlOn('localhost', '/sign-in'));
    await page.getByLabel('E-mail').fill(DEMO_STAFF.agent.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_STAFF.agent.email);
  });

  test('a rep signs in and starts a new member enrollment through portal and group to /home', async ({ page }) => {
    await signIn(page, 'agent');
    const agent = await apiData<AgentInfo>(page.request, '/api/v1/get-agent-info-enroll', { agent_id: DEMO_AGENT_ID });
    const fullName = [agent.agent_fname, agent.agent_mname, agent.agent_lname].filter(Boolean).join(' ');
    await expect(page.getByRole('heading', { name: `Welcome ${fullName}` })).toBeVisible();
    expect(await readStorage(page, 'eprocess')).toBe('rep');
    expect(await readStorage(page, 'agent_id')).toBe(String(DEMO_AGENT_ID));
    expect(await readStorage(page, 'AGENT_ID')).toBe(String(DEMO_AGENT_ID));

    await expect(page.getByRole('radio', { name: /New Member/ })).toBeChecked();
    await page.getByRole('button', { name: 'Start Enrollment' }).click();
    const portalStep = page.getByRole('dialog', { name: 'Choose Enrollment Portal' });
    await portalStep.getByRole('button', { name: 'Submit' }).click();
    await expect(portalStep.getByText('Please choose a platform')).toBeVisible();
    await portalStep.getByLabel('Enrollment platform').selectOption({ label: 'Acme Employee Benefits' });
    await portalStep.getByRole('button', { name: 'Submit' }).click();

    const groupStep = page.getByRole('dialog', { name: 'Enroll a new member' });
    await expect(groupStep.getByRole('button', { name: 'Start New Member Enrollment' })).toBeVisible();
    await expect(groupStep.getByRole('option', { name: 'Acme Manufacturing' })).toBeAttached();
    await groupStep.getByRole('button', { name: 'Submit' }).click();
    await expect(groupStep.getByText('Please choose a group')).toBeVisible();
    await expect(groupStep.getByRole('option', { name: 'Choose enroll for new member' })).toBeAttached();
    await groupStep.getByLabel('Group').selectOption({ label: 'Acme Manufacturing' });
    await groupStep.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(urlOn('localhost', '/home'));
    await waitForIdle(page);
    expect(await readStorage(page, 'group_id')).toBe(String(DEMO_GROUP_IDS.acme));
    expect(await readStorage(page, 'portal_code')).toBe('ACME-BEN');
    expect(await readStorage(page, 'portal_name')).toBe('Acme Employee Benefits');
    expect(await readStorage(page, 'enroll_type')).toBe('new-group-member');
    expect(await readStorage(page, 'eprocess')).toBe('rep');
    expect(await readStorage(page, 'tempId')).toBeNull();

    const summary = page.getByRole('region', { name: 'Enrollment details' });
    await expect(summary.getByText('Acme Manufacturing')).toBeVisible();
    await expect(summary.getByText('Acme Employee Benefits')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New group member enrollment' })).toBeVisible();
    await waitForIdle(page);
    await expectNoSeriousViolations(page);

    // Then the plan finder, which creates the enrollment under the rep, group and portal chosen.
    const finder = page.getByRole('form', { name: 'Find plans' });
    const next = () => finder.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('region', { name: 'Find plans for this member' })).toBeVisible();
    await expect(finder.getByText('Step 1 of 6')).toBeVisible();
    await finder.getByLabel("What is the member's zip code?").fill('75201');
    await next();
    await finder.getByLabel("What is the member's date of birth?").fill('01/15/1985');
    await next();
    await finder.getByRole('radio', { name: 'Female' }).click();
    await next();
    await finder.getByRole('radio', { name: /^Member Only/ }).click();
    await next();
    await finder.getByRole('checkbox', { name: 'Dental' }).click();
    await next();
    await finder.getByRole('checkbox', { name: 'Prescription' }).click();
    await finder.getByRole('button', { name: 'Get Custom Plans' }).click();

    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    const tempId = await readStorage(page, 'tempId');
    expect(tempId).toMatch(UUID);
    const column = (name: string) =>
      apiData<{ result: unknown }>(page.request, '/api/v1/get-enrollment-temp-info', { enrollment_id: tempId!, column: name });
    expect((await column('group_id')).result).toBe(DEMO_GROUP_IDS.acme);
    expect((await column('eprocess')).result).toBe('rep');
    expect((await column('portal_id')).result).toBe(DEMO_ACME_PORTAL_ID);

    // Who works for whom stays in view on every page of the process; the cart says whose it is.
    const staffBar = page.getByRole('region', { name: 'Signed-in staff' });
    await expect(staffBar.getByText(`Signed in as ${DEMO_STAFF_NAME}`)).toBeVisible();
    await expect(staffBar.getByText('Enrolling a new member of Acme Manufacturing')).toBeVisible();
    await page.goto(urlOn('localhost', '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText('For a new member of Acme Manufacturing')).toBeVisible();
    await expect(staffBar.getByText('Enrolling a new member of Acme Manufacturing')).toBeVisible();
    await waitForIdle(page);
    await expectNoSeriousViolations(page);

    // Back on the rep's own page the header is the rep's again, not the member's group.
    await staffBar.getByRole('link', { name: 'Rep home' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/agent-home'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: 'John Smith Benefits Group' })).toBeVisible();
    await expect(header.getByRole('img', { name: 'Acme Manufacturing' })).toHaveCount(0);
    await expect(staffBar.getByText(`Signed in as ${DEMO_STAFF_NAME}`)).toBeVisible();
    await expect(staffBar.getByText(/Enrolling/)).toHaveCount(0);
    await waitForIdle(page);
    await expectNoSeriousViolations(page);
  });

  test("a rep's default start enrolls without a group, and Sign out ends the session", async ({ page }) => {
    await signIn(page, 'agent');
    await page.getByRole('button', { name: 'Start Enrollment' }).click();
    await page.getByRole('combobox', { name: 'Enrollment platform' }).selectOption({ label: 'John Smith Direct' });
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/home'));
    expect(await readStorage(page, 'enroll_type')).toBe('new-member');
    expect(await readStorage(page, 'group_id')).toBeNull();
    await expect(page.getByRole('region', { name: 'Enrollment details' }).getByText('None (direct enrollment)')).toBeVisible();

    await page.goto(urlOn('localhost', '/agent-home'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/sign-in'));
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(await readStorage(page, 'eprocess')).toBeNull();
    expect(await readStorage(page, 'agent_id')).toBeNull();
    await page.goto(urlOn('localhost', '/agent-home'));
    await expect(page).toHaveURL(/\/sign-in\?next=/);
  });

  test('a group administrator searches, pages, enrolls a current member with a tier and reaches /plans', async ({ page }) => {
    await signIn(page, 'group');
    await expect(page.getByRole('heading', { name: 'Welcome Acme Manufacturing' })).toBeVisible();
    // The other role's pages lead home.
    await page.goto(urlOn('localhost', '/agent-home'));
    await expect(page).toHaveURL(urlOn('localhost', '/group-home'));

    await page.getByRole('radio', { name: /Current Member/ }).click();
    await page.getByRole('button', { name: 'Start Enrollment' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/group-select-member'));
    await expect(page.getByRole('heading', { name: 'Current Members' })).toBeVisible();

    const members = await apiData<CurrentMember[]>(page.request, '/api/v1/get-group-users', { group_id: DEMO_GROUP_IDS.acme });
    expect(members.length).toBeGreaterThan(5);
    await expect.poll(() => rowNames(page)).toEqual(members.slice(0, 5).map((m) => m.name));

    const search = page.getByLabel('Search members');
    await search.fill('Carter');
    await expect.poll(() => rowNames(page)).toEqual(members.filter((m) => m.name.includes('Carter')).map((m) => m.name));
    const carter = page.getByRole('row', { name: /Emily Carter/ });
    const inactive = members.find((m) => m.name === 'Emily Carter')!.plan_info.find((p) => p.plan_status !== 'ACTIVE')!;
    const inactivePlan = carter.locator('[data-status="inactive"]', { hasText: inactive.plan_name });
    await expect(inactivePlan).toHaveCSS('color', 'rgb(201, 42, 42)');
    await search.fill('');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => rowNames(page)).toEqual(members.slice(5, 10).map((m) => m.name));
    const chosen = members[5]!;
    await page.getByRole('button', { name: `Enroll Now: ${chosen.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Enroll ${chosen.name}` });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please choose a tier')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Member + Spouse' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    expect(await readStorage(page, 'tempId')).toMatch(UUID);
    expect(await readStorage(page, 'enroll_type')).toBe('existing-member');
    expect(await readStorage(page, 'eprocess')).toBe('group');
    expect(await readStorage(page, 'isCurrentMemberAvailable')).toBe('true');
    // The bar names the member being enrolled on the plans page too.
    const staffBar = page.getByRole('region', { name: 'Signed-in staff' });
    await expect(staffBar.getByText('Signed in as Pat Morgan, Acme HR')).toBeVisible();
    await expect(staffBar.getByText(`Enrolling ${chosen.name}`)).toBeVisible();
    await expect(staffBar.getByRole('link', { name: 'Group home' })).toBeVisible();
  });

  test('a member home welcomes the member and Submit goes to the plans', async ({ page, request }) => {
    // The member's browser opened their member link once: the server knows it from then on.
    await page.goto(await demoMemberLink(request, DEMO_MEMBER_ID));
    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    const member = await apiData<MemberInfo>(request, '/api/v1/get-member-info', { user_id: DEMO_MEMBER_ID });
    await seedStorage(page, 'localhost', { user_id: DEMO_MEMBER_ID, eprocess: 'applicant' });
    await page.goto(urlOn('localhost', '/member-home'));
    await waitForIdle(page);
    await expect(
      page.getByRole('heading', { name: `Welcome ${member.member_info.first_name} ${member.member_info.last_name}` }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByLabel('Choose Tier')).toHaveValue('IO');
    await page.getByLabel('Choose Tier').selectOption({ label: 'Family' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/plans'));
    expect(await readStorage(page, 'tempId')).toMatch(UUID);
    expect(await readStorage(page, 'enroll_type')).toBe('existing-member');
    expect(await readStorage(page, 'eprocess')).toBe('applicant');
  });

  test("a rep revokes a member's link from Current Members after confirming, and the link opens nothing", async ({
    page,
    request,
    browser,
  }) => {
    const link = await demoMemberLink(request, DEMO_MEMBER_ID);
    await signIn(page, 'agent');
    await page.goto(urlOn('localhost', '/agent-select-member'));
    await waitForIdle(page);
    await page.getByLabel('Search members').fill('Emily Carter');
    await page.getByRole('button', { name: 'Revoke link: Emily Carter' }).click();
    const dialog = page.getByRole('dialog', { name: MEMBER_LINK_TEXTS.revokeTitle('Emily Carter') });
    await expect(dialog).toContainText(MEMBER_LINK_TEXTS.revokeBody);
    await dialog.getByRole('button', { name: MEMBER_LINK_TEXTS.revokeConfirm }).click();
    await expect(page.getByText(MEMBER_LINK_TEXTS.revoked)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Someone else's browser with the link the member was sent.
    const stranger = await browser.newContext();
    const token = new URL(link).searchParams.get('t')!;
    const opened = await stranger.request.get(
      urlOn('localhost', `/api/v1/get-member-info?${new URLSearchParams({ user_id: DEMO_MEMBER_ID, member_token: token })}`),
      { headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` } },
    );
    expect(opened.status()).toBe(403);
    await stranger.close();
  });
});
