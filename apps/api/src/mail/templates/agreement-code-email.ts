import { escapeHtml } from './html';
import { brandedHtml, brandedTextFooter, brandName, type MailBrand, type RenderedEmail } from './branded-layout';

export type AgreementCodeEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  /** The 6-digit code. */
  code: string;
  /** How long it works, in minutes. */
  minutes: number;
};

/**
 * The rep process's verification (DESIGN §3 "Agreement verification"): the applicant receives a
 * code and gives it to the rep only if they agree to be enrolled. Every value is escaped.
 */
export function renderAgreementCodeEmail(input: AgreementCodeEmailInput): RenderedEmail {
  const name = brandName(input.brand);
  const subject = `Your verification code for your enrollment with ${name}`;
  const e = escapeHtml;
  const intro = 'Your representative is completing your benefit enrollment and asks you to confirm that you agree to it.';
  const ask = 'If you have read the agreement and agree to enroll, give your representative this code:';
  const warn = `The code works for ${input.minutes} minutes. If you did not ask to enroll, do not share it.`;
  const rows = `<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">${e(intro)}</p>
<p style="margin:0 0 8px;">${e(ask)}</p>
<p style="margin:0 0 12px;font-family:'Courier New',Courier,monospace;font-size:26px;font-weight:bold;letter-spacing:4px;">${e(input.code)}</p>
<p style="margin:0;font-size:13px;color:#667085;">${e(warn)}</p>
</td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand: input.brand, subject, rows });
  const text = [name, '', intro, ask, '', input.code, '', warn, '', ...brandedTextFooter(input.brand)].join('\n');
  return { subject, html, text };
}
