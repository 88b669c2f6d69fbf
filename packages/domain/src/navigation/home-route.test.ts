import { describe, expect, it } from 'vitest';
import { resolveHomeRoute, type HomeRouteInput } from './home-route';

describe('resolveHomeRoute', () => {
  const cases: Array<[string, HomeRouteInput, string]> = [
    ['nothing stored goes to /', {}, '/'],
    ['nulls go to /', { openType: null, referral: null, eprocess: null }, '/'],
    ['open_type agent without referral goes to /', { openType: 'agent' }, '/'],
    ['open_type group without referral goes to /', { openType: 'group', eprocess: 'rep' }, '/'],
    ['open_type user without referral goes to /', { openType: 'user' }, '/'],
    ['open_type with a referral goes to the referral page', { openType: 'agent', referral: 'R123' }, '/referrals?rid=R123'],
    ['referral ids are URL-encoded', { openType: 'group', referral: 'a b&c' }, '/referrals?rid=a%20b%26c'],
    ['open_type wins over eprocess', { openType: 'user', eprocess: 'applicant', referral: 'X' }, '/referrals?rid=X'],
    ['a referral without open_type is ignored', { referral: 'R1', eprocess: 'rep' }, '/agent-home'],
    ['rep goes to the agent home', { eprocess: 'rep' }, '/agent-home'],
    ['applicant goes to the member home', { eprocess: 'applicant' }, '/member-home'],
    ['group goes to the group home', { eprocess: 'group' }, '/group-home'],
    ['group on the lifestyle host goes to /', { eprocess: 'group', isLifestyleHost: true }, '/'],
    ['rep on the lifestyle host still goes to the agent home', { eprocess: 'rep', isLifestyleHost: true }, '/agent-home'],
    ['applicant on the lifestyle host still goes to the member home', { eprocess: 'applicant', isLifestyleHost: true }, '/member-home'],
    ['empty referral counts as none', { openType: 'agent', referral: '' }, '/'],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(resolveHomeRoute(input)).toBe(expected);
  });
});
