import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport } from '../src/mail/delivery-worker';

export type ReceivedMail = { to: string; raw: string };

/**
 * A real SMTP server on loopback that records every message it is given and refuses the first
 * `refuse` of them (all of them with `'all'`) with a temporary error, as a busy server would.
 */
export async function startSmtp({ refuse = 0, port = 0 }: { refuse?: number | 'all'; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const offered: ReceivedMail[] = [];
  let refusals = refuse === 'all' ? Infinity : refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address).join(','), raw };
        offered.push(mail);
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    /** The messages accepted. */
    received,
    /** Every message handed over, refused ones too. */
    offered,
    port: actualPort,
    transport: () => createSmtpTransport(`smtp://127.0.0.1:${actualPort}?ignoreTLS=true`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's text with quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
