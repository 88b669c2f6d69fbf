import { formatDollars, formatUsDate } from '@benefit-store/domain';
import { absoluteUrl, escapeHtml, escapeMultiline, formatPhone } from './html';

/** The rep or group the quote comes from. */
export type QuoteBrand = { name: string; logo: string | null; phone: string | null; email: string | null };

export type QuoteEmailInput = {
  publicUrl: string;
  brand: QuoteBrand;
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

export type RenderedEmail = { subject: string; html: string; text: string };

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1d2939;';
const CELL = 'padding:10px 16px;border-bottom:1px solid #e4e7ec;font-size:15px;';

/**
 * The personalised quote (spec 000 §2 "Send Personalized Quote"): branded for the rep or group,
 * table layout and inline styles for mail clients, a button that reopens the cart, and a
 * plain-text part with the same content. Every interpolated value is escaped.
 */
export function renderQuoteEmail(input: QuoteEmailInput): RenderedEmail {
  const { brand, totals } = input;
  const brandName = brand.name.trim() || 'Benefit Store';
  const logoUrl = absoluteUrl(input.publicUrl, brand.logo);
  const phone = brand.phone ? formatPhone(brand.phone) : undefined;
  const effective = input.effectiveDate ? formatUsDate(input.effectiveDate) : 'To be chosen at enrollment';
  const subject = `Your personalized benefits quote from ${brandName}`;
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
    totals.administrativeFeeCents > 0 ? summaryRow('Administrative fee (3%)', formatDollars(totals.administrativeFeeCents)) : '',
    summaryRow('First Month Cost', formatDollars(totals.initialMonthCents), true),
    summaryRow('Recurring Cost', `${formatDollars(totals.recurringMonthCents)}/month`, true),
    input.tierLabel ? summaryRow('Coverage', input.tierLabel) : '',
    summaryRow('Effective date', effective),
  ].join('');
  const contact = [
    phone ? `Phone: ${e(phone)}` : '',
    brand.email ? `E-mail: <a href="mailto:${e(brand.email)}" style="color:#1c5fa8;">${e(brand.email)}</a>` : '',
  ]
    .filter(Boolean)
    .join('<br>');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;${FONT}">
<tr><td style="padding:24px 24px 12px;border-bottom:4px solid #1c5fa8;">
${logoUrl ? `<img src="${e(logoUrl)}" alt="${e(brandName)}" height="48" style="display:block;height:48px;max-width:240px;border:0;">` : ''}
<p style="margin:8px 0 0;font-size:18px;font-weight:bold;">${e(brandName)}</p></td></tr>
<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">Dear ${e(input.clientName)},</p>
<p style="margin:0 0 12px;">Here is the personalized quote ${e(brandName)} prepared for you.</p>
${input.message ? `<p style="margin:0 0 12px;padding:12px 16px;background:#f9fafb;border-left:4px solid #1c5fa8;">${escapeMultiline(input.message)}</p>` : ''}
</td></tr>
<tr><td style="padding:8px 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;${FONT}">
<tr><th align="left" style="${CELL}background:#f2f4f7;">Plan</th><th align="right" style="${CELL}background:#f2f4f7;">Monthly price</th></tr>
${planRows}
${summary}
</table></td></tr>
<tr><td align="center" style="padding:24px;">
<a href="${e(input.link)}" style="display:inline-block;padding:12px 28px;background:#1c5fa8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:16px;">View your quote and enroll</a>
<p style="margin:12px 0 0;font-size:13px;color:#667085;">Or open this link: <a href="${e(input.link)}" style="color:#1c5fa8;word-break:break-all;">${e(input.link)}</a><br>The link is valid for 30 days.</p>
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e4e7ec;font-size:14px;line-height:1.5;color:#475467;">
Questions? Contact ${e(brandName)}${contact ? `<br>${contact}` : ''}
</td></tr>
</table></td></tr></table>
</body></html>`;

  const text = [
    brandName,
    '',
    `Dear ${input.clientName},`,
    '',
    `Here is the personalized quote ${brandName} prepared for you.`,
    ...(input.message ? ['', input.message] : []),
    '',
    'Plans:',
    ...input.plans.map(
      (plan) =>
        `- ${plan.name}: ${formatDollars(plan.monthlyCents)}/month${plan.oneTimeFeeCents > 0 ? ` (one-time enrollment fee ${formatDollars(plan.oneTimeFeeCents)})` : ''}`,
    ),
    '',
    ...(totals.administrativeFeeCents > 0 ? [`Administrative fee (3%): ${formatDollars(totals.administrativeFeeCents)}`] : []),
    `First Month Cost: ${formatDollars(totals.initialMonthCents)}`,
    `Recurring Cost: ${formatDollars(totals.recurringMonthCents)}/month`,
    ...(input.tierLabel ? [`Coverage: ${input.tierLabel}`] : []),
    `Effective date: ${effective}`,
    '',
    `View your quote and enroll: ${input.link}`,
    'The link is valid for 30 days.',
    '',
    `Questions? Contact ${brandName}`,
    ...(phone ? [`Phone: ${phone}`] : []),
    ...(brand.email ? [`E-mail: ${brand.email}`] : []),
  ].join('\n');

  return { subject, html, text };
}
