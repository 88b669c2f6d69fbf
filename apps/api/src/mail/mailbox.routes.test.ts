import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDataCipher } from '../lib/data-cipher';
import { enqueueMessage } from './outbox';
import { markSent } from './outbox.repository';

let t: TestApp;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  id = await enqueueMessage(t.database.db, createDataCipher(t.env.dataKeys), {
    kind: 'quote',
    to: 'client@example.com',
    subject: 'Your quote',
    html: `<p>First line</p>${'<p>More of the quote</p>'.repeat(80)}<p><a href="http://localhost:3000/quote/x">View your quote and enroll</a></p>`,
    text: 'Your quote',
  });
});
afterAll(() => t.close());

describe('the local mailbox (no SMTP_URL)', () => {
  it('lists a message kept here as delivered to this mailbox', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<a href="/dev/mailbox/${id}">Your quote</a></td><td>Delivered to this mailbox</td>`);
    expect(res.body).not.toContain('<td>pending</td>');
  });

  it('shows the whole message: a frame sized to its content by a script the page policy allows, links opening a new tab', async () => {
    const res = await t.app.inject({ url: `/dev/mailbox/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Delivered to this mailbox');
    expect(res.body).toContain('<script src="/dev/mailbox/frame-sizer.js"></script>');
    expect(res.body).toMatch(/<iframe data-message sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"/);
    expect(res.body).not.toMatch(/sandbox="[^"]*allow-scripts/);
    expect(res.body).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;First line');

    const sizer = await t.app.inject({ url: '/dev/mailbox/frame-sizer.js' });
    expect(sizer.statusCode).toBe(200);
    expect(sizer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sizer.body).toContain('scrollHeight');
  });

  it('lists a message sent by SMTP by its kind only: its address and body are no longer kept', async () => {
    const sent = await enqueueMessage(t.database.db, createDataCipher(t.env.dataKeys), {
      kind: 'continue_code',
      to: 'gone@example.com',
      subject: 'Your code',
      html: '<p>ABCD2345</p>',
      text: 'ABCD2345',
    });
    await markSent(t.database.db, sent, new Date());
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.body).toContain(
      `<td>(not kept once sent)</td><td><a href="/dev/mailbox/${sent}">(continue_code)</a></td><td>Sent by SMTP</td>`,
    );
    expect(list.body).not.toContain('gone@example.com');
    const one = await t.app.inject({ url: `/dev/mailbox/${sent}` });
    expect(one.body).not.toContain('ABCD2345');
  });
});
