import { describe, expect, it } from 'vitest';
import { dependentReviewMessage, receiptText, reviewCards, stepMissingMessage, viewerOf } from './review-texts';

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
    expect(receiptText('4821937460', 'rep')).toBe(
      'Your confirmation number is #4821937460. A receipt of your enrollment will be sent to you and also to the client with the subject "Enrollment Receipt"',
    );
    expect(dependentReviewMessage(0, 'Please enter valid first name')).toBe('Dependent #1 Please enter valid first name');
    expect(stepMissingMessage('primary_health_info')).toBe('Please complete Health Questions before confirming your enrollment');
  });

  it('words the receipt for who reads it: the specification’s text to the rep, never "the client" to an applicant or a group', () => {
    expect(receiptText('4821937460', 'applicant')).toBe(
      'Your confirmation number is #4821937460. A receipt of your enrollment will be sent to you by e-mail with the subject "Enrollment Receipt"',
    );
    expect(receiptText('4821937460', 'group')).toBe(
      'Your confirmation number is #4821937460. A receipt of this enrollment will be sent to you and also to the member with the subject "Enrollment Receipt"',
    );
    expect([viewerOf('rep'), viewerOf('group'), viewerOf('applicant'), viewerOf(null)]).toEqual(['rep', 'group', 'applicant', 'applicant']);
  });
});
