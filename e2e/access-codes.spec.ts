import { expect, test, type Page } from './support/fixtures';
import {
  DEMO_AGENT_CODE,
  DEMO_AGENT_ID,
  DEMO_AGENT_LANDING,
  DEMO_AGENT_NO_LANDING_CODE,
  DEMO_GROUP_CODE,
  DEMO_GROUP_IDS,
  DEMO_GROUP_LANDING,
  DEMO_GROUP_NO_LANDING_CODE,
} from '../apps/api/src/db/seed/demo-ids';
import { apiData, formatPhone, readStorage, urlOn, waitForIdle } from './support/store';

type ValidatedAgent = {
  first_name: string;
  last_name: string;
  agent_code: string;
  email: string;
  phone: string;
  landing_url: string | null;
};
type ValidatedGroup = { name: string; landing_url: string | null };
type AgentLanding = { display_name: string; tagline: string | null };

async function openPopup(page: Page, button: 'Access Code' | 'Employee Enroll', dialogName: string) {
  await page.goto(urlOn('localhost'));
  await waitForIdle(page);
  await page.getByRole('contentinfo').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('access-code popups', () => {
  test("the rep access code shows the rep's card, and Yes opens the rep's branded landing page", async ({ page, request }) => {
    const agent = await apiData<ValidatedAgent>(request, '/api/v1/validate-agent', { agent_code: DEMO_AGENT_CODE });
    const landing = await apiData<AgentLanding>(request, '/api/v1/get-agent-landing-page-info', { agent_id: DEMO_AGENT_ID });
    expect(agent.landing_url).toBe(`/${DEMO_AGENT_LANDING}`);

    const dialog = await openPopup(page, 'Access Code', 'Rep access code');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await dialog.getByLabel('Access Code').fill(DEMO_AGENT_CODE);
    await expect(dialog.getByText('Field is required')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(dialog.getByText('Is this your rep?')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: `${agent.first_name} ${agent.last_name}` })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: agent.agent_code })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: agent.email })).toBeVisible();
    const phone = formatPhone(agent.phone);
    expect(phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    await expect(dialog.getByRole('cell', { name: phone })).toBeVisible();

    // No starts over with an empty field.
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog.getByLabel('Access Code')).toHaveValue('');
    await dialog.getByLabel('Access Code').fill(DEMO_AGENT_CODE);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(urlOn('localhost', `/${DEMO_AGENT_LANDING}`));
    await waitForIdle(page);
    expect(await readStorage(page, 'agent_id')).toBe(String(DEMO_AGENT_ID));
    expect(await readStorage(page, 'open_type')).toBe('agent');
    await expect(page.getByText(landing.display_name).first()).toBeVisible();
    if (landing.tagline) await expect(page.getByText(landing.tagline).first()).toBeVisible();
  });

  test('an unknown code says so below the field, and the message clears on the next input', async ({ page }) => {
    const dialog = await openPopup(page, 'Access Code', 'Rep access code');
    await dialog.getByLabel('Access Code').fill('NOPE0000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('No rep was found for this access code.')).toBeVisible();
    await dialog.getByLabel('Access Code').pressSequentially('1');
    await expect(dialog.getByText('No rep was found for this access code.')).toHaveCount(0);
  });

  test('a rep without a landing page leads to the landing-config error', async ({ page }) => {
    const dialog = await openPopup(page, 'Access Code', 'Rep access code');
    await dialog.getByLabel('Access Code').fill(DEMO_AGENT_NO_LANDING_CODE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/landing-config-error/Agent'));
    await expect(page.getByRole('heading', { name: 'OOPS! Landing url is not configured for this Agent' })).toBeVisible();
  });

  test('the group enrollment code names the company; re-enter, No, and Yes to the group landing page', async ({ page, request }) => {
    const group = await apiData<ValidatedGroup>(request, '/api/v1/validate-group', { group_code: DEMO_GROUP_CODE });
    const dialog = await openPopup(page, 'Employee Enroll', 'Employee enrollment');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Field is required')).toBeVisible();

    await dialog.getByLabel('Group Enrollment Code').fill(DEMO_GROUP_CODE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(`Enroll with ${group.name}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Re-enter code' }).click();
    await expect(dialog.getByLabel('Group Enrollment Code')).toHaveValue(DEMO_GROUP_CODE);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enroll' }).click();
    await dialog.getByLabel('Group Enrollment Code').fill(DEMO_GROUP_CODE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(urlOn('localhost', `/${DEMO_GROUP_LANDING}`));
    await waitForIdle(page);
    expect(await readStorage(page, 'group_id')).toBe(String(DEMO_GROUP_IDS.acme));
    expect(await readStorage(page, 'open_type')).toBe('group');
  });

  test('a group without a landing page leads to the landing-config error', async ({ page }) => {
    const dialog = await openPopup(page, 'Employee Enroll', 'Employee enrollment');
    await dialog.getByLabel('Group Enrollment Code').fill(DEMO_GROUP_NO_LANDING_CODE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(urlOn('localhost', '/landing-config-error/Group'));
    await expect(page.getByRole('heading', { name: 'OOPS! Landing url is not configured for this Group' })).toBeVisible();
  });
});
