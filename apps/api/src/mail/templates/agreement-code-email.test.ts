import { describe, expect, it } from 'vitest';
import { renderAgreementCodeEmail } from './agreement-code-email';

const brand = { name: 'Smith & <Sons> Benefits', logo: null, phone: '2145550123', email: 'john@smith.example' };

describe('agreement code e-mail', () => {
  it('gives the code, how long it works and what it is for, in the branding, escaped', () => {
    const { subject, html, text } = renderAgreementCodeEmail({
      publicUrl: 'https://store.example.com',
      brand,
      code: '042917',
      minutes: 30,
    });
    expect(subject).toBe('Your verification code for your enrollment with Smith & <Sons> Benefits');
    for (const part of [html, text]) {
      expect(part).toContain('042917');
      expect(part).toContain('30 minutes');
      expect(part).toContain('agree to enroll');
      expect(part).toContain('(214) 555-0123');
    }
    expect(text).toMatch(/\n042917\n/);
    expect(html).toContain('Smith &amp; &lt;Sons&gt; Benefits');
    expect(html).not.toContain('<Sons>');
  });
});
