/** Who may send a personalised quote, and how many (DESIGN §5 "Rate limits on ... e-mail sending"). */
import type { Eprocess, StaffRole } from '../codes/codes';

export const QUOTES_PER_ENROLLMENT_PER_DAY = 5;
export const QUOTES_PER_RECIPIENT_PER_DAY = 3;

export const QUOTE_MESSAGES = {
  signIn: 'Please sign in as the rep or group to send a quote',
  notYours: 'Quotes can only be sent by the rep or group of this enrollment',
  notRepOrGroup: 'Quotes can only be sent by a rep or a group',
  groupTurnedOff: 'Quotes are not available for this group',
  enrollmentLimit: `This enrollment has reached its limit of ${QUOTES_PER_ENROLLMENT_PER_DAY} quote e-mails a day. Please try again tomorrow.`,
  recipientLimit: `This address has been sent ${QUOTES_PER_RECIPIENT_PER_DAY} quotes today, the most allowed. Please try again tomorrow.`,
} as const;

export type QuoteRefusal = keyof typeof QUOTE_MESSAGES;

/** What a quote link answers besides the quote (DESIGN §3 "Quote links"). */
export const QUOTE_LINK_MESSAGES = {
  notValid: 'This quote link is not valid',
  expired: 'This quote has expired. Please ask your agent for a new one.',
  /** Why "Enroll now" left a quoted plan out of the new cart, when the plan was withdrawn since. */
  planNotOffered: 'This plan is no longer offered.',
  /** The quote page's "Enroll now" dialog. */
  enrollTitle: 'Start your enrollment',
  enrollDobHelp: 'We price these plans for your age. Your date of birth stays with your enrollment; this quote link never shows it.',
  leftOutIntro: 'Your cart is ready. These quoted plans could not be added for you:',
} as const;

export interface QuoteSender {
  role: StaffRole;
  agentId: number | null;
  groupId: number | null;
}

export interface QuoteRequest {
  /** The signed-in staff member, if any; a shopper's own claim of `eprocess` is never enough. */
  sender: QuoteSender | undefined;
  enrollment: { eprocess: Eprocess | null; agentId: number | null; groupId: number | null };
  /** The enrollment's group shows quotations (true when there is no group). */
  groupShowsQuotation: boolean;
  /** Quotes already sent in the last 24 hours: for this enrollment, and to this recipient. */
  sentForEnrollment: number;
  sentToRecipient: number;
}

/**
 * Quotes are rep- or group-branded e-mails (spec 000 §2 Cart, §6): only the signed-in rep or group
 * the enrollment belongs to sends them, in a rep or group process, where the group allows them,
 * and at most a few a day per enrollment and per recipient. Answers the first refusal, or null.
 */
export function quoteRefusal({
  sender,
  enrollment,
  groupShowsQuotation,
  sentForEnrollment,
  sentToRecipient,
}: QuoteRequest): QuoteRefusal | null {
  if (!sender) return 'signIn';
  const isOwner =
    (sender.role === 'agent' && sender.agentId !== null && sender.agentId === enrollment.agentId) ||
    (sender.role === 'group' && sender.groupId !== null && sender.groupId === enrollment.groupId);
  if (!isOwner) return 'notYours';
  if (enrollment.eprocess !== 'rep' && enrollment.eprocess !== 'group') return 'notRepOrGroup';
  if (!groupShowsQuotation) return 'groupTurnedOff';
  if (sentForEnrollment >= QUOTES_PER_ENROLLMENT_PER_DAY) return 'enrollmentLimit';
  if (sentToRecipient >= QUOTES_PER_RECIPIENT_PER_DAY) return 'recipientLimit';
  return null;
}
