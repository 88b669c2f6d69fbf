import { formatUsDate } from '@benefit-store/domain';
import { test, expect, type Locator, type Page } from './support/fixtures';
import type { StoreApi } from './support/cart-setup';
import { birthdateAged } from './support/dates';
import { waitForIdle } from './support/store';
import { typeInto } from './support/typing';
import { shopperAtStep, type ShopperPlan } from './support/wizard-setup';

/**
 * The dependent rules as a person meets them (DESIGN §3 "Dependents", docs/decisions/0099): ages
 * count on the effective date and each refusal names its rule; a child past the limit is taken
 * when marked as a disabled dependent; the premier plan's Member + 1 Child offers one child and
 * says its rule in words; deleting a dependent or a beneficiary asks first. Typed key by key, at
 * desktop and phone width; each step is reached through the API.
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const FAMILY_MEDICAL: ShopperPlan = { tier: 'IF', category: 'medical', name: 'Northwind Select PPO 2500' };
const PREMIER_ONE_CHILD: ShopperPlan = { tier: 'IC', category: 'term_life', name: 'Harborlight Premier Family Term' };
const LIFE: ShopperPlan = { tier: 'IO', category: 'term_life', name: 'Harborlight Premier Family Term' };

type Person = { first: string; dob: string; ssn: string; gender: 'Male' | 'Female' };

/** Types a dependent into the open form as a person would, field by field. */
async function typeDependent(page: Page, form: Locator, who: Person) {
  await typeInto(page, /^First Name/, who.first, form);
  await typeInto(page, /^Last Name/, 'Okafor', form);
  await form.getByRole('combobox', { name: /Gender/ }).selectOption({ label: who.gender });
  await typeInto(page, /^Date of Birth/, who.dob, form);
  await typeInto(page, /^SSN/, who.ssn, form);
}

/** The day ages count on, as the step's messages write it. */
async function effectiveDateOf(api: StoreApi, enrollmentId: string) {
  const { result } = await api.call<{ result: { effective_date: string } }>(
    'GET',
    `/api/v1/get-dependents-existing-user-enrollment?enrollment_id=${enrollmentId}`,
  );
  return formatUsDate(result.effective_date);
}

