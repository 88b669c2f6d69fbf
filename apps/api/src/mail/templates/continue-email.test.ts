import { describe, expect, it } from 'vitest';
import { renderContinueEmail, type ContinueEmailInput } from './continue-email';

const input = (overrides: Partial<ContinueEmailInput> = {}): ContinueEmailInput => ({
  publicUrl: 'https://store.example.com',
  brand: { name: 'John Smith Benefits', logo: '/assets/branding/agent-jsmith-logo.svg', phone: '2145550123', email: 'john@smith.example' },
  code: 'ABCD2345',
  link: 'https://store.example.com/direct-continue/tok_EN-123/aGVhbHRoX2luZm8',
  stepTitle: 'Health Questions',
  continuePageUrl: 'https://store.example.com/continue-enrollment',
  ...overrides,
});

describe('continue e-mail', () => {
  it('gives the code, the one-time link and where to enter the code, in the branding', () => {
    const { subject, html, text } = renderContinueEmail(input());
    expect(subject).toBe('Your code to continue your enrollment with John Smith Benefits');
    for (const part of [html, text]) {
      expect(part).toContain('ABCD2345');
      expect(part).toContain('https://store.example.com/direct-continue/tok_EN-123/aGVhbHRoX2luZm8');
      expect(part).toContain('https://store.example.com/continue-enrollment');
      expect(part).toContain('Health Questions');
      expect(part).toContain('30 days');
      expect(part).toMatch(/works once, for 7 days/);
      expect(part).toContain('(214) 555-0123');
    }
    expect(html).toContain('<a href="https://store.example.com/direct-continue/tok_EN-123/aGVhbHRoX2luZm8"');
    expect(html).toContain('<img src="https://store.example.com/assets/branding/agent-jsmith-logo.svg"');
  });

  it('escapes every interpolated value', () => {
    const evil = '<script>alert("x")</script>';
    const { html } = renderContinueEmail(
      input({
        brand: { name: evil, logo: null, phone: null, email: null },
        stepTitle: evil,
        link: `https://store.example.com/x"><script>`,
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
