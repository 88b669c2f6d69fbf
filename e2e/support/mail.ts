import { expect, test } from './fixtures';
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

  const decodedTo = (address: string, containing: string) =>
    received
      .filter((message) => message.to.includes(address))
      .map((message) => decodeMessage(message.raw))
      .filter((text) => text.includes(containing));

  return {
    /** The first message to the address that contains the text (any message when none is given), decoded. */
    async mailTo(address: string, containing = ''): Promise<string> {
      await expect
        .poll(() => decodedTo(address, containing).length, { timeout: 30_000, message: `a message to ${address} with ${containing}` })
        .toBeGreaterThan(0);
      return decodedTo(address, containing)[0]!;
    },
    /** How many messages to the address contain the text, received so far. */
    countTo(address: string, containing: string): number {
      return decodedTo(address, containing).length;
    },
  };
}
