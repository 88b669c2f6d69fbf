import { describe, expect, it } from 'vitest';
import { CONTACT_ADDRESS_MESSAGES, checkContactAddress } from './contact-address';

const DALLAS = { zip: '75201', state: 'TX' };

describe('checkContactAddress', () => {
  it.each([
    ['a Dallas address priced for Dallas', { zip: '75201', state: 'TX', zipState: 'TX' }],
    ['another Texas zip: the state is what the price depends on', { zip: '77002', state: 'TX', zipState: 'TX' }],
    ['an empty zip (left to the required rule)', { zip: '', state: 'TX', zipState: undefined }],
    ['an empty state (left to the required rule)', { zip: '10001', state: '', zipState: 'NY' }],
  ])('accepts %s', (_case, address) => {
    expect(checkContactAddress({ ...address, priced: DALLAS })).toEqual({ errors: [], canReprice: false });
  });

  it('refuses a zip the directory does not know, under zip', () => {
    expect(checkContactAddress({ zip: '00000', state: 'TX', zipState: undefined, priced: DALLAS })).toEqual({
      errors: [{ target_element: 'zip', error_message: 'Invalid Zip code' }],
      canReprice: false,
    });
  });

  it('refuses a zip of another state than the one chosen, under zip, naming both', () => {
    const check = checkContactAddress({ zip: '10001', state: 'TX', zipState: 'NY', priced: DALLAS });
    expect(check).toEqual({
      errors: [
        { target_element: 'zip', error_message: '10001 is a New York zip code, not Texas. Please check the zip code or the state.' },
      ],
      canReprice: false,
    });
  });

  it('refuses a state the cart was not priced for, under state, and offers to re-price for the zip', () => {
    const check = checkContactAddress({ zip: '33101', state: 'FL', zipState: 'FL', priced: DALLAS });
    expect(check.canReprice).toBe(true);
    expect(check.errors).toEqual([
      {
        target_element: 'state',
        error_message:
          'Your plans are priced for Texas (zip 75201). To use an address in Florida, please update your plan prices for zip 33101 first.',
      },
    ]);
  });

  it('holds the state to nothing when the filter has no place', () => {
    expect(checkContactAddress({ zip: '33101', state: 'FL', zipState: 'FL', priced: undefined }).errors).toEqual([]);
  });

  it('names the plans a new zip cannot keep', () => {
    expect(CONTACT_ADDRESS_MESSAGES.notOfferedAt(['Lantana Sunbelt Care Gold'], '10001', 'NY')).toBe(
      'Lantana Sunbelt Care Gold is not offered for zip 10001 in New York. Please remove it from your cart to use this address.',
    );
    expect(CONTACT_ADDRESS_MESSAGES.notOfferedAt(['A', 'B', 'C'], '10001', 'NY')).toBe(
      'A, B and C are not offered for zip 10001 in New York. Please remove them from your cart to use this address.',
    );
  });
});
