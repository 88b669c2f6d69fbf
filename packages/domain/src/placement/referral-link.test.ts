import { describe, expect, it } from 'vitest';
import { isReferralLinkValid } from './referral-link';

describe('isReferralLinkValid', () => {
  const asOf = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['an active link without expiry works', { isActive: true, expiresAt: null }, true],
    ['an active link before its expiry works', { isActive: true, expiresAt: new Date('2026-03-10T12:00:01Z') }, true],
    ['a link expires at its expiry', { isActive: true, expiresAt: asOf }, false],
    ['a link after its expiry does not work', { isActive: true, expiresAt: new Date('2026-01-01T00:00:00Z') }, false],
    ['an inactive link does not work', { isActive: false, expiresAt: null }, false],
  ])('%s', (_name, link, expected) => {
    expect(isReferralLinkValid(link, asOf)).toBe(expected);
  });
});
