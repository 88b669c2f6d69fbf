import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { AppContext } from '../context';
import { typed } from '../modules/route-kit';
import { openMessage } from './outbox';
import { findMessage, listRecentMessages } from './outbox.repository';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:960px;color:#1d2939}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e4e7ec;padding:.5rem;text-align:left}a{color:#1c5fa8}.note{color:#667085}</style></head>
<body>${body}</body></html>`;

/**
 * This mailbox exists only without SMTP_URL: a message waiting in the outbox has been delivered
 * here, which is what the visitor came to see; 'sent' and 'failed' come from a separate worker
 * that has its own SMTP server.
 */
const STATUS_LABELS: Record<string, string> = { pending: 'Delivered to this mailbox', sent: 'Sent by SMTP', failed: 'Failed to send' };
export const mailboxStatus = (status: string) => STATUS_LABELS[status] ?? status;

/**
 * Sizes the message frame to the whole message once it has loaded (a file, since the page's
 * content security policy allows no inline script). The frame may be read because it is
 * same-origin; the message itself still runs no script (sandbox without allow-scripts).
 */
const FRAME_SIZER = `for (const frame of document.querySelectorAll('iframe[data-message]')) {
  const fit = () => { const doc = frame.contentDocument; if (doc) frame.style.height = doc.documentElement.scrollHeight + 24 + 'px'; };
  frame.addEventListener('load', fit);
  fit();
}`;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: a caller on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4) || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * Development-only mailbox: with no SMTP_URL, outgoing e-mail stays in the outbox and is readable
 * here, by a caller on this machine only (the messages hold quote links): the socket's address
 * decides; X-Forwarded-For can only refuse, never admit. Never registered in production.
 */
export async function mailboxRoutes(app: FastifyInstance, { db, cipher }: AppContext) {
  await app.register(async (mailbox) => {
    mailbox.addHook('onRequest', async (request, reply) => {
      // A local reverse proxy connects from loopback: a caller it forwards from elsewhere is refused too.
      const forwarded = String(request.headers['x-forwarded-for'] ?? '127.0.0.1')
        .split(',')
        .map((a) => a.trim());
      if (isLoopbackAddress(request.raw.socket.remoteAddress) && forwarded.every(isLoopbackAddress)) return;
      return reply
        .status(403)
        .type('text/html; charset=utf-8')
        .send(page('Forbidden', '<p>The local mailbox answers only on this machine.</p>'));
    });
    registerMailboxPages(mailbox, db, cipher);
  });
}

/** A message no longer kept (sent by SMTP or given up: docs/decisions/0088) is listed by its kind. */
const GONE = { to: '(not kept once sent)', subject: '', html: '<p>This message is no longer kept: it was sent or given up.</p>' };

function registerMailboxPages(app: FastifyInstance, db: AppContext['db'], cipher: AppContext['cipher']) {
  const r = typed(app);
  const opened = (row: Parameters<typeof openMessage>[1] & { kind: string }) => {
    const message = openMessage(cipher, row);
    return message ?? { ...GONE, subject: `(${row.kind})` };
  };

  r.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const messages = await listRecentMessages(db);
    const rows = messages
      .map((m) => ({ ...m, ...opened(m) }))
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toISOString().slice(0, 19).replace('T', ' ')}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(mailboxStatus(m.status))}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Local mailbox',
          `<h1>Local mailbox</h1><p class="note">No SMTP_URL is set, so e-mail is kept here (development only).</p>` +
            `<table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
        ),
      );
  });

  r.get('/dev/mailbox/frame-sizer.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(FRAME_SIZER),
  );

  r.get('/dev/mailbox/:id', { schema: { hide: true, params: z.object({ id: z.uuid() }) } }, async (req, reply) => {
    const row = await findMessage(db, req.params.id);
    if (!row) return reply.status(404).type('text/html').send(page('Not found', '<p>No such message.</p>'));
    const message = { ...row, ...opened(row) };
    // The message HTML is our own template output; it is shown in a sandboxed frame.
    return reply.type('text/html; charset=utf-8').send(
      page(
        message.subject,
        `<p><a href="/dev/mailbox">Back to the mailbox</a></p><h1>${escapeHtml(message.subject)}</h1>` +
          `<p>To: ${escapeHtml(message.to)} · ${escapeHtml(mailboxStatus(message.status))}</p>` +
          // Links in the message open in a new tab; the message runs no script.
          `<iframe data-message sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox" title="Message" style="width:100%;min-height:60vh;border:1px solid #e4e7ec" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>` +
          `<script src="/dev/mailbox/frame-sizer.js"></script>`,
      ),
    );
  });
}
