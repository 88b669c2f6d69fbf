import { describe, expect, it } from 'vitest';
import { landingTarget } from './landing-target';

describe('landingTarget', () => {
  it.each([
    ['jsmith', 'Agent', { href: '/jsmith', reload: true }],
    ['/acme', 'Group', { href: '/acme', reload: true }],
    ['https://acme.example/enroll', 'Group', { href: 'https://acme.example/enroll', reload: true }],
    [null, 'Agent', { href: '/landing-config-error/Agent', reload: false }],
    ['  ', 'Group', { href: '/landing-config-error/Group', reload: false }],
  ] as const)('%s (%s)', (url, type, expected) => {
    expect(landingTarget(url, type)).toEqual(expected);
  });
});
