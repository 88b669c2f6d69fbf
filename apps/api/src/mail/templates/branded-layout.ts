import { absoluteUrl, escapeHtml, formatPhone } from './html';

/** The rep or group an e-mail comes from: the store's branding for that enrollment. */
export type MailBrand = { name: string; logo: string | null; phone: string | null; email: string | null };

export type RenderedEmail = { subject: string; html: string; text: string };

export const MAIL_FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1d2939;';
export const MAIL_ACCENT = '#1c5fa8';

/** The name the e-mail is signed with; the store's own when the brand has none. */
export const brandName = (brand: MailBrand) => brand.name.trim() || 'Benefit Store';

/** A button-like link, for mail clients (inline styles only). */
export function mailButton(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;background:${MAIL_ACCENT};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:16px;">${escapeHtml(label)}</a>`;
}

/**
 * The branded frame every store e-mail shares: table layout and inline styles for mail clients,
 * the brand's logo and name on top, `rows` (the message's own `<tr>` rows) in the middle, and
 * who to contact at the bottom. Every brand value is escaped here; `rows` must be escaped by the caller.
 */
export function brandedHtml({
  publicUrl,
  brand,
  subject,
  rows,
}: {
  publicUrl: string;
  brand: MailBrand;
  subject: string;
  rows: string;
}): string {
  const e = escapeHtml;
  const name = brandName(brand);
  const logoUrl = absoluteUrl(publicUrl, brand.logo);
  const phone = brand.phone ? formatPhone(brand.phone) : undefined;
  const contact = [
    phone ? `Phone: ${e(phone)}` : '',
    brand.email ? `E-mail: <a href="mailto:${e(brand.email)}" style="color:${MAIL_ACCENT};">${e(brand.email)}</a>` : '',
  ]
    .filter(Boolean)
    .join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;${MAIL_FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;${MAIL_FONT}">
<tr><td style="padding:24px 24px 12px;border-bottom:4px solid ${MAIL_ACCENT};">
${logoUrl ? `<img src="${e(logoUrl)}" alt="${e(name)}" height="48" style="display:block;height:48px;max-width:240px;border:0;">` : ''}
<p style="margin:8px 0 0;font-size:18px;font-weight:bold;">${e(name)}</p></td></tr>
${rows}
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e4e7ec;font-size:14px;line-height:1.5;color:#475467;">
Questions? Contact ${e(name)}${contact ? `<br>${contact}` : ''}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text part's closing lines: who to contact. */
export function brandedTextFooter(brand: MailBrand): string[] {
  return [
    `Questions? Contact ${brandName(brand)}`,
    ...(brand.phone ? [`Phone: ${formatPhone(brand.phone)}`] : []),
    ...(brand.email ? [`E-mail: ${brand.email}`] : []),
  ];
}
