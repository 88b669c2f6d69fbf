import { describe, expect, it } from 'vitest';
import { CHECK_MESSAGES } from '../messages/spec-texts';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { resolveFieldRules } from './form-definitions';
import {
  allowedPaymentMethods,
  billDateLabel,
  billingInfoSchema,
  existingBillingSchema,
  expirationYears,
  paymentMethodOf,
} from './billing-step';

const rules = resolveFieldRules('billing_info');
const today = '2026-11-23';
const address = { address1: '100 Elm St', address2: '', city: 'Dallas', state: 'tx', zip: '75201', is_physical_address: 'no' };
const eft = {
  payment_method: 'eft',
  bill_date: '28',
  routing_number: '111000025',
  bank_name: 'BANK OF AMERICA',
  account_name: 'Maria Lopez',
  account_number: '123456789',
  account_type: 'checking',
  account_holder_type: 'individual',
  ...address,
};
const card = {
  payment_method: 'cc',
  bill_date: '1',
  first_name_on_cc: 'Maria',
  last_name_on_cc: 'Lopez',
  card_number: '4111 1111 1111 1111',
  expiration_month: '1',
  expiration_year: '2027',
  security_code: '123',
  ...address,
};
const check = (values: object) => billingInfoSchema({ rules, today }).safeParse(values);
const errorsOf = (values: object) => {
  const result = check(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('billing step', () => {
  it('accepts a bank account and a card, the card number without spaces, the month padded, the state upper-cased', () => {
    expect(check(eft).success).toBe(true);
    const parsed = check(card);
    expect(parsed.success && parsed.data).toMatchObject({ card_number: '4111111111111111', expiration_month: '01', state: 'TX' });
  });

  it('requires the EFT fields and the address for EFT', () => {
    const errors = errorsOf({ payment_method: 'eft' });
    for (const name of [
      'routing_number',
      'bank_name',
      'account_name',
      'account_number',
      'account_type',
      'account_holder_type',
      'address1',
      'city',
      'state',
      'zip',
    ]) {
      expect(errors[name]).toBe(WIZARD_MESSAGES.required);
    }
    expect(errors.card_number).toBeUndefined();
    expect(errors.address2).toBeUndefined();
  });

  it('requires the card fields for a card, and nothing but the method for list, elist and stmt', () => {
    const errors = errorsOf({ payment_method: 'cc' });
    for (const name of ['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year', 'security_code']) {
      expect(errors[name]).toBe(WIZARD_MESSAGES.required);
    }
    expect(errors.routing_number).toBeUndefined();
    for (const method of ['list', 'elist', 'stmt']) expect(check({ payment_method: method }).success).toBe(true);
    expect(errorsOf({}).payment_method).toBe(WIZARD_MESSAGES.required);
  });

  it('says each EFT message', () => {
    expect(errorsOf({ ...eft, account_name: 'Maria-Lopez!' }).account_name).toBe('Invalid account holder name');
    expect(errorsOf({ ...eft, account_number: '123' }).account_number).toBe(WIZARD_MESSAGES.accountNumber);
    expect(errorsOf({ ...eft, account_number: '123456789012345678' }).account_number).toBe(WIZARD_MESSAGES.accountNumber);
    expect(check({ ...eft, account_number: '1234' }).success).toBe(true);
    expect(check({ ...eft, account_number: '12345678901234567' }).success).toBe(true);
    expect(errorsOf({ ...eft, routing_number: '12345678' }).routing_number).toBe(CHECK_MESSAGES.routingDigits);
    expect(errorsOf({ ...eft, routing_number: '111000026' }).routing_number).toBe(CHECK_MESSAGES.routingInvalid);
    expect(errorsOf({ ...eft, account_type: 'brokerage' }).account_type).toBe(WIZARD_MESSAGES.notAChoice);
    expect(errorsOf({ ...eft, zip: '7520' }).zip).toBe('Invalid Zip code');
  });

  it('says each card message', () => {
    expect(errorsOf({ ...card, first_name_on_cc: 'Mar1a' }).first_name_on_cc).toBe('Please enter valid first name');
    expect(errorsOf({ ...card, last_name_on_cc: "O'Brien" }).last_name_on_cc).toBe('Please enter valid last name');
    expect(errorsOf({ ...card, card_number: '411111111111' }).card_number).toBe('Card number must be Min-13 and Max-25');
    expect(errorsOf({ ...card, card_number: '4'.repeat(26) }).card_number).toBe('Card number must be Min-13 and Max-25');
    expect(errorsOf({ ...card, security_code: '12' }).security_code).toBe(WIZARD_MESSAGES.securityCode);
    expect(errorsOf({ ...card, expiration_month: '13' }).expiration_month).toBe(WIZARD_MESSAGES.expirationMonth);
    expect(errorsOf({ ...card, expiration_year: '2047' }).expiration_year).toBe(WIZARD_MESSAGES.expirationYear);
    expect(check({ ...card, expiration_year: '2046' }).success).toBe(true);
    expect(errorsOf({ ...card, expiration_year: '2025' }).expiration_year).toBe(WIZARD_MESSAGES.expirationYear);
    expect(errorsOf({ ...card, zip: 'abcde' }).zip).toBe('Invalid Zip code');
  });

  it('checks the card number by Luhn and the security code by brand', () => {
    expect(errorsOf({ ...card, card_number: '4111111111111112' }).card_number).toBe(WIZARD_MESSAGES.cardNumberInvalid);
    // American Express: a 4-digit code.
    expect(errorsOf({ ...card, card_number: '378282246310005', security_code: '123' }).security_code).toBe(
      WIZARD_MESSAGES.securityCodeForBrand,
    );
    expect(check({ ...card, card_number: '378282246310005', security_code: '1234' }).success).toBe(true);
    expect(errorsOf({ ...card, security_code: '1234' }).security_code).toBe(WIZARD_MESSAGES.securityCodeForBrand);
  });

  it('refuses an expired card and accepts one good through this month', () => {
    expect(errorsOf({ ...card, expiration_month: '10', expiration_year: '2026' }).expiration_month).toBe(WIZARD_MESSAGES.cardExpired);
    expect(check({ ...card, expiration_month: '11', expiration_year: '2026' }).success).toBe(true);
  });

  it('takes bill dates 1 to 28 only', () => {
    expect(errorsOf({ ...eft, bill_date: '29' }).bill_date).toBe(WIZARD_MESSAGES.billDate);
    expect(errorsOf({ ...eft, bill_date: '0' }).bill_date).toBe(WIZARD_MESSAGES.billDate);
  });

  it('labels bill dates with their ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(billDateLabel)).toEqual([
      '1st of month',
      '2nd of month',
      '3rd of month',
      '4th of month',
      '11th of month',
      '12th of month',
      '13th of month',
      '21st of month',
      '22nd of month',
      '23rd of month',
      '28th of month',
    ]);
  });

  it('offers expiration years from this year to 20 ahead', () => {
    const years = expirationYears(today);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2046');
    expect(years).toHaveLength(21);
  });

  it('answers one payment method for a portal list', () => {
    expect(paymentMethodOf(['eft', 'cc'])).toBe('cc');
    expect(paymentMethodOf(['list', 'eft'])).toBe('list');
    expect(paymentMethodOf(['stmt'])).toBe('stmt');
    expect(paymentMethodOf(null)).toBe('eft');
    expect(paymentMethodOf(['bitcoin'])).toBe('eft');
    expect(allowedPaymentMethods('cc')).toEqual(['cc', 'eft']);
    expect(allowedPaymentMethods('list')).toEqual(['list']);
  });

  it('checks a choice of a card or bank account on file', () => {
    expect(existingBillingSchema().safeParse({ card_id: 'c1' }).success).toBe(true);
    const none = existingBillingSchema().safeParse({});
    expect(none.success).toBe(false);
    const bank = existingBillingSchema().safeParse({ bank_id: 'b1', bank_routing: '111000026' });
    const messages = bank.success ? {} : Object.fromEntries(bank.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ account_type: WIZARD_MESSAGES.required, bank_routing: CHECK_MESSAGES.routingInvalid });
  });
});
