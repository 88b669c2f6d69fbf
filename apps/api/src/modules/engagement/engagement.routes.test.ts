import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_AGENT_ID } from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const device = (n: number) => `device-${n}-abcdef`;
const webUrl = encodeURIComponent('http://localhost:3000/');

describe('location banner leads', () => {
  it('shows the banner until the device answers, then stores the lead', async () => {
    const before = await t.call({
      url: `/api/v1/check-lead-information?device_id=${device(1)}&web_url=${webUrl}&agent_id=${DEMO_AGENT_ID}`,
    });
    expect(before.json().data).toEqual({ show_banner: true });
    const stored = await t.call({
      url: `/api/v1/get-lead-information?store_information=1&device_id=${device(1)}&web_url=${webUrl}&agent_id=${DEMO_AGENT_ID}`,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({ device_id: device(1), store_information: true, agent_id: DEMO_AGENT_ID });
    const after = await t.call({
      url: `/api/v1/check-lead-information?device_id=${device(1)}&web_url=${webUrl}&agent_id=${DEMO_AGENT_ID}`,
    });
    expect(after.json().data).toEqual({ show_banner: false });
  });

  it("stores Don't Allow too, and ignores an unknown rep", async () => {
    const res = await t.call({
      url: `/api/v1/get-lead-information?store_information=0&device_id=${device(2)}&web_url=${webUrl}&agent_id=999999`,
    });
    expect(res.json().data).toMatchObject({ store_information: false, agent_id: null });
  });

  it('requires the device and the page', async () => {
    const res = await t.call({ url: '/api/v1/check-lead-information' });
    expect(res.statusCode).toBe(400);
    const targets = res.json<{ data: { target_element: string }[] }>().data.map((e) => e.target_element);
    expect(targets).toEqual(expect.arrayContaining(['device_id', 'web_url']));
    expect((await t.call({ url: `/api/v1/get-lead-information?device_id=${device(3)}&web_url=${webUrl}` })).statusCode).toBe(400);
  });
});

describe('Contact Rep chat', () => {
  it('asks the questions in order, stores answers and lets a past answer be edited', async () => {
    const start = await t.call({ url: `/api/v1/assist/get?agent_id=${DEMO_AGENT_ID}&device_id=${device(4)}&web_url=${webUrl}` });
    const first = start.json().data.question;
    expect(first).toMatchObject({ id: expect.any(Number), question: expect.any(String) });
    expect(start.json().data.answer).toEqual([]);

    const add = (question_id: number, answer: string) =>
      t.call({
        method: 'POST',
        url: '/api/v1/assist/add',
        payload: { question_id, answer, device_id: device(4), agent_id: DEMO_AGENT_ID, web_url: 'http://localhost:3000/' },
      });
    const afterFirst = await add(first.id, 'Jane Doe');
    expect(afterFirst.statusCode).toBe(200);
    const second = afterFirst.json().data.question;
    expect(second.id).not.toBe(first.id);
    expect(afterFirst.json().data.answer).toEqual([
      { question_id: first.id, answer: 'Jane Doe', assistant_question: { question: first.question } },
    ]);

    const edited = await add(first.id, 'Jane Q. Doe');
    expect(edited.json().data.answer).toHaveLength(1);
    expect(edited.json().data.answer[0].answer).toBe('Jane Q. Doe');
    expect(edited.json().data.question.id).toBe(second.id);
  });

  it("checks the lead's contact details: a phone number for the phone question, an address for the e-mail one", async () => {
    const add = (question_id: number, answer: string) =>
      t.call({
        method: 'POST',
        url: '/api/v1/assist/add',
        payload: { question_id, answer, device_id: device(6), web_url: 'http://localhost:3000/' },
      });
    const asked = async () => (await t.call({ url: `/api/v1/assist/get?device_id=${device(6)}&web_url=${webUrl}` })).json().data.question;

    const name = await asked();
    expect(name.question).toBe('What is your name?');
    expect((await add(name.id, 'jane@example.com')).json().data).toEqual([
      { target_element: 'answer', error_message: 'Please enter valid name' },
    ]);
    expect((await add(name.id, 'Jane Doe')).statusCode).toBe(200);

    const phone = await asked();
    expect(phone.question).toBe('What is the best phone number to reach you?');
    const notAPhone = await add(phone.id, 'jane@example.com');
    expect(notAPhone.statusCode).toBe(400);
    expect(notAPhone.json().data).toEqual([{ target_element: 'answer', error_message: 'Invalid phone number' }]);
    expect((await asked()).id).toBe(phone.id);
    expect((await add(phone.id, '(214) 555-0187')).statusCode).toBe(200);

    const email = await asked();
    expect(email.question).toBe('What is your e-mail address?');
    expect((await add(email.id, '214 555 0187')).json().data).toEqual([
      { target_element: 'answer', error_message: 'Please enter valid email address' },
    ]);
    const stored = await add(email.id, 'jane@example.com');
    expect(stored.json().data.answer.map((a: { answer: string }) => a.answer)).toEqual(['Jane Doe', '(214) 555-0187', 'jane@example.com']);
  });

  it('refuses an empty answer and an unknown question', async () => {
    const empty = await t.call({
      method: 'POST',
      url: '/api/v1/assist/add',
      payload: { question_id: 1, answer: '  ', device_id: device(5), web_url: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data[0]).toEqual({ target_element: 'answer', error_message: 'Field is required' });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/assist/add',
      payload: { question_id: 99999, answer: 'hi', device_id: device(5), web_url: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data[0].target_element).toBe('question_id');
    expect((await t.call({ method: 'POST', url: '/api/v1/assist/add', payload: {} })).statusCode).toBe(400);
  });
});
