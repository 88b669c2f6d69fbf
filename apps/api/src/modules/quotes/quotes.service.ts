import { randomBytes, randomUUID } from 'node:crypto';
import {
  centsToWire,
  formatUsDate,
  QUOTE_LINK_MESSAGES,
  QUOTE_MESSAGES,
  quoteRefusal,
  tierLabel,
  type QuoteForm,
  type QuoteRefusal,
  type QuoteTokenData,
  type RefusalKind,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { FilterInfo, QuoteSnapshot } from '../../db/schema';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import { sealQuoteRecipient } from '../../lib/enrollment-contact';
import { ApiFailure, badRequest, fieldError, notFound } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import type { StaffAccount } from '../../lib/staff-session';
import { enqueueMessage } from '../../mail/outbox';
import type { RenderedEmail } from '../../mail/templates/branded-layout';
import { renderQuoteEmail } from '../../mail/templates/quote-email';
import { takeEmailToRecipient } from '../limits/index';
import { enrollmentBrand, findAgent, findGroup } from '../sites/index';
import { refuseCompleted, type Enrollment } from '../../lib/enrollment-access';
import { loadCart, currentEffectiveDate } from '../cart/index';
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
async function requireQuoteAllowed(
  db: DbOrTx,
  enrollment: Enrollment,
  sender: StaffAccount | undefined,
  asOf: Date,
  recipientHash?: string,
) {
  refuseCompleted(enrollment);
  const group = enrollment.groupId !== null ? await findGroup(db, enrollment.groupId) : undefined;
  const since = new Date(asOf.getTime() - DAY_MS);
  const refusal = quoteRefusal({
    sender,
    enrollment,
    groupShowsQuotation: group ? group.showQuotation : true,
    sentForEnrollment: recipientHash === undefined ? 0 : await repo.countQuotesForEnrollment(db, enrollment.id, since),
    sentToRecipient: recipientHash === undefined ? 0 : await repo.countQuotesToRecipient(db, recipientHash, since),
  });
  if (refusal) throw refuse(refusal);
}

/** Who the client is told the quote is from: the rep by name in a rep's process, the group in a group's; else the brand. */
async function quoteSender(db: DbOrTx, enrollment: Enrollment, brandName: string): Promise<string> {
  const agent = enrollment.eprocess !== 'group' && enrollment.agentId !== null ? await findAgent(db, enrollment.agentId) : undefined;
  return agent ? [agent.firstName, agent.lastName].join(' ') : brandName;
}

/** What pricing needs to start again from a quote: the filter without the date of birth or a member id (docs/decisions/0086). */
function filterWithoutIdentity(filter: FilterInfo): QuoteSnapshot['filter'] {
  const { zip, state, gender, tier, is_smoker, annual_income_cents, working_hours, coverage, categories, plan_id } = filter;
  const kept = { zip, state, gender, tier, is_smoker, annual_income_cents, working_hours, coverage, categories, plan_id };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** The cart as it stands, as the quote's snapshot (DESIGN §3 "Quote links"): what the e-mail and the link show. */
async function takeSnapshot(db: DbOrTx, enrollment: Enrollment, asOf: Date): Promise<QuoteSnapshot> {
  const cart = await loadCart(db, enrollment);
  if (cart.lines.length === 0) throw badRequest('enrollment_id', 'Your cart is empty. Please add a plan first.');
  const brand = await enrollmentBrand(db, enrollment);
  return {
    brand,
    sender: await quoteSender(db, enrollment, brand.name),
    plans: cart.lines.map((line) => ({
      planId: line.planId,
      pricingOptionId: line.pricingOptionId,
      requiredByPlanId: line.requiredByPlanId,
      planName: line.planName,
      optionLabel: line.optionLabel,
      priceCents: line.priceCents,
      oneTimeFeeCents: line.oneTimeFeeCents,
    })),
    tier: cart.tier,
    tierLabel: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
    effectiveDate: (await currentEffectiveDate(db, enrollment, storeToday(asOf))) ?? null,
    totals: cart.totals,
    filter: filterWithoutIdentity(enrollment.filterInfo),
    placement: { agentId: enrollment.agentId, groupId: enrollment.groupId, portalId: enrollment.portalId },
  };
}

/** The quote e-mail, from its snapshot. */
function composeQuote(publicUrl: string, snapshot: QuoteSnapshot, form: QuoteForm, link: string): RenderedEmail {
  return renderQuoteEmail({
    publicUrl,
    brand: snapshot.brand,
    clientName: form.name,
    message: form.message,
    plans: snapshot.plans,
    totals: snapshot.totals,
    tierLabel: snapshot.tierLabel,
    effectiveDate: snapshot.effectiveDate,
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
  const email = composeQuote(publicUrl, await takeSnapshot(db, enrollment, now), form, `${publicUrl.replace(/\/+$/, '')}/cart`);
  return { content: email.html };
}

/**
 * save-enrollment, tab cart_info: one transaction records the quote with its snapshot, its link token (random
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
  const quoteId = randomUUID();
  const recipient = sealQuoteRecipient(cipher, quoteId, { name: form.name, email: form.email });
  await db.transaction(async (tx) => {
    await repo.lockQuoteSending(tx, enrollment.id, recipient.emailHash);
    await requireQuoteAllowed(tx, enrollment, sender, now, recipient.emailHash);
    await takeEmailToRecipient(tx, cipher, form.email, now);
    const snapshot = await takeSnapshot(tx, enrollment, now);
    const email = composeQuote(publicUrl, snapshot, form, quoteLink(publicUrl, token));
    await repo.insertQuote(tx, {
      id: quoteId,
      enrollmentId: enrollment.id,
      ...recipient,
      message: form.message ?? null,
      snapshot,
    });
    await repo.insertQuoteToken(tx, {
      tokenHash: hashToken(token),
      enrollmentId: enrollment.id,
      quoteId,
      expiresAt: new Date(now.getTime() + QUOTE_LINK_DAYS * DAY_MS),
    });
    await enqueueMessage(tx, cipher, { kind: 'quote', to: form.email, subject: email.subject, html: email.html, text: email.text });
  });
  return { message: `Quote Successfully Sent to ${form.email}` };
}

/**
 * The quote a live link opens: its snapshot and message. 404 for an unknown link; 410 after 30
 * days, and for a quote sent before quotes kept snapshots (its link would otherwise have to read
 * the enrollment).
 */
export async function findLiveQuote(db: DbOrTx, token: string, now: Date) {
  const found = await repo.findQuoteByToken(db, hashToken(token));
  if (!found) throw notFound('token', QUOTE_LINK_MESSAGES.notValid);
  if (found.expiresAt <= now || found.snapshot === null) {
    throw new ApiFailure('gone', [fieldError('token', QUOTE_LINK_MESSAGES.expired)], { message: QUOTE_LINK_MESSAGES.expired });
  }
  return { snapshot: found.snapshot, message: found.message, expiresAt: found.expiresAt };
}

/**
 * GET quote/{token} (DESIGN §3 "Quote links"): the quote as it was sent, read-only, for anyone
 * holding the link, any number of times, for 30 days. It reads only the snapshot: never the
 * enrollment, and it binds no browser.
 */
export async function openQuote(db: DbOrTx, token: string, now: Date): Promise<QuoteTokenData> {
  const { snapshot, message, expiresAt } = await findLiveQuote(db, token, now);
  return {
    quote: {
      brand: snapshot.brand,
      sender: snapshot.sender,
      message,
      plans: snapshot.plans.map((plan) => ({
        plan_name: plan.planName,
        option_label: plan.optionLabel,
        price: centsToWire(plan.priceCents),
        one_time_fee: centsToWire(plan.oneTimeFeeCents),
      })),
      tier_label: snapshot.tierLabel,
      effective_date: snapshot.effectiveDate ? formatUsDate(snapshot.effectiveDate) : null,
      initial_month_cost: centsToWire(snapshot.totals.initialMonthCents),
      recurring_month_cost: centsToWire(snapshot.totals.recurringMonthCents),
      // The link opens until the moment it expires; its last day is the store day before that moment ends.
      expires_on: formatUsDate(storeToday(new Date(expiresAt.getTime() - 1))),
    },
  };
}
