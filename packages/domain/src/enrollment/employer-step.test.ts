import { describe, expect, it } from 'vitest';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { resolveFieldRules } from './form-definitions';
import { employerInfoSchema, holidayPolicyFrom, isEmployerName } from './employer-step';

const today = '2026-11-23';
const rules = resolveFieldRules('employer_info');
const schema = employerInfoSchema({ rules, today });
const noHolidays = { Standard_6: 0, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 0, Floating_Day: 0 };
const valid = {
  name: 'Acme Manufacturing, Inc.',
  phone: '9725550100',
  address1: '2800 Industrial Pkwy',
  address2: '',
  city: 'Garland',
  zip: '75041',
  state: 'tx',
  average_work_week: 'G40',
  employment_start_date: '03/01/2019',
  occupation: 'Machinist',
  compensation_type: 'G10L20',
  employment_status: 'A',
  emp_industry: '',
  emp_num_employed: '640',
  emp_vac_policy: '',
  emp_barg_unit: '',
  holiday_policy: { ...noHolidays, Standard_6: 1 },
  with_validation: '0',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('employer information', () => {
  it('accepts a complete employer, the state upper-cased', () => {
    const result = schema.parse(valid);
    expect(result.state).toBe('TX');
    expect(result.holiday_policy).toEqual({ ...noHolidays, Standard_6: 1 });
  });

  it("asks for every required field with 'Field is required'", () => {
    const blank = Object.fromEntries(
      Object.keys(valid).map((key) => [key, key === 'holiday_policy' ? { ...noHolidays, Birthday: 1 } : '']),
    );
    expect(messages(schema.safeParse(blank))).toEqual({
      name: 'Field is required',
      phone: 'Field is required',
      address1: 'Field is required',
      city: 'Field is required',
      zip: 'Field is required',
      state: 'Field is required',
      average_work_week: 'Field is required',
      employment_start_date: 'Field is required',
      occupation: 'Field is required',
      compensation_type: 'Field is required',
      employment_status: 'Field is required',
    });
  });

  it("answers each format rule with the specification's message, all at once", () => {
    const result = schema.safeParse({ ...valid, name: '<script>', phone: '97255501001', zip: '7504', state: 'Texas' });
    expect(messages(result)).toEqual({
      name: 'Invalid employer information',
      phone: 'Invalid phone number',
      zip: 'Enter 5 digit zip code',
      state: 'Enter the 2-letter state',
    });
  });

  it("requires at least one holiday policy: 'Select at least one holiday policy'", () => {
    expect(messages(schema.safeParse({ ...valid, holiday_policy: noHolidays }))).toEqual({
      holiday_policy: 'Select at least one holiday policy',
    });
    expect(messages(schema.safeParse({ ...valid, holiday_policy: null }))).toEqual({
      holiday_policy: 'Select at least one holiday policy',
    });
    const optional = resolveFieldRules('employer_info', { employer_info: { holiday_policy: { required: false } } });
    expect(employerInfoSchema({ rules: optional, today }).safeParse({ ...valid, holiday_policy: undefined }).success).toBe(true);
  });

  it('reads holiday flags as numbers, digit strings or booleans, and drops unknown names', () => {
    const result = schema.parse({ ...valid, holiday_policy: { Standard_6: '1', Birthday: true, Columbus_Day: 0, Bastille_Day: 1 } });
    expect(result.holiday_policy).toEqual({ ...noHolidays, Standard_6: 1, Birthday: 1 });
    expect(messages(schema.safeParse({ ...valid, holiday_policy: { Standard_6: 7 } }))).toEqual({
      'holiday_policy.Standard_6': 'Select at least one holiday policy',
    });
  });

  it('refuses a start date in the future and reads dashes as slashes', () => {
    expect(messages(schema.safeParse({ ...valid, employment_start_date: '12/01/2026' }))).toEqual({
      employment_start_date: 'Date cannot be in the future',
    });
    expect(schema.parse({ ...valid, employment_start_date: '03-01-2019' }).employment_start_date).toBe('03/01/2019');
    expect(schema.parse({ ...valid, employment_start_date: '11-23-2026' }).employment_start_date).toBe('11/23/2026');
    expect(messages(schema.safeParse({ ...valid, employment_start_date: '02/30/2019' }))).toEqual({
      employment_start_date: 'Invalid date',
    });
  });

  it("blocks a retired employer: 'You cannot proceed with retired employer'", () => {
    expect(messages(schema.safeParse({ ...valid, employment_status: 'R' }))).toEqual({
      employment_status: 'You cannot proceed with retired employer',
    });
    expect(schema.safeParse({ ...valid, employment_status: 'C' }).success).toBe(true);
  });

  it('takes only the listed compensation types, statuses and work weeks, and a whole number of employees', () => {
    const result = schema.safeParse({
      ...valid,
      compensation_type: 'Hourly',
      employment_status: 'X',
      average_work_week: '50',
      emp_num_employed: '12.5',
    });
    expect(Object.keys(messages(result)).sort()).toEqual([
      'average_work_week',
      'compensation_type',
      'emp_num_employed',
      'employment_status',
    ]);
    expect(messages(result).emp_num_employed).toBe('Enter the number of employees as a whole number');
    // A value off a list is not one of its choices, not a missing value (docs/decisions/0104).
    expect(messages(result).average_work_week).toBe(WIZARD_MESSAGES.notAChoice);
    expect(messages(result).compensation_type).toBe(WIZARD_MESSAGES.notAChoice);
    for (const type of ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary']) {
      expect(schema.safeParse({ ...valid, compensation_type: type }).success).toBe(true);
    }
  });

  it('refuses a state the list does not offer as not one of the choices, and two letters otherwise', () => {
    expect(messages(schema.safeParse({ ...valid, state: 'zz' }))).toEqual({ state: WIZARD_MESSAGES.notAChoice });
    expect(messages(schema.safeParse({ ...valid, state: 'T1' }))).toEqual({ state: WIZARD_MESSAGES.state });
    expect(schema.parse({ ...valid, state: 'dc' }).state).toBe('DC');
  });

  it('requires address2 and the extra fields only where the rules say so', () => {
    const strict = resolveFieldRules('employer_info', {
      employer_info: { address2: { required: true }, emp_industry: { required: true }, emp_num_employed: { required: true } },
    });
    expect(messages(employerInfoSchema({ rules: strict, today }).safeParse(valid))).toEqual({
      address2: 'Field is required',
      emp_industry: 'Field is required',
    });
  });
});

describe('employer names', () => {
  it.each(['Acme Manufacturing', "O'Brien & Sons, LLC", 'Café Müller GmbH', '7-Eleven #2231', 'A/B Testing (US) Corp.'])(
    'accepts %s',
    (name) => {
      expect(isEmployerName(name)).toBe(true);
    },
  );
  it.each(['<b>', '---', 'x'.repeat(161), 'Acme; DROP TABLE'])('refuses %s', (name) => {
    expect(isEmployerName(name)).toBe(false);
  });
});

describe('holiday policy from the wire', () => {
  it('reads the JSON text get-form-fields answers, and treats anything else as none chosen', () => {
    expect(holidayPolicyFrom('{"Birthday":1,"Floating_Day":0}')).toEqual({ ...noHolidays, Birthday: 1 });
    expect(holidayPolicyFrom({ Columbus_Day: '1' })).toEqual({ ...noHolidays, Columbus_Day: 1 });
    expect(holidayPolicyFrom('not json')).toEqual(noHolidays);
    expect(holidayPolicyFrom(null)).toEqual(noHolidays);
  });
});
