import { expect, test } from './support/fixtures';
import { apiData, readStorage, urlOn, waitForIdle } from './support/store';
import { expectNoSeriousViolations } from './support/accessibility';

type Conversation = {
  question: { id: number; question: string } | null;
  answer: { question_id: number; answer: string; assistant_question: { question: string } }[];
};

test.describe('help widget and Contact Rep chat', () => {
  test('the chat asks, takes answers on Enter, lets a past answer be edited and stores them', async ({ page, request }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    const deviceId = await readStorage(page, 'deviceId');
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);

    const first = await apiData<Conversation>(request, '/api/v1/assist/get', { device_id: deviceId!, web_url: urlOn('localhost') });
    expect(first.question).not.toBeNull();

    await page.getByRole('button', { name: 'Help' }).click();
    const panel = page.getByRole('dialog', { name: 'We are here to help you' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Create Ticket/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Feedback/ })).toBeVisible();
    await panel.getByRole('button', { name: /Contact Rep/ }).click();

    const chat = page.getByRole('dialog', { name: 'Contact Rep' });
    await expect(chat.getByText(/allow 24 hours for a rep to reach out/)).toBeVisible();
    const conversation = chat.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText(first.question!.question)).toBeVisible();

    const input = chat.getByRole('textbox', { name: 'Your answer' });
    await input.fill('Jane Doe');
    await input.press('Enter');
    await expect(chat.getByRole('button', { name: 'Edit answer: Jane Doe' })).toBeVisible();
    const second = await apiData<Conversation>(request, '/api/v1/assist/get', { device_id: deviceId!, web_url: urlOn('localhost') });
    await expect(conversation.getByText(second.question!.question)).toBeVisible();
    await expect(input).toHaveValue('');

    // The phone question takes a phone number, not an e-mail address; the message goes after 5 seconds.
    await input.fill('jane@example.com');
    await input.press('Enter');
    await expect(chat.getByText('Invalid phone number')).toBeVisible();
    await expect(input).toHaveValue('jane@example.com');
    await input.fill('(214) 555-0123');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('button', { name: 'Edit answer: (214) 555-0123' })).toBeVisible();

    await chat.getByRole('button', { name: 'Edit answer: Jane Doe' }).click();
    const edit = chat.getByRole('textbox', { name: 'Edit your answer' });
    await expect(edit).toHaveValue('Jane Doe');
    await edit.fill('Jane Smith');
    await edit.press('Enter');
    await expect(chat.getByRole('button', { name: 'Edit answer: Jane Smith' })).toBeVisible();

    await expectNoSeriousViolations(page, '[role="dialog"]');

    const stored = await apiData<Conversation>(request, '/api/v1/assist/get', { device_id: deviceId!, web_url: urlOn('localhost') });
    expect(stored.answer.map((a) => [a.question_id, a.answer])).toEqual([
      [first.question!.id, 'Jane Smith'],
      [second.question!.id, '(214) 555-0123'],
    ]);
  });

  test('the location banner records Allow and does not come back', async ({ page, request }) => {
    await page.goto(urlOn('localhost'));
    await waitForIdle(page);
    const banner = page.getByRole('complementary', { name: 'Location permission' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(banner).toHaveCount(0);

    const deviceId = await readStorage(page, 'deviceId');
    const check = await apiData<{ show_banner: boolean }>(request, '/api/v1/check-lead-information', {
      device_id: deviceId!,
      web_url: urlOn('localhost'),
    });
    expect(check.show_banner).toBe(false);
    await page.reload();
    await waitForIdle(page);
    await expect(page.getByRole('complementary', { name: 'Location permission' })).toHaveCount(0);
  });
});
