import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEXTS } from '@benefit-store/domain';
import { renderAgreementCodeEmail } from './agreement-code-email';

const brand = { name: 'Smith & <Sons> Benefits', logo: null, phone: '2145550123', email: 'john@smith.example' };

describe('agreement code e-mail', () => {
  it('gives the code, how long it works and what it is for, in the branding, escaped', () => {
    const { subject, html, text } = renderAgreementCodeEmail({
      publicUrl: 'https://store.example.com',
      brand,
      enroller: 'John <Smith>',
      code: '042917',
      minutes: 30,
      plans: [{ planName: 'Harborlight Term Life 10', optionLabel: '$200,000 Coverage', priceCents: 4483, oneTimeFeeCents: 0 }],
      totals: { initialMonthCents: 4483, recurringMonthCents: 4483, administrativeFeeCents: 131 },
      tierLabel: 'Member Only',
      effectiveDate: '2026-12-01',
      texts: AGREEMENT_TEXTS,
    });
    expect(subject).toBe('Your verification code for your enrollment with Smith & <Sons> Benefits');
    for (const part of [html, text]) {
      expect(part).toContain('042917');
      expect(part).toContain('30 minutes');
      expect(part).toContain('agree to enroll');
      expect(part).toContain('(214) 555-0123');
      expect(part).toContain('$200,000 Coverage');
      expect(part).toContain('12/01/2026');
      for (const agreement of AGREEMENT_TEXTS) expect(part).toContain(agreement.text_head);
    }
    expect(text).toContain(AGREEMENT_TEXTS[0]!.text_body);
    expect(html).toContain('John &lt;Smith&gt;');
    expect(text).toMatch(/\n042917\n/);
    expect(html).toContain('Smith &amp; &lt;Sons&gt; Benefits');
    expect(html).not.toContain('<Sons>');
  });
});
