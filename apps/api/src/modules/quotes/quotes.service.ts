import { storeToday } from '../../lib/store-date';
import { randomBytes } from 'node:crypto';
import { tierLabel, type QuoteForm } from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError, notFound } from '../../lib/http';
import { enqueueMessage } from '../../mail/outbox.repository';
import { renderQuoteEmail, type QuoteBrand, type RenderedEmail } from '../../mail/templates/quote-email';
import { findAgent, findGroup } from '../sites/sites.repository';
import { refuseCompleted, type Enrollment } from '../enrollment/enrollment-access';
import { loadCart } from '../cart/cart.service';
import { currentEffectiveDate } from '../cart/effective-dates.service';
import * as repo from './quotes.repository';

export const QUOTE_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

const forbidden = (message: string) => new ApiFailure('forbidden', [fieldError('enrollment_id', message)], { message });

/**
 * Quotes are for rep and group processes (spec 000 §2 Cart, §6), and not where the group turned
 * quotations off (its show-quotation setting). Hiding the button on the lifestyle host is the web's.
 */
export async function requireQuoteAllowed(db: DbOrTx, enrollment: Enrollment) {
  if (enrollment.eprocess !== 'rep' && enrollment.eprocess !== 'group') throw forbidden('Quotes can only be sent by a rep or a group');
  if (enrollment.groupId !== null) {
    const group = await findGroup(db, enrollment.groupId);
    if (group && !group.showQuotation) throw forbidden('Quotes are not available for this group');
  }
  refuseCompleted(enrollment);
}

/** The rep's branding for a rep process, the group's for a group process (either falls back to the other). */
async function brandOf(db: DbOrTx, enrollment: Enrollment): Promise<QuoteBrand> {
  const agent = enrollment.agentId !== null ? await findAgent(db, enrollment.agentId) : undefined;
  const group = enrollment.groupId !== null ? await findGroup(db, enrollment.groupId) : undefined;
  const agentBrand = agent && {
    name: agent.displayName,
    logo: agent.logo,
    phone: agent.displayPhone ?? agent.phone,
    email: agent.displayEmail ?? agent.email,
  };
  const groupBrand = group && {
    name: group.displayName ?? group.name,
    logo: group.logo,
    phone: group.displayPhone ?? group.phone,
    email: group.displayEmail,
  };
  const brand = enrollment.eprocess === 'group' ? (groupBrand ?? agentBrand) : (agentBrand ?? groupBrand);
  return brand ?? { name: 'Benefit Store', logo: null, phone: null, email: null };
}

/** The e-mail for this cart as it stands. */
async function composeQuote(db: DbOrTx, publicUrl: string, enrollment: Enrollment, form: QuoteForm, link: string): Promise<RenderedEmail> {
  const cart = await loadCart(db, enrollment);
  if (cart.lines.length === 0) throw badRequest('enrollment_id', 'Your cart is empty. Please add a plan first.');
  return renderQuoteEmail({
    publicUrl,
    brand: await brandOf(db, enrollment),
    clientName: form.name,
    message: form.message,
    plans: cart.lines.map((line) => ({ name: line.planName, monthlyCents: line.monthlyCents, oneTimeFeeCents: line.oneTimeFeeCents })),
    totals: cart.totals,
    tierLabel: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
    effectiveDate: (await currentEffectiveDate(db, enrollment, storeToday())) ?? null,
    link,
  });
}

const quoteLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/quote/${token}`;

/** get-quote-preview-content: the HTML as it will be sent (the button points at the cart until a link exists). */
export async function previewQuote(db: DbOrTx, publicUrl: string, enrollment: Enrollment, form: QuoteForm) {
  await requireQuoteAllowed(db, enrollment);
  const email = await composeQuote(db, publicUrl, enrollment, form, `${publicUrl.replace(/\/+$/, '')}/cart`);
  return { content: email.html };
}

/**
 * save-enrollment, tab cart_info: one transaction records the quote, its link token (random
 * 32 bytes, stored hashed, 30 days) and the one e-mail in the outbox (DESIGN §1).
 */
export async function sendQuote(db: Db, publicUrl: string, enrollment: Enrollment, form: QuoteForm, now = new Date()) {
  await requireQuoteAllowed(db, enrollment);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const email = await composeQuote(tx, publicUrl, enrollment, form, quoteLink(publicUrl, token));
    await repo.insertQuote(tx, { enrollmentId: enrollment.id, name: form.name, email: form.email, message: form.message ?? null });
    await repo.insertQuoteToken(tx, {
      tokenHash: hashToken(token),
      enrollmentId: enrollment.id,
      expiresAt: new Date(now.getTime() + QUOTE_LINK_DAYS * DAY_MS),
    });
    await enqueueMessage(tx, { kind: 'quote', to: form.email, subject: email.subject, html: email.html, text: email.text });
  });
  return { message: `Quote Successfully Sent to ${form.email}` };
}

/** GET quote/{token}: the link reopens the cart in the browser that follows it. */
export async function openQuote(db: Db, token: string, browserToken: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await repo.findLiveQuoteToken(tx, hashToken(token), now);
    if (!found || found.status === 'completed') throw notFound('token', 'This quote link has expired or is not valid');
    await repo.bindEnrollmentOwner(tx, found.enrollmentId, hashToken(browserToken));
    return { enrollment_id: found.enrollmentId };
  });
}
