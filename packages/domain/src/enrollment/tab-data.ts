/**
 * What each wizard tab stores (spec 001 §3 "Entities and their fields"), wire names as the
 * specification writes them. Stored data is parsed with these schemas whenever it is read, so a
 * row that does not match is an error, never an unchecked cast. The save calls check the stricter
 * input rules (spec 001 §5) before anything is stored.
 */
import * as z from 'zod';
import { AgreementModeSchema, AgreementTextSchema } from './agreement-step';
import { CompensationTypeSchema, EmploymentStatusSchema, MaritalStatusSchema, PaymentMethodSchema, type TabName } from '../codes/codes';

const text = z.string().nullable().optional();
const flag = z.enum(['0', '1']).nullable().optional();
/** is_treatment / is_medicate: '1', '0' or 'undefined' (unselected), as the wizard sends them. */
const answer = z.enum(['0', '1', 'undefined']).nullable().optional();

export const PersonalInfoSchema = z.object({
  first_name: z.string(),
  middle_name: text,
  last_name: z.string(),
  birthdate: z.string(),
  gender: z.string(),
  height_feet: z.coerce.number().int().nullable().optional(),
  height_inch: z.coerce.number().int().nullable().optional(),
  weight: z.coerce.number().int().nullable().optional(),
  /** 0 Single, 1 Married, 2 Divorced, 3 Widowed. */
  marital_status: MaritalStatusSchema.nullable().optional(),
  ssn: text,
  prior_coverage_flag: flag,
  prior_carrier_name: text,
  prior_effective_date: text,
  prior_term_date: text,
  ethnic_category: z.coerce.number().int().nullable().optional(),
  ethnic_category_other_type: text,
});
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

export const ContactInfoSchema = z.object({
  address1: z.string(),
  address2: text,
  city: z.string(),
  state: z.string().length(2),
  zip: z.string(),
  zip4: text,
  phone_number: z.string(),
  email_address: z.string(),
  birth_state: text,
  birth_city: text,
  with_validation: flag,
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

export const EmployerInfoSchema = z.object({
  name: z.string(),
  phone: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  average_work_week: text,
  employment_start_date: text,
  occupation: text,
  compensation_type: CompensationTypeSchema.nullable().optional(),
  employment_status: EmploymentStatusSchema.nullable().optional(),
  with_validation: flag,
  emp_industry: text,
  emp_num_employed: z.coerce.number().int().nullable().optional(),
  emp_vac_policy: text,
  emp_barg_unit: text,
  holiday_policy: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .nullable()
    .optional(),
});
export type EmployerInfo = z.infer<typeof EmployerInfoSchema>;

export const BeneficiarySchema = z.object({
  beneficiary_id: z.union([z.string(), z.number()]).nullable().optional(),
  first_name: z.string(),
  middle_name: text,
  last_name: z.string(),
  birthdate: text,
  ssn: text,
  relationship: z.string(),
  beneficiary_percentage: z.coerce.number(),
});
export const BeneficiaryInfoSchema = z.object({ beneficiaries: z.array(BeneficiarySchema) });
export type BeneficiaryInfo = z.infer<typeof BeneficiaryInfoSchema>;

/** A condition's details: ordinary questions, or the physician details of questions 146 and 147. */
export const ConditionSchema = z.object({
  health_condition: text,
  date_of_onset: text,
  date_of_recovery: text,
  is_treatment: answer,
  is_medicate: answer,
  d_last_seen: text,
  symptoms: text,
  condition: text,
  status: text,
  last_seen_by_physician: text,
  physician_name: text,
  address: text,
  phone: text,
});
/** What every health question carries: its id, its text and the Yes (1) / No (0) answer. */
const healthQuestion = {
  question_id: z.number().int(),
  question_text: text,
  yes_no_flag: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])])
    .nullable()
    .optional(),
};
export const ConditionQuestionSchema = z.object({ ...healthQuestion, conditions: z.array(ConditionSchema).default([]) });
export const MedicationSchema = z.object({
  id: z.union([z.string(), z.number()]).nullable().optional(),
  medication: z.string(),
  dosage: text,
  medical_condition: text,
});
export const MedicationQuestionSchema = z.object({ ...healthQuestion, medications: z.array(MedicationSchema).max(3).default([]) });
export const HealthInfoSchema = z.object({
  condition_questions: z.array(ConditionQuestionSchema),
  medication_question: MedicationQuestionSchema.nullable().optional(),
  notes: text,
});
export type HealthInfo = z.infer<typeof HealthInfoSchema>;

