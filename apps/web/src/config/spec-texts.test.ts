import { describe, expect, it } from 'vitest';
import { FILTER_FIELD_MESSAGES, FILTER_MESSAGES, PRICING_ERROR_MESSAGES, QuoteFormSchema } from '@benefit-store/domain';
import { PLAN_PAGE_MESSAGES, VALIDATION_MESSAGES } from './spec-texts';

describe('spec texts the web shows', () => {
  it('match the local plan-page messages the server uses', () => {
    for (const [code, text] of Object.entries(PLAN_PAGE_MESSAGES)) {
      expect(PRICING_ERROR_MESSAGES[code as keyof typeof PRICING_ERROR_MESSAGES]).toBe(text);
    }
  });

  it('match the filter validation messages', () => {
    expect(FILTER_MESSAGES.required).toBe(VALIDATION_MESSAGES.required);
    expect(FILTER_MESSAGES.zip).toBe(VALIDATION_MESSAGES.zipDigits);
    expect(FILTER_MESSAGES.underAge).toBe(VALIDATION_MESSAGES.underAge);
    expect(Object.values(FILTER_FIELD_MESSAGES)).toContain(VALIDATION_MESSAGES.zipUnknown);
  });

  it('match the quote form messages', () => {
    const result = QuoteFormSchema.safeParse({ name: 'R2-D2!', email: 'nope', message: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(VALIDATION_MESSAGES.name);
    expect(messages).toContain(VALIDATION_MESSAGES.email);
  });
});
