import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { claimDueMessages, markRetry, markSent } from './outbox.repository';

export const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60_000;

/** Wait before attempt n+1: 5 s, 10 s, 20 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

type DeliveryOptions = { db: DbOrTx; transport: Transporter; from: string; asOf?: Date; batchSize?: number; log?: Pick<FastifyBaseLogger, 'warn' | 'info'> };

/**
 * Sends what is due once. Each message carries a Message-ID derived from its outbox id, so a
 * retry after a crash between "sent" and "marked" is recognisable as the same message downstream.
 */
export async function deliverDueMessages({ db, transport, from, asOf = new Date(), batchSize = 20, log }: DeliveryOptions) {
  const claimed = await claimDueMessages(db, { asOf, limit: batchSize, leaseMs: LEASE_MS });
  let sent = 0;
  for (const message of claimed) {
    try {
      await transport.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@benefit-store>`,
      });
      await markSent(db, message.id, new Date());
      sent += 1;
    } catch (error) {
      const isFinal = message.attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      log?.warn({ outboxId: message.id, attempts: message.attempts, reason }, isFinal ? 'e-mail gave up' : 'e-mail will be retried');
      await markRetry(db, message.id, { nextAttemptAt: new Date(asOf.getTime() + retryDelayMs(message.attempts)), error: reason, isFinal });
    }
  }
  return { claimed: claimed.length, sent };
}

/** Polls the outbox until stopped. Several workers may run against one database. */
export function startDeliveryWorker(options: Omit<DeliveryOptions, 'asOf'> & { intervalMs?: number }) {
  const { intervalMs = 2_000 } = options;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = deliverDueMessages(options)
      .catch((error: unknown) => options.log?.warn({ err: error }, 'e-mail delivery pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
