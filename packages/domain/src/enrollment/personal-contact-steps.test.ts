import { describe, expect, it } from 'vitest';
import { resolveFieldRules } from './form-definitions';
import { contactInfoSchema, personalInfoSchema } from './personal-contact-steps';

const today = '2026-11-23';
const personal = personalInfoSchema({ rules: resolveFieldRules('personal_info'), today });
const validPerson = {
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Lopez',
  weight: '140',
  height_feet: '5',
  height_inch: '6',
  gender: '1',
  marital_status: '1',
  ssn: '123456789',
  birthdate: '04/12/1985',
  ethnic_category: '',
  ethnic_category_other_type: '',
  prior_coverage_flag: '0',
  prior_carrier_name: '',
  prior_effective_date: '',
  prior_term_date: '',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('personal information', () => {
  it('accepts a complete applicant', () => {
    expect(personal.safeParse(validPerson).success).toBe(true);
  });

  it("answers each rule with the specification's message, all at once", () => {
    const result = personal.safeParse({
      ...validPerson,
      first_name: '',
      last_name: '<b>',
      ssn: '12345',
      weight: '0',
      height_feet: '0',
      height_inch: '123',
    });
    expect(messages(result)).toEqual({
      first_name: 'Field is required',
      last_name: 'Please enter valid last name',
      ssn: 'Invalid Social Security Number',
      weight: 'Weight cannot be zero or less',
      height_feet: 'Height cannot be zero',
      height_inch: 'Inch is invalid',
    });
  });

  it('asks for the carrier and its dates only with prior coverage, dates not after today', () => {
    const result = personal.safeParse({ ...validPerson, prior_coverage_flag: '1', prior_effective_date: '01/01/2027' });
    expect(messages(result)).toEqual({
      prior_carrier_name: 'Field is required',
      prior_effective_date: 'Date cannot be in the future',
      prior_term_date: 'Field is required',
    });
  });

  it("asks for the other ethnic group's name when 'other' (12) is chosen", () => {
    expect(messages(personal.safeParse({ ...validPerson, ethnic_category: '12' }))).toEqual({
      ethnic_category_other_type: 'Field is required',
    });
  });

  it('refuses a name without a letter and names or texts longer than a carrier file holds', () => {
    expect(
      messages(
        personal.safeParse({ ...validPerson, first_name: '12345', last_name: 'L'.repeat(100_000), prior_carrier_name: 'c'.repeat(256) }),
      ),
    ).toEqual({
      first_name: 'Please enter valid first name',
      last_name: 'Please keep this to 35 characters',
      prior_carrier_name: 'Please keep this to 255 characters',
    });
    expect(personal.safeParse({ ...validPerson, first_name: 'Mary-Jo 2nd', last_name: 'W'.repeat(35) }).success).toBe(true);
  });

  it('reads an SSN and dates as people type them, and stores them one way', () => {
    const result = personal.parse({
      ...validPerson,
      ssn: '521-84-7306',
      prior_coverage_flag: '1',
      prior_carrier_name: 'Acme',
      prior_effective_date: '2020-03-01',
      prior_term_date: '6/5/2021',
    });
    expect(result).toMatchObject({ ssn: '521847306', prior_effective_date: '03/01/2020', prior_term_date: '06/05/2021' });
    expect(personal.parse({ ...validPerson, ssn: '521 84 7306' }).ssn).toBe('521847306');
  });

  it.each(['000-12-3456', '666123456', '900-12-3456', '123-00-4567', '123-45-0000', '52-184-7306'])(
    "refuses the SSN %j with the specification's message, as typed",
    (ssn) => {
      expect(messages(personal.safeParse({ ...validPerson, ssn }))).toEqual({ ssn: 'Invalid Social Security Number' });
    },
  );

  it('refuses an impossible date as typed, never as another date', () => {
    const result = personal.safeParse({
      ...validPerson,
      prior_coverage_flag: '1',
      prior_carrier_name: 'Acme',
      prior_effective_date: '13/45/2020',
      prior_term_date: '13452020',
    });
    expect(messages(result)).toEqual({ prior_effective_date: 'Invalid date', prior_term_date: 'Invalid date' });
  });

  it('leaves read-only fields (gender, date of birth) to the server', () => {
    expect(personal.safeParse({ ...validPerson, gender: '', birthdate: '' }).success).toBe(true);
  });
});

describe('contact information', () => {
  const valid = {
    email_address: 'maria@example.com',
    phone_number: '3125550142',
    address1: '1 Main St',
    address2: '',
    city: 'Chicago',
    zip: '60601',
    state: 'il',
    birth_state: '',
    birth_city: '',
    with_validation: '0',
  };

  it('upper-cases the state', () => {
    const result = contactInfoSchema({ rules: resolveFieldRules('contact_info') }).parse(valid);
    expect(result.state).toBe('IL');
  });

  it.each(['(214) 555-0199', '214-555-0199', '214.555.0199', '+1 214 555 0199', '1 (214) 555-0199', ' 2145550199 '])(
    'reads the phone %j as its 10 digits',
    (phone_number) => {
      expect(contactInfoSchema({ rules: resolveFieldRules('contact_info') }).parse({ ...valid, phone_number }).phone_number).toBe(
        '2145550199',
      );
    },
  );

  it.each(['(214) 555-', '+44 20 7946 0958', '214-555-0199 x2'])('refuses the phone %j as typed', (phone_number) => {
    expect(messages(contactInfoSchema({ rules: resolveFieldRules('contact_info') }).safeParse({ ...valid, phone_number }))).toEqual({
      phone_number: 'Invalid phone number',
    });
  });

  it("uses the step's own messages", () => {
    const schema = contactInfoSchema({ rules: resolveFieldRules('contact_info') });
    expect(messages(schema.safeParse({ ...valid, email_address: 'x@', phone_number: '22345678901', zip: '606' }))).toEqual({
      email_address: 'Email is not in correct format',
      phone_number: 'Invalid phone number',
      zip: 'Enter 5 digit zip code.',
    });
  });

  it('keeps every address line, city and place of birth to 255 characters', () => {
    const schema = contactInfoSchema({ rules: resolveFieldRules('contact_info') });
    const long = 'a'.repeat(100_000);
    expect(messages(schema.safeParse({ ...valid, address1: long, address2: long, city: long, birth_city: long }))).toEqual({
      address1: 'Please keep this to 255 characters',
      address2: 'Please keep this to 255 characters',
      city: 'Please keep this to 255 characters',
      birth_city: 'Please keep this to 255 characters',
    });
  });

  it("requires address2, birth state and birth city where the portal's rules say so", () => {
    const rules = resolveFieldRules('contact_info', {
      contact_info: { address2: { required: true }, birth_state: { required: true }, birth_city: { required: true } },
    });
    expect(messages(contactInfoSchema({ rules }).safeParse(valid))).toEqual({
      address2: 'Field is required',
      birth_state: 'Field is required',
      birth_city: 'Field is required',
    });
  });
});
