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
