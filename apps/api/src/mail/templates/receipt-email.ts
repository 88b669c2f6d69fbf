import { REVIEW_MESSAGES } from '@benefit-store/domain';
import { escapeHtml } from './html';
import { brandedHtml, brandedTextFooter, brandName, type MailBrand, type RenderedEmail } from './branded-layout';
import {
  coverageRowsHtml,
  coverageTextLines,
  PLAN_TABLE_HEAD,
  planRowsHtml,
  planTextLines,
  type MailPlan,
  type MailTotals,
} from './plan-table';

export type ReceiptEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  applicantName: string;
  confirmationNumber: string;
  plans: readonly MailPlan[];
  totals: MailTotals;
  tierLabel: string | null;
  /** 'YYYY-MM-DD'. */
  effectiveDate: string;
};

/**
 * The enrollment receipt (spec 001 §2 "Receipt", DESIGN §3 "Completion"): subject "Enrollment
 * Receipt", the plans and prices, the effective date, the confirmation number, and the rep's or
 * group's contact in the branded frame. The same e-mail goes to the applicant and to the rep or
 * group. Every interpolated value is escaped.
 */
export function renderReceiptEmail(input: ReceiptEmailInput): RenderedEmail {
  const { brand } = input;
  const subject = REVIEW_MESSAGES.receiptSubject;
  const e = escapeHtml;
  const rows = `<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">Dear ${e(input.applicantName)},</p>
<p style="margin:0 0 12px;">Thank you for your enrollment. Your confirmation number is <strong>#${e(input.confirmationNumber)}</strong>.</p>
</td></tr>
<tr><td style="padding:8px 24px 24px;">
${PLAN_TABLE_HEAD}
${planRowsHtml(input.plans)}
${coverageRowsHtml(input)}
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
    ...planTextLines(input.plans),
    '',
    ...coverageTextLines(input),
    '',
    ...brandedTextFooter(brand),
  ].join('\n');
  return { subject, html, text };
}
