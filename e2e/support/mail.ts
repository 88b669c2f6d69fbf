import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { PORT } from './store';

/** The e2e server delivers mail to SMTP_URL = E2E_PORT + 1000 (playwright.config.ts). */
export const SMTP_PORT = PORT + 1000;

type Received = { to: string[]; raw: string };

/** The message's text, quoted-printable soft breaks and escapes undone. */
export function decodeMessage(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * A real SMTP server for the spec file that calls it (at its top level): it listens on SMTP_PORT
 * from the file's first test to its last (the server's delivery worker retries until it does).
 * `mailTo(address)` waits for the first message to the address and answers its decoded text.
 */
export function receiveMail() {
  const received: Received[] = [];
  let smtp: SMTPServer;

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(SMTP_PORT, '127.0.0.1', resolve);
    });
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  return {
    async mailTo(address: string): Promise<string> {
      await expect
        .poll(() => received.some((message) => message.to.includes(address)), { timeout: 30_000, message: `a message to ${address}` })
        .toBe(true);
      return decodeMessage(received.find((message) => message.to.includes(address))!.raw);
    },
  };
}
