import type { AgreementText } from '@benefit-store/domain';
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

export type AgreementCodeEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  /** Who fills the application: the rep by name. */
  enroller: string;
  /** The 6-digit code. */
  code: string;
  /** How long it works, in minutes. */
  minutes: number;
  /** What the applicant would be enrolled in: the cart's plans with their chosen options, and its totals. */
  plans: readonly MailPlan[];
  totals: MailTotals;
  tierLabel: string | null;
  /** 'YYYY-MM-DD', or null before one is chosen. */
  effectiveDate: string | null;
  /** The agreement the applicant consents to by giving the code, in the applicant's own wording. */
  texts: readonly AgreementText[];
};

/**
 * The rep process's verification (DESIGN §3 "Agreement verification", docs/decisions/0100): the
 * applicant receives the plans they would be enrolled in, the agreement itself, and a code they
 * give the rep only if they agree; the e-mail carries all they consent to, so nothing is asked
 * about a text they have not seen. Every value is escaped.
 */
export function renderAgreementCodeEmail(input: AgreementCodeEmailInput): RenderedEmail {
  const { brand } = input;
  const name = brandName(brand);
  const subject = `Your verification code for your enrollment with ${name}`;
  const e = escapeHtml;
  const intro = `${input.enroller} is completing a benefit enrollment application for you with ${name} and asks you to confirm that you agree to it.`;
  const plansIntro = 'The plans you would be enrolled in:';
  const textsIntro = 'What you agree to:';
  const ask = `If you agree to enroll in these plans on these terms, give ${input.enroller} this code:`;
  const warn = `The code works for ${input.minutes} minutes. If you did not ask to enroll, do not share it.`;
  const textsHtml = input.texts
    .map(
      (text) =>
        `<p style="margin:0 0 4px;font-weight:bold;">${e(text.text_head)}</p><p style="margin:0 0 12px;font-size:14px;">${e(text.text_body)}</p>`,
    )
    .join('');
  const rows = `<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">${e(intro)}</p>
<p style="margin:0 0 8px;">${e(plansIntro)}</p>
</td></tr>
<tr><td style="padding:0 24px 8px;">
${PLAN_TABLE_HEAD}
${planRowsHtml(input.plans)}
${coverageRowsHtml(input)}
</table></td></tr>
<tr><td style="padding:16px 24px 24px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 8px;">${e(textsIntro)}</p>
${textsHtml}
<p style="margin:16px 0 8px;">${e(ask)}</p>
<p style="margin:0 0 12px;font-family:'Courier New',Courier,monospace;font-size:26px;font-weight:bold;letter-spacing:4px;">${e(input.code)}</p>
<p style="margin:0;font-size:13px;color:#667085;">${e(warn)}</p>
</td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand, subject, rows });
  const text = [
    name,
    '',
    intro,
    '',
    plansIntro,
    ...planTextLines(input.plans),
    ...coverageTextLines(input),
    '',
    textsIntro,
    ...input.texts.flatMap((text) => ['', text.text_head, text.text_body]),
    '',
    ask,
    '',
    input.code,
    '',
    warn,
    '',
    ...brandedTextFooter(brand),
  ].join('\n');
  return { subject, html, text };
}