for (const size of SIZES) {
  test.describe(`dependents at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('a spouse under 18 and a child of 30 are refused with the rule; the child marked as disabled is taken', async ({ page }) => {
      const { api, enrollmentId } = await shopperAtStep(page, 'dependent-information', FAMILY_MEDICAL);
      const effective = await effectiveDateOf(api, enrollmentId);
      await expect(page.getByRole('status')).toHaveText('Spouse & Child information required');

      await page.getByRole('button', { name: '+ Add Spouse' }).click();
      const spouseForm = page.getByRole('region', { name: 'Dependent #1' });
      await typeDependent(page, spouseForm, { first: 'Daniel', dob: birthdateAged(17), ssn: '529-46-3018', gender: 'Male' });
      await expect(spouseForm.getByRole('checkbox', { name: 'Disabled dependent' })).toHaveCount(0);
      await spouseForm.getByRole('button', { name: 'Submit' }).click();
      const spouseTooYoung = `A spouse must be at least 18 on the effective date (${effective}).`;
      const spouseBirth = spouseForm.getByLabel(/^Date of Birth/);
      await expect(spouseBirth).toHaveAccessibleDescription(spouseTooYoung);
      await expect(spouseForm.getByText(spouseTooYoung).first()).toBeVisible();

      // The date fixed as typed: the message goes, the spouse is listed, and there is room for no other.
      await spouseBirth.clear();
      await typeInto(page, /^Date of Birth/, birthdateAged(30), spouseForm);
      await expect(spouseBirth).not.toHaveAccessibleDescription(/at least 18/);
      await spouseForm.getByRole('button', { name: 'Submit' }).click();
      await expect(spouseForm).toBeHidden();
      const listed = page.getByRole('list', { name: 'Dependents' }).getByRole('listitem');
      await expect(listed.nth(0)).toContainText('Spouse #1: Daniel Okafor');
      await expect(page.getByRole('button', { name: '+ Add Spouse' })).toHaveCount(0);

      await page.getByRole('button', { name: '+ Add Child' }).click();
      const childForm = page.getByRole('region', { name: 'Dependent #2' });
      await typeDependent(page, childForm, { first: 'Sam', dob: birthdateAged(30), ssn: '527-39-0164', gender: 'Male' });
      await childForm.getByRole('button', { name: 'Submit' }).click();
      const childTooOld = `A child must be under 26 on the effective date (${effective}), unless marked as a disabled dependent.`;
      const childBirth = childForm.getByLabel(/^Date of Birth/);
      await expect(childBirth).toHaveAccessibleDescription(childTooOld);

      // Marked with the keyboard: the box re-checks the date of birth, and the child is taken.
      const disabled = childForm.getByRole('checkbox', { name: 'Disabled dependent' });
      await disabled.focus();
      await page.keyboard.press('Space');
      await expect(disabled).toBeChecked();
      await expect(childBirth).not.toHaveAccessibleDescription(/under 26/);
      await childForm.getByRole('button', { name: 'Submit' }).click();
      await expect(childForm).toBeHidden();
      await expect(listed.nth(1)).toContainText('Child #2: Sam Okafor');
      await expect(page.getByRole('status')).toHaveText('You can proceed further clicking next button');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).not.toHaveURL(/dependent-information/);
    });

    test('premier Member + 1 Child offers one child, says its rule in words, and deleting asks first', async ({ page }) => {
      const { api, enrollmentId } = await shopperAtStep(page, 'dependent-information', PREMIER_ONE_CHILD);
      await page.getByRole('button', { name: '+ Add Child' }).click();
      const form = page.getByRole('region', { name: 'Dependent #1' });
      await typeDependent(page, form, { first: 'Ada', dob: birthdateAged(10), ssn: '527-39-0111', gender: 'Female' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('status')).toHaveText('You can proceed further clicking next button');
      await expect(page.getByRole('button', { name: '+ Add Child' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

      // Two children on file (kept from an earlier enrollment, or the tier changed since): the rule in words.
      const { result } = await api.call<{ result: { dependents: { primary_info: Record<string, unknown> }[] } }>(
        'GET',
        `/api/v1/get-dependents-existing-user-enrollment?enrollment_id=${enrollmentId}`,
      );
      const ben = { ...result.dependents[0]!.primary_info, dependent_id: '', first_name: 'Ben', ssn: '527390112' };
      await api.call('POST', '/api/v1/save-dependent-info-to-temp', {
        enrollment_id: enrollmentId,
        dependents: [...result.dependents, { primary_info: ben }],
      });
      await page.reload();
      await waitForIdle(page);
      const notice = page.getByRole('status');
      await expect(notice).toContainText(
        'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
      );
      await expect(notice).toContainText(
        'Your premier plan (L713) covers one child on Member + 1 Child. Delete a child to go on, or choose the Family tier to cover every child.',
      );
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

      // By keyboard: Delete asks; Escape keeps Ben and gives focus back to his Delete.
      const deleteBen = page.getByRole('button', { name: 'Delete Dependent #2' });
      // Focused and pressed in one step: the key goes to the button, whatever took focus before.
      await deleteBen.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete Dependent #2?' });
      await expect(dialog).toContainText('Ben Okafor will be taken off your dependents.');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(deleteBen).toBeFocused();
      await expect(page.getByRole('list', { name: 'Dependents' }).getByRole('listitem')).toHaveCount(2);

      // Asked again and confirmed: Ben goes, here and on the server.
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Child #2: Ben Okafor')).toHaveCount(0);
      await expect(notice).toHaveText('You can proceed further clicking next button');
      await expect(notice).toBeFocused();
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
      await page.reload();
      await waitForIdle(page);
      await expect(page.getByRole('list', { name: 'Dependents' }).getByRole('listitem')).toHaveCount(1);
    });

    test('deleting a beneficiary asks first, and only a confirmed delete takes it off', async ({ page }) => {
      const { api, enrollmentId } = await shopperAtStep(page, 'beneficiary-info', LIFE);
      const share = (first_name: string, beneficiary_percentage: string) => ({
        beneficiary_id: '',
        first_name,
        middle_name: '',
        last_name: 'Okafor',
        birthdate: '02/03/2010',
        ssn: '',
        relationship: 'Child',
        beneficiary_percentage,
      });
      await api.call('POST', '/api/v1/save-beneficiary-info', {
        enrollment_id: enrollmentId,
        beneficiaries: [share('Ada', '60'), share('Theo', '40')],
      });
      await page.reload();
      await waitForIdle(page);
      await expect(page.getByRole('status')).toHaveText('Now You can Continue Enrollment');

      await page.getByRole('button', { name: 'Delete Beneficiary #2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Beneficiary #2?' });
      await expect(dialog).toContainText('Theo Okafor will be taken off your beneficiaries.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Beneficiary #2: Theo Okafor')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete Beneficiary #2' })).toBeFocused();

      await page.getByRole('button', { name: 'Delete Beneficiary #2' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Beneficiary #2: Theo Okafor')).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(
        'Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%',
      );
      await expect(page.getByRole('button', { name: '+ Add Beneficiary' })).toBeVisible();
    });
  });
}
