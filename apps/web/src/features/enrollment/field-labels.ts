import type { ConditionField, MedicationField, PaymentMethod } from '@benefit-store/domain';

/**
 * Field and option labels the steps' forms and the review's popups both show (one list each, so
 * the review says what the step said; docs/decisions/0098).
 */

/** The dependent form's fields. */
export const DEPENDENT_LABELS: Record<string, string> = {
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  gender: 'Gender',
  birthdate: 'Date of Birth',
  ssn: 'SSN',
  weight: 'Weight (lbs)',
  height_feet: 'Height (feet)',
  height_inch: 'Height (inches)',
  is_disabled: 'Disabled dependent',
};

/** The beneficiary popups' fields, also used to name a field in a save error. */
export const BENEFICIARY_LABELS: Record<string, string> = {
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  birthdate: 'Date of Birth',
  ssn: 'SSN',
  relationship: 'Relationship',
  beneficiary_percentage: 'Beneficiary Percentage',
};

/** A health condition's detail fields (the specification names the fields, not their labels). */
export const CONDITION_LABELS: Record<ConditionField, string> = {
  health_condition: 'Health Condition',
  date_of_onset: 'Date of Onset',
  date_of_recovery: 'Date of Recovery',
  is_treatment: 'Currently Under Treatment?',
  is_medicate: 'Taking Medication for It?',
  d_last_seen: 'Date Last Seen by a Doctor',
  symptoms: 'Symptoms',
  condition: 'Condition',
  status: 'Status',
  last_seen_by_physician: 'Last Seen by Physician',
  physician_name: 'Physician Name',
  address: 'Physician Address',
  phone: 'Physician Phone',
};

export const MEDICATION_LABELS: Record<MedicationField, string> = {
  medication: 'Medication',
  dosage: 'Dosage',
  medical_condition: 'Medical Condition',
};

/** The billing step's payment types. */
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cc: 'Credit Card',
  eft: 'EFT (Bank Draft)',
  list: 'List Bill',
  elist: 'Electronic List Bill',
  stmt: 'Statement',
};
