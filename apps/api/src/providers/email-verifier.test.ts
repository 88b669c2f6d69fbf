import { describe, expect, it } from 'vitest';
import { isDisposableDomain, offlineEmailVerifier } from './email-verifier';

describe('isDisposableDomain', () => {
  it.each(['mailinator.com', 'MAILINATOR.COM', 'inbox.mailinator.com', 'yopmail.com', '10minutemail.com'])('lists %s', (domain) => {
    expect(isDisposableDomain(domain)).toBe(true);
  });

  it.each(['gmail.com', 'outlook.com', 'mail.example', 'com', 'mailinator.com.example.org'])('does not list %s', (domain) => {
    expect(isDisposableDomain(domain)).toBe(false);
  });
});

describe('offlineEmailVerifier', () => {
  it.each([
    ['jane.doe@gmail.com', 'valid'],
    ['jane.doe@', 'malformed'],
    ['jane.doe@gmail', 'malformed'],
    ['jane@mailinator.com', 'disposable'],
    ['jane@sub.yopmail.com', 'disposable'],
  ] as const)('answers %s as %s', async (email, verdict) => {
    expect(await offlineEmailVerifier.verify(email)).toBe(verdict);
  });
});
