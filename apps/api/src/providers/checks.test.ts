import { describe, expect, it } from 'vitest';
import { createChecks, type CheckSettings } from './checks';
import { offlineEmailVerifier } from './email-verifier';
import { offlinePhoneVerifier } from './phone-verifier';

const offline: CheckSettings = { PHONE_CHECK: 'offline', EMAIL_CHECK: 'offline', ADDRESS_CHECK: 'offline', BANK_LOOKUP: 'offline' };

describe('createChecks', () => {
  it('chooses the offline defaults', () => {
    const checks = createChecks(offline);
    expect(checks.phone).toBe(offlinePhoneVerifier);
    expect(checks.email).toBe(offlineEmailVerifier);
  });

  it.each([
    ['PHONE_CHECK', 'numverify'],
    ['EMAIL_CHECK', 'neverbounce'],
    ['ADDRESS_CHECK', 'usps'],
    ['BANK_LOOKUP', 'remote'],
  ])('refuses to start with %s=%s, whose adapter this build does not hold', (setting, service) => {
    expect(() => createChecks({ ...offline, [setting]: service })).toThrow(`${setting}=${service}: this build has no ${service} adapter`);
  });
});
