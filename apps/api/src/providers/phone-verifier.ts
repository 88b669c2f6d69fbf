import { validatePhone, type PhoneCheckData } from '@benefit-store/domain';
import type { Env } from '../env';
import { missingAdapter } from './adapter-slot';

/**
 * Phone verification (GET validate-phone-numverify): the number's formats when it is a valid US
 * number, `undefined` when it is not. The paid service's adapter (numverify) would implement the same.
 */
export interface PhoneVerifier {
  verify(phone: string): Promise<PhoneCheckData | undefined>;
}

/** Offline default: the US numbering plan of libphonenumber-js, through the domain's `validatePhone`. */
export const offlinePhoneVerifier: PhoneVerifier = {
  verify(phone) {
    const checked = validatePhone(phone);
    if (!checked.valid) return Promise.resolve(undefined);
    return Promise.resolve({
      valid: true,
      number: `1${checked.digits}`,
      local_format: checked.digits,
      international_format: `+1${checked.digits}`,
      country_prefix: '+1',
      country_code: 'US',
    });
  },
};

export function phoneVerifierFor(choice: Env['PHONE_CHECK']): PhoneVerifier {
  return choice === 'offline' ? offlinePhoneVerifier : missingAdapter('PHONE_CHECK', choice);
}
