import { describe, expect, it } from 'vitest';
import { renderReceiptEmail, type ReceiptEmailInput } from './receipt-email';

const input = (overrides: Partial<ReceiptEmailInput> = {}): ReceiptEmailInput => ({
  publicUrl: 'https://store.example.com',
  brand: { name: 'John Smith Benefits', logo: null, phone: '2145550123', email: 'john@smith.example' },
  applicantName: 'Nora Quinlan',
  confirmationNumber: '4821937460',
  plans: [
    { planName: 'Brightsmile Dental PPO', optionLabel: '$1,000 Annual Max', priceCents: 3150, oneTimeFeeCents: 0 },
    { planName: 'Premier Family Term', optionLabel: '$100,000 Coverage', priceCents: 4200, oneTimeFeeCents: 2500 },
  ],
  totals: { initialMonthCents: 9850, recurringMonthCents: 7350, administrativeFeeCents: 0 },
  tierLabel: 'Member Only',
  effectiveDate: '2026-12-01',
  ...overrides,
});

describe('receipt e-mail', () => {
  it('is the "Enrollment Receipt": plans, prices, effective date, confirmation number and who to contact', () => {
    const { subject, html, text } = renderReceiptEmail(input());
    expect(subject).toBe('Enrollment Receipt');
    for (const part of [html, text]) {
      expect(part).toContain('Nora Quinlan');
      expect(part).toContain('#4821937460');
      expect(part).toContain('Brightsmile Dental PPO');
      expect(part).toContain('$31.50/month');
      expect(part).toMatch(/one-time enrollment fee \$25\.00/i);
      expect(part).toContain('$98.50');
      expect(part).toContain('$73.50/month');
      expect(part).toContain('12/01/2026');
      expect(part).toContain('John Smith Benefits');
      expect(part).toContain('john@smith.example');
      expect(part).toContain('(214) 555-0123');
    }
  });

  it('escapes what the applicant typed', () => {
    const { html } = renderReceiptEmail(input({ applicantName: '<b>Nora</b> & co' }));
    expect(html).not.toContain('<b>Nora</b>');
    expect(html).toContain('&lt;b&gt;Nora&lt;/b&gt; &amp; co');
  });
});