export const DependentSchema = z.object({
  primary_info: z.object({
    dependent_id: z.union([z.string(), z.number()]).nullable().optional(),
    first_name: z.string(),
    middle_name: text,
    last_name: z.string(),
    birthdate: z.string(),
    ssn: text,
    relationship: z.enum(['spouse', 'child']),
    weight: z.coerce.number().int().nullable().optional(),
    height_feet: z.coerce.number().int().nullable().optional(),
    height_inch: z.coerce.number().int().nullable().optional(),
    gender: z.enum(['0', '1']),
    employed: z.literal('0').default('0'),
    /** '1': a child marked as a disabled dependent, covered past the age limit (docs/decisions/0099); absent in tabs saved before it. */
    is_disabled: z.enum(['0', '1']).optional(),
  }),
  health_info: HealthInfoSchema.nullable().optional(),
});
export const DependentInfoSchema = z.object({
  dependents: z.array(DependentSchema).max(9),
  /**
   * Premier IF (spec 001 §4): a spouse removed by a No to the spouse question, kept here on the
   * server and restored by a later Yes (docs/decisions/0034).
   */
  set_aside_spouse: DependentSchema.nullable().optional(),
  /** The answer to the premier IF spouse question, once given: '1' Yes, '0' No. */
  spouse_choice: flag,
});
export type DependentInfo = z.infer<typeof DependentInfoSchema>;

/** Card security codes are never stored (DESIGN §5), so there is no field for one. */
export const PaymentInfoSchema = z.object({
  payment_method: PaymentMethodSchema,
  bill_date: z.coerce.number().int().min(1).max(31).nullable().optional(),
  routing_number: text,
  account_name: text,
  bank_name: text,
  account_number: text,
  account_type: z.enum(['checking', 'savings']).nullable().optional(),
  account_holder_type: z.enum(['individual', 'company']).nullable().optional(),
  first_name_on_cc: text,
  last_name_on_cc: text,
  card_number: text,
  expiration_month: text,
  expiration_year: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  is_physical_address: z.enum(['yes', 'no']).nullable().optional(),
  bank_id: z.union([z.string(), z.number()]).nullable().optional(),
  card_id: z.union([z.string(), z.number()]).nullable().optional(),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

export const AgreementInfoSchema = z.object({
  eprocess: text,
  question_id: z.union([z.string(), z.number()]).nullable().optional(),
  question: text,
  answer: text,
  verification_code: text,
  date: text,
  agent_name: text,
  agent_code: text,
  group_name: text,
  group_code: text,
  user_name: text,
  /** The drawn signature, a PNG data URL, as the wire carries it; the stored agreement keeps it in the file store (signature_file_id). */
  signature: text,
  /**
   * The evidence of the signed agreement (DESIGN §3 "Agreement verification"): the verification
   * mode, the texts exactly as shown with the sha256 of their JSON, each consent, when, from which
   * address and user agent, and the signature image's id in the file store (sealed there).
   */
  mode: AgreementModeSchema.nullable().optional(),
  texts: z.array(AgreementTextSchema).nullable().optional(),
  texts_sha256: text,
  consents: z.record(z.string(), z.boolean()).nullable().optional(),
  signed_at: text,
  signer_ip: text,
  signer_user_agent: text,
  signature_file_id: text,
  /** Rep process: the sha256 of the agreement texts e-mailed to the applicant with the code they gave (docs/decisions/0100). */
  applicant_texts_sha256: text,
  /** The code e-mailed to the applicant in the rep process, pending: its keyed hash only, when it was sent, and wrong tries. */
  verification: z
    .object({
      code_hash: z.string(),
      sent_at: z.string(),
      sent_to: z.string(),
      wrong_tries: z.number().int(),
      /** The sha256 of the agreement texts e-mailed with the code (the applicant's wording, docs/decisions/0100). */
      texts_sha256: z.string().optional(),
      /** Codes sent before the database limits (docs/decisions/0049) kept their send times here; no longer written. */
      sends: z.array(z.string()).optional(),
    })
    .nullable()
    .optional(),
});
export type AgreementInfo = z.infer<typeof AgreementInfoSchema>;

export const ReviewInfoSchema = z.object({
  additional_notes: text,
  first_enroll: z.coerce.number().int().nullable().optional(),
});
export type ReviewInfo = z.infer<typeof ReviewInfoSchema>;

/** The stored schema of each tab. */
export const TAB_DATA_SCHEMAS = {
  primary_info: PersonalInfoSchema,
  contact_info: ContactInfoSchema,
  employer_info: EmployerInfoSchema,
  beneficiary_info: BeneficiaryInfoSchema,
  primary_health_info: HealthInfoSchema,
  dependent_info: DependentInfoSchema,
  billing_info: PaymentInfoSchema,
  agreement_info: AgreementInfoSchema,
  review_info: ReviewInfoSchema,
} as const satisfies Record<TabName, z.ZodType>;

export type TabData = { [T in TabName]: z.output<(typeof TAB_DATA_SCHEMAS)[T]> };
