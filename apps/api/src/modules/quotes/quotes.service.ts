import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  centsToWire,
  formatUsDate,
  QUOTE_MESSAGES,
  quoteRefusal,
  tierLabel,
  type QuoteForm,
  type QuoteRefusal,
  type QuoteTokenData,
  type QuoteView,
  type RefusalKind,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError, notFound } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import type { StaffAccount } from '../accounts/accounts.service';
import { enqueueMessage } from '../../mail/outbox.repository';
import type { RenderedEmail } from '../../mail/templates/branded-layout';
import { renderQuoteEmail } from '../../mail/templates/quote-email';
import { takeEmailToRecipient } from '../limits/limit-rules';
import { enrollerName, enrollmentBrand } from '../sites/enrollment-brand';
import { findGroup } from '../sites/sites.repository';
import { holdsEnrollment, refuseCompleted, requireEnrollment, type Enrollment } from '../enrollment/enrollment-access';
import { loadCart } from '../cart/cart.service';
import { currentEffectiveDate } from '../cart/effective-dates.service';
import * as repo from './quotes.repository';

export const QUOTE_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

const REFUSAL_KIND: Record<QuoteRefusal, RefusalKind> = {
  signIn: 'unauthenticated',
  notYours: 'forbidden',
  notRepOrGroup: 'forbidden',
  groupTurnedOff: 'forbidden',
  enrollmentLimit: 'tooMany',
  recipientLimit: 'tooMany',
};

function refuse(refusal: QuoteRefusal, target = 'enrollment_id'): ApiFailure {
  const message = QUOTE_MESSAGES[refusal];
  return new ApiFailure(REFUSAL_KIND[refusal], [fieldError(refusal === 'recipientLimit' ? 'email' : target, message)], { message });
}

/**
 * Quotes are sent by the signed-in rep or group the enrollment belongs to, in a rep or group
 * process, where the group allows them, within the daily limits (quoteRefusal in the domain).
 * `recipient` is left out for a preview, which sends nothing.
 */
async function requireQuoteAllowed(db: DbOrTx, enrollment: Enrollment, sender: StaffAccount | undefined, asOf: Date, recipient?: string) {
  refuseCompleted(enrollment);
  const group = enrollment.groupId !== null ? await findGroup(db, enrollment.groupId) : undefined;
  const since = new Date(asOf.getTime() - DAY_MS);
  const refusal = quoteRefusal({
    sender,
    enrollment,
    groupShowsQuotation: group ? group.showQuotation : true,
    sentForEnrollment: recipient === undefined ? 0 : await repo.countQuotesForEnrollment(db, enrollment.id, since),
    sentToRecipient: recipient === undefined ? 0 : await repo.countQuotesToRecipient(db, recipient, since),
  });
  if (refusal) throw refuse(refusal);
}

/** The e-mail for this cart as it stands. */
async function composeQuote(
  db: DbOrTx,
  publicUrl: string,
  enrollment: Enrollment,
  form: QuoteForm,
  link: string,
  asOf: Date,
): Promise<RenderedEmail> {
  const cart = await loadCart(db, enrollment);
  if (cart.lines.length === 0) throw badRequest('enrollment_id', 'Your cart is empty. Please add a plan first.');
  return renderQuoteEmail({
    publicUrl,
    brand: await enrollmentBrand(db, enrollment),
    clientName: form.name,
    message: form.message,
    plans: cart.lines.map((line) => ({ name: line.planName, monthlyCents: line.priceCents, oneTimeFeeCents: line.oneTimeFeeCents })),
    totals: cart.totals,
    tierLabel: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
    effectiveDate: (await currentEffectiveDate(db, enrollment, storeToday(asOf))) ?? null,
    link,
  });
}

const quoteLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/quote/${token}`;

/** get-quote-preview-content: the HTML as it will be sent (the button points at the cart until a link exists). */
export async function previewQuote(
  db: DbOrTx,
  publicUrl: string,
  enrollment: Enrollment,
  form: QuoteForm,
  sender: StaffAccount | undefined,
  now: Date,
) {
  await requireQuoteAllowed(db, enrollment, sender, now);
  const email = await composeQuote(db, publicUrl, enrollment, form, `${publicUrl.replace(/\/+$/, '')}/cart`, now);
  return { content: email.html };
}

/**
 * save-enrollment, tab cart_info: one transaction records the quote, its link token (random
 * 32 bytes, stored hashed, 30 days) and the one e-mail in the outbox (DESIGN §1). Sends for one
 * enrollment, and to one recipient, are serialised so the daily limits hold under a burst; the
 * store-wide hourly limit per recipient (any e-mail) is counted in the same transaction.
 */
export async function sendQuote(
  db: Db,
  { cipher, publicUrl }: { cipher: DataCipher; publicUrl: string },
  enrollment: Enrollment,
  form: QuoteForm,
  sender: StaffAccount | undefined,
  now: Date,
) {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await repo.lockQuoteSending(tx, enrollment.id, form.email);
    await requireQuoteAllowed(tx, enrollment, sender, now, form.email);
    await takeEmailToRecipient(tx, cipher, form.email, now);
    const email = await composeQuote(tx, publicUrl, enrollment, form, quoteLink(publicUrl, token), now);
    const quoteId = await repo.insertQuote(tx, {
      enrollmentId: enrollment.id,
      name: form.name,
      email: form.email,
      message: form.message ?? null,
    });
    await repo.insertQuoteToken(tx, {
      tokenHash: hashToken(token),
      enrollmentId: enrollment.id,
      quoteId,
      expiresAt: new Date(now.getTime() + QUOTE_LINK_DAYS * DAY_MS),
    });
    await enqueueMessage(tx, { kind: 'quote', to: form.email, subject: email.subject, html: email.html, text: email.text });
  });
  return { message: `Quote Successfully Sent to ${form.email}` };
}

/** The quote as its link shows it read-only: plans, prices, effective date and the sender's branding (and a signing link). */
export async function quoteView(db: DbOrTx, enrollment: Enrollment, asOf: Date): Promise<QuoteView> {
  const cart = await loadCart(db, enrollment);
  const effectiveDate =
    enrollment.status === 'completed' ? enrollment.effectiveDate : await currentEffectiveDate(db, enrollment, storeToday(asOf));
  return {
    brand: await enrollmentBrand(db, enrollment),
    plans: cart.lines.map((line) => ({
      plan_name: line.planName,
      price: centsToWire(line.priceCents),
      one_time_fee: centsToWire(line.oneTimeFeeCents),
    })),
    tier_label: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
    effective_date: effectiveDate ? formatUsDate(effectiveDate) : null,
    initial_month_cost: centsToWire(cart.totals.initialMonthCents),
    recurring_month_cost: centsToWire(cart.totals.recurringMonthCents),
  };
}

/**
 * GET quote/{token} (DESIGN §3 "Quote links"): the first opener within 30 days claims the
 * enrollment (its browser is bound beside the owner's; nobody is shut out); the owner, the
 * claimer or the sending staff get the enrollment again, with the quote and the sender's message
 * to greet them; anyone else, or anyone after 30 days, sees the quote read-only.
 */
export async function openQuote(db: Db, request: FastifyRequest, token: string, now: Date): Promise<QuoteTokenData> {
  return db.transaction(async (tx) => {
    const found = await repo.findQuoteToken(tx, hashToken(token));
    if (!found) throw notFound('token', 'This quote link is not valid');
    const enrollment = await requireEnrollment(tx, found.enrollmentId);
    const isLive = found.expiresAt > now && enrollment.status !== 'completed';
    const claimed = async () => ({
      read_only: false as const,
      enrollment_id: enrollment.id,
      quote: {
        ...(await quoteView(tx, enrollment, now)),
        sender: await enrollerName(tx, enrollment),
        message: await repo.findQuoteMessage(tx, found.quoteId),
      },
    });
    if (isLive && found.claimedAt === null) {
      await repo.claimQuote(tx, {
        tokenHash: hashToken(token),
        enrollmentId: enrollment.id,
        claimedTokenHash: hashToken(request.browserToken),
        asOf: now,
      });
      return claimed();
    }
    if (isLive && (await holdsEnrollment(tx, request, enrollment))) return claimed();
    return { read_only: true, quote: await quoteView(tx, enrollment, now) };
  });
}
