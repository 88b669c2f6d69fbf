/**
 * The soak's mailbox: a real SMTP server receiving what the store's delivery workers send, and
 * the check that every e-mail the journeys caused arrived exactly once.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The Message-ID header: the store derives it from the outbox row, so a message sent twice carries it twice. */
  messageId: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const messageIdOf = (raw: string) => /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the store's loopback address: where no resolver answers, each one waits.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), messageId: messageIdOf(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailVerdict {
  /** Shoppers whose receipt has not arrived. */
  missing: string[];
  /** Shoppers who were sent more than one receipt. */
  doubled: string[];
  /** Message-IDs received more than once (one outbox row sent twice, to whomever). */
  repeatedIds: string[];
}

/** Each address of `expected` (one finished journey each) received exactly one e-mail, and no message arrived twice. */
export function judgeMail(expected: string[], received: ReceivedMail[]): MailVerdict {
  const perAddress = new Map<string, number>();
  const perId = new Map<string, number>();
  for (const mail of received) {
    for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    perId.set(mail.messageId, (perId.get(mail.messageId) ?? 0) + 1);
  }
  const countOf = (address: string) => perAddress.get(address.toLowerCase()) ?? 0;
  return {
    missing: expected.filter((address) => countOf(address) === 0),
    doubled: expected.filter((address) => countOf(address) > 1),
    repeatedIds: [...perId].filter(([id, count]) => !id || count > 1).map(([id]) => id || '(no Message-ID)'),
  };
}

export const isWhole = (verdict: MailVerdict) =>
  verdict.missing.length === 0 && verdict.doubled.length === 0 && verdict.repeatedIds.length === 0;
