import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../lib/http';
import { createOfflineAddressCheck, requireValidAddress, zipToStates, type PostalAddress } from './address-check';

const dallas: PostalAddress = { address1: '1500 Marilla St', address2: null, city: 'Dallas', state: 'tx', zip: '75201' };
const check = createOfflineAddressCheck();

describe('the offline address check', () => {
  it('accepts a zip that belongs to the state, upper-casing the state', async () => {
    expect(await check.check(dallas)).toEqual({ valid: true, address: { ...dallas, state: 'TX' } });
  });

  it("refuses a zip the database does not know with 'Invalid Zip code' under zip", async () => {
    expect(await check.check({ ...dallas, zip: '00000' })).toEqual({
      valid: false,
      errors: [{ target_element: 'zip', error_message: 'Invalid Zip code' }],
    });
  });

  it('refuses a zip of another state under zip', async () => {
    expect(await check.check({ ...dallas, state: 'NY' })).toEqual({
      valid: false,
      errors: [{ target_element: 'zip', error_message: 'Zip code does not belong to the state' }],
    });
  });
});

describe('requireValidAddress', () => {
  it('answers the checked address', async () => {
    expect(await requireValidAddress(check, dallas)).toEqual({ ...dallas, state: 'TX' });
  });

  it("throws a 400 refusal with the check's field errors", async () => {
    const refusal = await requireValidAddress(check, { ...dallas, state: 'CA' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect(refusal).toMatchObject({ kind: 'invalid', errors: [{ target_element: 'zip', error_message: 'Zip code does not belong to the state' }] });
  });
});

describe('zipToStates', () => {
  it("answers the zip's state as the employer step reads it", () => {
    expect(zipToStates('10001')).toEqual([{ state_abbreviation: 'NY' }]);
  });

  it.each(['00000', 'abcde', ''])("refuses the zip %j with 'Invalid Zip code' under zip", (zip) => {
    let refusal: unknown;
    try {
      zipToStates(zip);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect(refusal).toMatchObject({ kind: 'invalid', errors: [{ target_element: 'zip', error_message: 'Invalid Zip code' }] });
  });
});
