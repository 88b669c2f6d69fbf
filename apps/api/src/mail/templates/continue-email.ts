import { CONTINUE_CODE_DAYS, DIRECT_CONTINUE_DAYS } from '@benefit-store/domain';
import { escapeHtml } from './html';
import { brandedHtml, brandedTextFooter, brandName, MAIL_ACCENT, mailButton, type MailBrand, type RenderedEmail } from './branded-layout';

export type ContinueEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  /** The 8-character continue code. */
  code: string;
  /** `${PUBLIC_URL}/direct-continue/{base64(token)}/{base64(tab)}`. */
  link: string;
  /** Where continuing will pick up, e.g. 'Health Questions'. */
  stepTitle: string;
  /** Where the code is entered: `${PUBLIC_URL}/continue-enrollment`. */
  continuePageUrl: string;
};

/**
 * Save & Continue Later (spec 001 §2, DESIGN §3): the code with the address it works with, a
 * button with the one-time direct-continue link, in the store's branding for the enrollment,
 * and a plain-text part with the same content. Every interpolated value is escaped.
 */
export function renderContinueEmail(input: ContinueEmailInput): RenderedEmail {
  const { brand } = input;
  const name = brandName(brand);
  const subject = `Your code to continue your enrollment with ${name}`;
  const e = escapeHtml;

  const rows = `<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">Your enrollment is saved. You can continue where you left off (${e(input.stepTitle)}) at any time in the next ${CONTINUE_CODE_DAYS} days.</p>
<p style="margin:0 0 8px;">Your enrollment code:</p>
<p style="margin:0 0 12px;"><span style="display:inline-block;padding:12px 20px;background:#f2f4f7;border:1px dashed ${MAIL_ACCENT};border-radius:6px;font-family:'Courier New',Courier,monospace;font-size:26px;font-weight:bold;letter-spacing:4px;">${e(input.code)}</span></p>
<p style="margin:0 0 12px;">Enter it with this e-mail address on <a href="${e(input.continuePageUrl)}" style="color:${MAIL_ACCENT};">${e(input.continuePageUrl)}</a>. A newer save replaces this code.</p>
</td></tr>
<tr><td align="center" style="padding:16px 24px 24px;">
${mailButton(input.link, 'Continue my enrollment')}
<p style="margin:12px 0 0;font-size:13px;color:#667085;">Or open this link: <a href="${e(input.link)}" style="color:${MAIL_ACCENT};word-break:break-all;">${e(input.link)}</a><br>The link works once, for ${DIRECT_CONTINUE_DAYS} days.</p>
</td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand, subject, rows });

  const text = [
    name,
    '',
    `Your enrollment is saved. You can continue where you left off (${input.stepTitle}) at any time in the next ${CONTINUE_CODE_DAYS} days.`,
    '',
    `Your enrollment code: ${input.code}`,
    `Enter it with this e-mail address on ${input.continuePageUrl}. A newer save replaces this code.`,
    '',
    `Continue my enrollment: ${input.link}`,
    `The link works once, for ${DIRECT_CONTINUE_DAYS} days.`,
    '',
    ...brandedTextFooter(brand),
  ].join('\n');

  return { subject, html, text };
}
