import { describe, expect, it } from 'vitest';
import { SavedTabSchema, type SavedTab } from '../codes/codes';
import { savedTabRoute } from './saved-tab-route';

describe('savedTabRoute', () => {
  const cases: Array<[SavedTab, string]> = [
    ['primary_info', '/enrollment/personal-info'],
    ['contact_info', '/enrollment/contact-info'],
    ['employer_info', '/enrollment/employer-info'],
    ['benificiary_info', '/enrollment/beneficiary-info'],
    ['health_info', '/enrollment/health-questions'],
    ['dependent_info', '/enrollment/dependent-information'],
    ['review_info', '/enrollment/review-confirm'],
    ['aggrement_info', '/enrollment/agreement-signature'],
    ['payment_info', '/enrollment/billing-information'],
    ['cart_info', '/cart'],
  ];

  it.each(cases)('resumes %s at %s', (tab, route) => {
    expect(savedTabRoute(tab)).toBe(route);
  });

  it('has a page for every saved-tab value, each a different one', () => {
    expect(cases.map(([tab]) => tab).sort()).toEqual([...SavedTabSchema.options].sort());
    expect(new Set(SavedTabSchema.options.map(savedTabRoute)).size).toBe(SavedTabSchema.options.length);
  });
});
