import { signingEmailSubject } from '@benefit-store/domain';
import { escapeHtml } from './html';
import { brandedHtml, brandedTextFooter, brandName, mailButton, type MailBrand, type RenderedEmail } from './branded-layout';

export type SigningLinkEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  /** Who filled the application: the rep by name, or the group. */
  enroller: string;
  link: string;
  days: number;
};

/**
 * The applicant's signing link (DESIGN §3 "Rep-assisted applications", docs/decisions/0092): they
 * review what was filled for them and sign it themselves. Every value is escaped.
 */
export function renderSigningLinkEmail(input: SigningLinkEmailInput): RenderedEmail {
  const subject = signingEmailSubject(input.enroller);
  const e = escapeHtml;
  const intro = `${input.enroller} has filled in a benefit enrollment application for you with ${brandName(input.brand)}.`;
  const ask = 'Please review it, and if it is right, agree to the statements and sign it. Nothing is submitted until you sign.';
  const warn = `The link works once, for ${input.days} days. If you did not ask to enroll, do not open it.`;
  const rows = `<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">${e(intro)}</p>
<p style="margin:0 0 20px;">${e(ask)}</p>
<p style="margin:0 0 20px;">${mailButton(input.link, 'Review and sign')}</p>
<p style="margin:0;font-size:13px;color:#667085;">${e(warn)}</p>
</td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand: input.brand, subject, rows });
  const text = [brandName(input.brand), '', intro, ask, '', `Review and sign: ${input.link}`, '', warn, '', ...brandedTextFooter(input.brand)].join('\n');
  return { subject, html, text };
}
