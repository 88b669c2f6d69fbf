import { FEE_TEXTS, formatDollars, formatUsDate, REVIEW_MESSAGES } from '@benefit-store/domain';
import { escapeHtml } from './html';
import { brandedHtml, brandedTextFooter, brandName, MAIL_FONT, type MailBrand, type RenderedEmail } from './branded-layout';

export type ReceiptEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  applicantName: string;
  confirmationNumber: string;
  plans: readonly { name: string; monthlyCents: number; oneTimeFeeCents: number }[];
  totals: { initialMonthCents: number; recurringMonthCents: number; administrativeFeeCents: number };
  tierLabel: string | null;
  /** 'YYYY-MM-DD'. */
  effectiveDate: string;
};

const CELL = 'padding:10px 16px;border-bottom:1px solid #e4e7ec;font-size:15px;';

/**
 * The enrollment receipt (spec 001 §2 "Receipt", DESIGN §3 "Completion"): subject "Enrollment
 * Receipt", the plans and prices, the effective date, the confirmation number, and the rep's or
 * group's contact in the branded frame. The same e-mail goes to the applicant and to the rep or
 * group. Every interpolated value is escaped.
 */
export function renderReceiptEmail(input: ReceiptEmailInput): RenderedEmail {
  const { brand, totals } = input;
  const subject = REVIEW_MESSAGES.receiptSubject;
  const effective = formatUsDate(input.effectiveDate);
  const e = escapeHtml;
  const planRows = input.plans
    .map(
      (plan) =>
        `<tr><td style="${CELL}">${e(plan.name)}${plan.oneTimeFeeCents > 0 ? `<br><span style="font-size:13px;color:#667085;">One-time enrollment fee ${e(formatDollars(plan.oneTimeFeeCents))}</span>` : ''}</td>` +
        `<td style="${CELL}text-align:right;white-space:nowrap;">${e(formatDollars(plan.monthlyCents))}/month</td></tr>`,
    )
    .join('');
  const summaryRow = (label: string, value: string) =>
    `<tr><td style="${CELL}font-weight:bold;">${e(label)}</td><td style="${CELL}text-align:right;font-weight:bold;">${e(value)}</td></tr>`;
  const summary = [
    totals.administrativeFeeCents > 0
      ? summaryRow(`${FEE_TEXTS.includedFeeLabel} (${FEE_TEXTS.includedFeeHint})`, formatDollars(totals.administrativeFeeCents))
      : '',
    summaryRow(REVIEW_MESSAGES.firstMonthTotalCost, formatDollars(totals.initialMonthCents)),
    summaryRow(REVIEW_MESSAGES.recurringMonthlyCost, `${formatDollars(totals.recurringMonthCents)}/month`),
    input.tierLabel ? summaryRow('Coverage', input.tierLabel) : '',
    summaryRow('Effective date', effective),
  ].join('');
  const rows = `<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">Dear ${e(input.applicantName)},</p>
<p style="margin:0 0 12px;">Thank you for your enrollment. Your confirmation number is <strong>#${e(input.confirmationNumber)}</strong>.</p>
</td></tr>
<tr><td style="padding:8px 24px 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;${MAIL_FONT}">
<tr><th align="left" style="${CELL}background:#f2f4f7;">Plan</th><th align="right" style="${CELL}background:#f2f4f7;">Monthly price</th></tr>
${planRows}
${summary}
</table></td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand, subject, rows });
  const text = [
    brandName(brand),
    '',
    `Dear ${input.applicantName},`,
    '',
    `Thank you for your enrollment. Your confirmation number is #${input.confirmationNumber}.`,
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
    `${REVIEW_MESSAGES.firstMonthTotalCost}: ${formatDollars(totals.initialMonthCents)}`,
    `${REVIEW_MESSAGES.recurringMonthlyCost}: ${formatDollars(totals.recurringMonthCents)}/month`,
    ...(input.tierLabel ? [`Coverage: ${input.tierLabel}`] : []),
    `Effective date: ${effective}`,
    '',
    ...brandedTextFooter(brand),
  ].join('\n');
  return { subject, html, text };
}
