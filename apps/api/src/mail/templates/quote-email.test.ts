import { describe, expect, it } from 'vitest';
import { renderQuoteEmail, type QuoteEmailInput } from './quote-email';
import { absoluteUrl, escapeHtml, formatPhone } from './html';

const input = (overrides: Partial<QuoteEmailInput> = {}): QuoteEmailInput => ({
  publicUrl: 'https://store.example.com',
  brand: { name: 'John Smith Benefits', logo: '/assets/branding/agent-jsmith-logo.svg', phone: '2145550123', email: 'john@smith.example' },
  clientName: 'Maria Lopez',
  message: 'Hi Maria,\nthese are the plans we talked about.',
  plans: [
    { planName: 'Brightsmile Dental PPO', optionLabel: '$1,000 Annual Max', priceCents: 3150, oneTimeFeeCents: 0 },
    { planName: 'Premier Family Term', optionLabel: '$100,000 Coverage', priceCents: 4200, oneTimeFeeCents: 2500 },
  ],
  totals: { initialMonthCents: 9850, recurringMonthCents: 7350, administrativeFeeCents: 0, oneTimeFeesCents: 2500 },
  tierLabel: 'Member Only',
  effectiveDate: '2026-12-01',
  link: 'https://store.example.com/quote/abc_DEF-123',
  ...overrides,
});

describe('quote e-mail', () => {
  it('lists each plan with its monthly price, the totals, the effective date and the link', () => {
    const { subject, html, text } = renderQuoteEmail(input());
    expect(subject).toBe('Your personalized benefits quote from John Smith Benefits');
    for (const part of [html, text]) {
      expect(part).toContain('Dear Maria Lopez,');
      expect(part).toContain('Brightsmile Dental PPO');
      expect(part).toContain('$31.50/month');
      expect(part).toContain('Premier Family Term');
      expect(part).toContain('$42.00/month');
      expect(part).toMatch(/First Month Cost.*\$98\.50/s);
      expect(part).toMatch(/Recurring Cost.*\$73\.50\/month/s);
      expect(part).toContain('12/01/2026');
      expect(part).toContain('https://store.example.com/quote/abc_DEF-123');
      expect(part).toContain('(214) 555-0123');
      expect(part).toContain('john@smith.example');
      expect(part).toMatch(/one-time enrollment fee \$25\.00/i);
    }
    expect(html).toContain('<a href="https://store.example.com/quote/abc_DEF-123"');
    expect(html).toContain('<img src="https://store.example.com/assets/branding/agent-jsmith-logo.svg"');
    expect(html).toContain('Hi Maria,<br>these are the plans we talked about.');
    expect(text).toContain('Hi Maria,\nthese are the plans we talked about.');
    expect(html).not.toContain('administrative fee');
  });

  it('shows the administrative fee when the cart carries one', () => {
    const { html, text } = renderQuoteEmail(
      input({ totals: { initialMonthCents: 10_000, recurringMonthCents: 10_000, administrativeFeeCents: 291, oneTimeFeesCents: 0 } }),
    );
    expect(html).toMatch(/Included administrative fee \(3% of the life plan premiums, already in their prices\).*\$2\.91/s);
    expect(text).toContain('Included administrative fee (3% of the life plan premiums, already in their prices): $2.91');
  });

  it('escapes every interpolated value', () => {
    const evil = '<script>alert("x")</script>';
    const { html } = renderQuoteEmail(
      input({
        clientName: evil,
        message: evil,
        brand: { name: `Rep ${evil}`, logo: `/logo.svg" onerror="alert(1)`, phone: evil, email: `a@b.c"><script>` },
        plans: [{ planName: evil, optionLabel: evil, priceCents: 100, oneTimeFeeCents: 0 }],
        tierLabel: evil,
        link: 'https://store.example.com/quote/x"><script>alert(1)</script>',
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('leaves out what it does not have: no logo, no message, no effective date', () => {
    const { html, text } = renderQuoteEmail(
      input({ brand: { name: 'Acme', logo: null, phone: null, email: null }, message: undefined, effectiveDate: null }),
    );
    expect(html).not.toContain('<img');
    expect(text).toContain('Effective date: To be chosen at enrollment');
    expect(text).not.toContain('Phone:');
  });
});

describe('template helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
  it('makes paths absolute and drops non-http URLs', () => {
    expect(absoluteUrl('http://localhost:3000', '/assets/a.svg')).toBe('http://localhost:3000/assets/a.svg');
    expect(absoluteUrl('https://x.example/shop', 'assets/a.svg')).toBe('https://x.example/shop/assets/a.svg');
    expect(absoluteUrl('http://localhost:3000', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('http://localhost:3000', 'javascript:alert(1)')).toBeUndefined();
    expect(absoluteUrl('http://localhost:3000', null)).toBeUndefined();
  });
  it('formats 10-digit phones', () => {
    expect(formatPhone('2145550123')).toBe('(214) 555-0123');
    expect(formatPhone('+44 20')).toBe('+44 20');
  });
});
