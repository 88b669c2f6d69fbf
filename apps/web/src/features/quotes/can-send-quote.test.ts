import { describe, expect, it } from 'vitest';
import { canSendQuote } from './can-send-quote';

describe('canSendQuote', () => {
  it.each([
    { eprocess: 'rep', isLifestyleHost: false, showQuotation: null, expected: true },
    { eprocess: 'group', isLifestyleHost: false, showQuotation: 'yes', expected: true },
    { eprocess: 'applicant', isLifestyleHost: false, showQuotation: null, expected: false },
    { eprocess: null, isLifestyleHost: false, showQuotation: null, expected: false },
    { eprocess: 'rep', isLifestyleHost: true, showQuotation: null, expected: false },
    { eprocess: 'group', isLifestyleHost: false, showQuotation: 'no', expected: false },
    { eprocess: 'rep', isLifestyleHost: false, showQuotation: 'No', expected: false },
  ] as const)('eprocess $eprocess, lifestyle $isLifestyleHost, show-quotation $showQuotation: $expected', ({ expected, ...input }) => {
    expect(canSendQuote(input)).toBe(expected);
  });
});
