import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { DataCipher } from '../lib/data-cipher';
import { openMessage } from './outbox';
import { claimDueMessages, markRetry, markSent } from './outbox.repository';

export const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60_000;

/** Wait before attempt n+1: 5 s, 10 s, 20 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Connections to the SMTP server kept open and reused: opening one per message (the server's
 * greeting, EHLO) held a worker to a few messages a second, fewer than a busy store completes.
 */
const SMTP_CONNECTIONS = 5;

export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
}

/** An SMTP server's refusal often names the recipient: the record and the log keep the reason without it. */
export const withoutAddresses = (reason: string) => reason.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');

type DeliveryOptions = {
  db: DbOrTx;
  /** Opens the sealed messages (docs/decisions/0088). */
  cipher: DataCipher;
  transport: Transporter;
  from: string;
  asOf?: Date;
  batchSize?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

/**
 * Sends what is due once. Each message carries a Message-ID derived from its outbox id, so a
 * retry after a crash between "sent" and "marked" is recognisable as the same message downstream.
 */
export async function deliverDueMessages({ db, cipher, transport, from, asOf = new Date(), batchSize = 20, log }: DeliveryOptions) {
  const claimed = await claimDueMessages(db, { asOf, limit: batchSize, leaseMs: LEASE_MS });
  // The batch's messages go out side by side over the pooled connections; each is marked on its own.
  const outcomes = await Promise.all(
    claimed.map(async (message) => {
      try {
        const sealed = openMessage(cipher, message);
        // A waiting message is always sealed (the legacy ones at start-up, sealLegacyOutbox): this is a guard, not a path.
        if (!sealed) throw new Error('the message is no longer kept');
        const { to, subject, html, text } = sealed;
        await transport.sendMail({ from, to, subject, html, text, messageId: `<${message.id}@benefit-store>` });
        await markSent(db, message.id, new Date());
        return true;
      } catch (error) {
        const isFinal = message.attempts >= MAX_ATTEMPTS;
        const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
        log?.warn({ outboxId: message.id, attempts: message.attempts, reason }, isFinal ? 'e-mail gave up' : 'e-mail will be retried');
        await markRetry(db, message.id, {
          nextAttemptAt: new Date(asOf.getTime() + retryDelayMs(message.attempts)),
          error: reason,
          isFinal,
        });
        return false;
      }
    }),
  );
  const sent = outcomes.filter(Boolean).length;
  return { claimed: claimed.length, sent };
}

/**
 * Polls the outbox until stopped. Several workers may run against one database (each message is
 * claimed by one: claimDueMessages). After a full batch the next pass starts at once, so a
 * backlog drains at the SMTP server's pace rather than one batch per interval.
 */
export function startDeliveryWorker(options: Omit<DeliveryOptions, 'asOf'> & { intervalMs?: number }) {
  const { intervalMs = 2_000, batchSize = 20 } = options;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    let isBacklogged = false;
    running = deliverDueMessages({ ...options, batchSize })
      .then(({ claimed }) => (isBacklogged = claimed === batchSize))
      .catch((error: unknown) => options.log?.warn({ err: error }, 'e-mail delivery pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, isBacklogged ? 0 : intervalMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.transport.close();
    },
  };
}
