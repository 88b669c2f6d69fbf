/**
 * Calls of the personal and contact steps (spec 001 §7 "Personal and contact"). Wire names are the
 * specification's. The bodies here check each field's format; the server checks a save again
 * against the form's field rules (required fields, portal overrides) and the store's day.
 */
import * as z from 'zod';
import { contactInfoFields, personalInfoFields } from '../enrollment/personal-contact-steps';
import { wireFieldsOf } from '../enrollment/step-fields';
import { FormFieldsSchema } from './form-fields';
import { EnrollmentIdSchema } from './shell';

/** The `get-form-fields-*` answer: the form's fields with their rules and saved values. */
export const FormFieldsDataSchema = z.object({ result: FormFieldsSchema });

export const SavePersonalInfoBodySchema = wireFieldsOf(personalInfoFields()).extend({ enrollment_id: EnrollmentIdSchema });
export const SaveContactInfoBodySchema = wireFieldsOf(contactInfoFields()).extend({ enrollment_id: EnrollmentIdSchema });

/** A step save answers the enrollment's new version (DESIGN §6). */
export const StepSavedDataSchema = z.object({ version: z.number().int() });

export const SaveEnrollerCodeBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  enrollerCode: z.string().trim().max(32, { error: 'Invalid enroller code' }),
});
