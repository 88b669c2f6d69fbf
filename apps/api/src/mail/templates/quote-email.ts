import { formatDollars, formatUsDate } from '@benefit-store/domain';
import { escapeHtml, escapeMultiline } from './html';
import { brandedHtml, brandedTextFooter, brandName, MAIL_ACCENT, mailButton, type MailBrand, type RenderedEmail } from './branded-layout';
import {
  includedFeeRowHtml,
  includedFeeTextLines,
  PLAN_TABLE_HEAD,
  planRowsHtml,
  planTextLines,
  summaryRowHtml as summaryRow,
  type MailPlan,
  type MailTotals,
} from './plan-table';

export type QuoteEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  clientName: string;
  message?: string | undefined;
  plans: readonly MailPlan[];
  totals: MailTotals & { oneTimeFeesCents: number };
  tierLabel: string | null;
  /** 'YYYY-MM-DD', or null when no date can be offered. */
  effectiveDate: string | null;
  /** Reopens this cart: `${PUBLIC_URL}/quote/{token}`. */
  link: string;
};

/**
 * The personalised quote (spec 000 §2 "Send Personalized Quote"): in the rep's or group's
 * branded frame, a button that reopens the cart, and a plain-text part with the same content.
 * Every interpolated value is escaped.
 */
export function renderQuoteEmail(input: QuoteEmailInput): RenderedEmail {
  const { brand, totals } = input;
  const name = brandName(brand);
  const effective = input.effectiveDate ? formatUsDate(input.effectiveDate) : 'To be chosen at enrollment';
  const subject = `Your personalized benefits quote from ${name}`;
  const e = escapeHtml;

  const summary = [
    includedFeeRowHtml(totals),
    summaryRow('First Month Cost', formatDollars(totals.initialMonthCents), true),
    summaryRow('Recurring Cost', `${formatDollars(totals.recurringMonthCents)}/month`, true),
    input.tierLabel ? summaryRow('Coverage', input.tierLabel) : '',
    summaryRow('Effective date', effective),
  ].join('');
  const rows = `<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">Dear ${e(input.clientName)},</p>
<p style="margin:0 0 12px;">Here is the personalized quote ${e(name)} prepared for you.</p>
${input.message ? `<p style="margin:0 0 12px;padding:12px 16px;background:#f9fafb;border-left:4px solid ${MAIL_ACCENT};">${escapeMultiline(input.message)}</p>` : ''}
</td></tr>
<tr><td style="padding:8px 24px;">
${PLAN_TABLE_HEAD}
${planRowsHtml(input.plans)}
${summary}
</table></td></tr>
<tr><td align="center" style="padding:24px;">
${mailButton(input.link, 'View your quote and enroll')}
<p style="margin:12px 0 0;font-size:13px;color:#667085;">Or open this link: <a href="${e(input.link)}" style="color:${MAIL_ACCENT};word-break:break-all;">${e(input.link)}</a><br>The link is valid for 30 days.</p>
</td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand, subject, rows });

  const text = [
    name,
    '',
    `Dear ${input.clientName},`,
    '',
    `Here is the personalized quote ${name} prepared for you.`,
    ...(input.message ? ['', input.message] : []),
    '',
    'Plans:',
    ...planTextLines(input.plans),
    '',
    ...includedFeeTextLines(totals),
    `First Month Cost: ${formatDollars(totals.initialMonthCents)}`,
    `Recurring Cost: ${formatDollars(totals.recurringMonthCents)}/month`,
    ...(input.tierLabel ? [`Coverage: ${input.tierLabel}`] : []),
    `Effective date: ${effective}`,
    '',
    `View your quote and enroll: ${input.link}`,
    'The link is valid for 30 days.',
    '',
    ...brandedTextFooter(brand),
  ].join('\n');

  return { subject, html, text };
}
