import { enrolledByEmailSubject } from '@benefit-store/domain';
import { escapeHtml } from './html';
import { brandedHtml, brandedTextFooter, brandName, mailButton, type MailBrand, type RenderedEmail } from './branded-layout';

export type EnrolledByEmailInput = {
  publicUrl: string;
  brand: MailBrand;
  /** Who filled the application: the rep by name, or the group. */
  enroller: string;
  applicantName: string;
  plans: readonly string[];
  /** The "this was not me" link. */
  notMeLink: string;
  days: number;
};

/**
 * After a rep's or group's application is completed (DESIGN §3 "Rep-assisted applications",
 * docs/decisions/0093): who enrolled the applicant, in what, and a way to say it was not them.
 * Every value is escaped.
 */
export function renderEnrolledByEmail(input: EnrolledByEmailInput): RenderedEmail {
  const store = brandName(input.brand);
  const subject = enrolledByEmailSubject(input.enroller, store);
  const e = escapeHtml;
  const intro = `${input.enroller} enrolled you in these plans with ${store}:`;
  const ask = `If you did not ask ${input.enroller} to enroll you, tell us within ${input.days} days and the agency will look into it.`;
  const rows = `<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">Dear ${e(input.applicantName)},</p>
<p style="margin:0 0 8px;">${e(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px;">${input.plans.map((plan) => `<li>${e(plan)}</li>`).join('')}</ul>
<p style="margin:0 0 20px;">${e(ask)}</p>
<p style="margin:0;">${mailButton(input.notMeLink, 'This was not me')}</p>
</td></tr>`;
  const html = brandedHtml({ publicUrl: input.publicUrl, brand: input.brand, subject, rows });
  const text = [
    store,
    '',
    `Dear ${input.applicantName},`,
    '',
    intro,
    ...input.plans.map((plan) => `- ${plan}`),
    '',
    ask,
    `This was not me: ${input.notMeLink}`,
    '',
    ...brandedTextFooter(input.brand),
  ].join('\n');
  return { subject, html, text };
}
