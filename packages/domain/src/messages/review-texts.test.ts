import { describe, expect, it } from 'vitest';
import { dependentReviewMessage, receiptText, reviewCards, stepMissingMessage } from './review-texts';

describe('review texts', () => {
  it('shows one card per required tab in the spec order, and Agreement & Signature always', () => {
    expect(reviewCards(['billing_info', 'primary_info', 'contact_info', 'review_info'])).toEqual([
      'primary_info',
      'contact_info',
      'billing_info',
      'agreement_info',
    ]);
    expect(reviewCards([])).toEqual(['agreement_info']);
  });

  it('words the receipt, the dependent error and a missing step as the spec and DESIGN say', () => {
    expect(receiptText('4821937460')).toBe(
      'Your confirmation number is #4821937460. A receipt of your enrollment will be sent to you and also to the client with the subject "Enrollment Receipt"',
    );
    expect(dependentReviewMessage(0, 'Please enter valid first name')).toBe('Dependent #1 Please enter valid first name');
    expect(stepMissingMessage('primary_health_info')).toBe('Please complete Health Questions before confirming your enrollment');
  });
});
