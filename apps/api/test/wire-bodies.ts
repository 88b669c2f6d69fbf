/** Wire-shaped bodies of step saves, valid as they stand, for tests that save a step on the way to what they test. */

/** save-personal-info: Maria Lopez, SSN 123456789. */
export const PERSONAL_INFO_BODY = {
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Lopez',
  weight: '140',
  height_feet: '5',
  height_inch: '6',
  gender: '1',
  marital_status: '1',
  ssn: '123456789',
  birthdate: '01/01/1990',
  ethnic_category: '',
  ethnic_category_other_type: '',
  prior_coverage_flag: '0',
  prior_carrier_name: '',
  prior_effective_date: '',
  prior_term_date: '',
};

/** save-contact-info: Maria Lopez of Dallas, without a second address line or birth place. */
export const CONTACT_INFO_BODY = {
  email_address: 'maria@example.com',
  phone_number: '2145550142',
  address1: '100 Elm St',
  address2: '',
  city: 'Dallas',
  zip: '75201',
  state: 'tx',
  birth_state: '',
  birth_city: '',
  with_validation: '0',
};

/** save-employer-info: a machinist at Acme Manufacturing since 03-01-2019. */
export const EMPLOYER_INFO_BODY = {
  name: 'Acme Manufacturing',
  phone: '9725550100',
  address1: '2800 Industrial Pkwy',
  address2: 'Building C',
  city: 'Garland',
  zip: '75041',
  state: 'tx',
  average_work_week: 'G40',
  employment_start_date: '03-01-2019',
  occupation: 'Machinist',
  compensation_type: 'G10L20',
  employment_status: 'A',
  emp_industry: 'Manufacturing',
  emp_num_employed: '640',
  emp_vac_policy: '10 days',
  emp_barg_unit: 'Non-union',
  holiday_policy: { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 },
  with_validation: '0',
};

/** The billing address part of save-billing-info. */
export const BILLING_ADDRESS = {
  address1: '100 Elm St',
  address2: '',
  city: 'Dallas',
  state: 'tx',
  zip: '75201',
  is_physical_address: 'no',
};

/** save-billing-info by bank draft: account 55512340987654. */
export const EFT_BILLING_BODY = {
  payment_method: 'eft',
  bill_date: '15',
  routing_number: '111000025',
  bank_name: 'Bank of America',
  account_name: 'Maria Lopez',
  account_number: '55512340987654',
  account_type: 'checking',
  account_holder_type: 'individual',
  ...BILLING_ADDRESS,
};
