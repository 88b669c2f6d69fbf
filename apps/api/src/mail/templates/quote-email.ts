import { FEE_TEXTS, formatDollars, formatUsDate } from '@benefit-store/domain';
import { escapeHtml, escapeMultiline } from './html';
import {
  brandedHtml,
  brandedTextFooter,
  brandName,
  MAIL_ACCENT,
  MAIL_FONT,
  mailButton,
  type MailBrand,
  type RenderedEmail,
} from './branded-layout';

export type QuoteEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  clientName: string;
  message?: string | undefined;
  plans: readonly { name: string; monthlyCents: number; oneTimeFeeCents: number }[];
  totals: { initialMonthCents: number; recurringMonthCents: number; administrativeFeeCents: number; oneTimeFeesCents: number };
  tierLabel: string | null;
  /** 'YYYY-MM-DD', or null when no date can be offered. */
  effectiveDate: string | null;
  /** Reopens this cart: `${PUBLIC_URL}/quote/{token}`. */
  link: string;
};

const CELL = 'padding:10px 16px;border-bottom:1px solid #e4e7ec;font-size:15px;';

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

  const planRows = input.plans
    .map(
      (plan) =>
        `<tr><td style="${CELL}">${e(plan.name)}${plan.oneTimeFeeCents > 0 ? `<br><span style="font-size:13px;color:#667085;">One-time enrollment fee ${e(formatDollars(plan.oneTimeFeeCents))}</span>` : ''}</td>` +
        `<td style="${CELL}text-align:right;white-space:nowrap;">${e(formatDollars(plan.monthlyCents))}/month</td></tr>`,
    )
    .join('');
  const summaryRow = (label: string, value: string, strong = false) =>
    `<tr><td style="${CELL}${strong ? 'font-weight:bold;' : ''}">${e(label)}</td><td style="${CELL}text-align:right;${strong ? 'font-weight:bold;' : ''}">${e(value)}</td></tr>`;
  const summary = [
    totals.administrativeFeeCents > 0
      ? summaryRow(`${FEE_TEXTS.includedFeeLabel} (${FEE_TEXTS.includedFeeHint})`, formatDollars(totals.administrativeFeeCents))
      : '',
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
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;${MAIL_FONT}">
<tr><th align="left" style="${CELL}background:#f2f4f7;">Plan</th><th align="right" style="${CELL}background:#f2f4f7;">Monthly price</th></tr>
${planRows}
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
    ...input.plans.map(
      (plan) =>
        `- ${plan.name}: ${formatDollars(plan.monthlyCents)}/month${plan.oneTimeFeeCents > 0 ? ` (one-time enrollment fee ${formatDollars(plan.oneTimeFeeCents)})` : ''}`,
    ),
    '',
    ...(totals.administrativeFeeCents > 0
      ? [`${FEE_TEXTS.includedFeeLabel} (${FEE_TEXTS.includedFeeHint}): ${formatDollars(totals.administrativeFeeCents)}`]
      : []),
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
