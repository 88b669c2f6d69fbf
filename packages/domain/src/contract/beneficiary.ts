/**
 * Wire shapes of the beneficiary step's calls (spec 001 §3 "Beneficiary", §7 "Beneficiary").
 * Bodies carry every field as the form typed it; the server runs the step's whole check, so one
 * answer lists every field in error.
 */
import * as z from 'zod';
import { beneficiaryFields } from '../enrollment/beneficiary-step';
import { wireFieldsOf } from '../enrollment/step-fields';
import { EnrollmentIdSchema } from './shell';

/** One beneficiary as a popup sends it. */
export const BeneficiaryFieldsSchema = wireFieldsOf(beneficiaryFields());

/**
 * A beneficiary as the server answers it: `birthdate` mm/dd/yyyy (an existing member's `dob` is
 * answered here as `birthdate`), `ssn` masked once stored (`xxxxxxxx1234`), the share a number.
 */
export const BeneficiaryWireSchema = z.object({
  beneficiary_id: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  birthdate: z.string().nullable(),
  ssn: z.string().nullable(),
  relationship: z.string(),
  beneficiary_percentage: z.number().int(),
});
export type BeneficiaryWire = z.infer<typeof BeneficiaryWireSchema>;

export const BeneficiaryRelationshipSchema = z.object({ name: z.string(), value: z.string() });
export const BeneficiaryRelationshipsDataSchema = z.object({ result: z.array(BeneficiaryRelationshipSchema) });

export const ExistingBeneficiariesDataSchema = z.object({ result: z.object({ beneficiaries: z.array(BeneficiaryWireSchema) }) });

export const ValidateSingleBeneficiaryBodySchema = BeneficiaryFieldsSchema.extend({ enrollment_id: EnrollmentIdSchema });
/** The beneficiary as it will be listed and saved: trimmed, with its id. */
export const ValidatedBeneficiaryDataSchema = z.object({ result: BeneficiaryWireSchema });

/** More entries than this are refused before any check (the list rule allows 3). */
const MAX_SENT_BENEFICIARIES = 10;

export const SaveBeneficiaryInfoBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  beneficiaries: z.array(BeneficiaryFieldsSchema).max(MAX_SENT_BENEFICIARIES, { error: 'Maximum allowed number of beneficiaries is 3' }),
});
