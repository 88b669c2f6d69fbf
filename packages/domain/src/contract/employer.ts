/**
 * Calls of the employer step (spec 001 §7 "Employer"). Wire names are the specification's. The
 * save's body checks each field's format; the server checks it again against the form's field
 * rules (required fields, portal overrides), the store's day and the retired-employer rule.
 */
import * as z from 'zod';
import { employerInfoFields, holidayPolicyField } from '../enrollment/employer-step';
import { wireFieldsOf } from '../enrollment/step-fields';
import { CHECK_MESSAGES } from '../messages/spec-texts';
import { EnrollmentIdSchema } from './shell';

/** POST save-employer-info: the employer fields (every one a string, a number or nothing) plus the holiday policy flags. */
export const SaveEmployerInfoBodySchema = wireFieldsOf(employerInfoFields().omit({ holiday_policy: true })).extend({
  holiday_policy: holidayPolicyField(),
  enrollment_id: EnrollmentIdSchema,
});

/** The list calls' answer: name/value pairs (spec 001 §3). */
export const NameValueListDataSchema = z.object({ result: z.array(z.object({ name: z.string(), value: z.string() })) });

/**
 * GET get-group-info: the enrollment's employer group, to prefill the step when nothing is saved.
 * Every value is null for an enrollment without a group. `address2` is ours beside the
 * specification's address1, city, state and zip.
 */
export const GroupInfoDataSchema = z.object({
  result: z.object({
    general_info: z.object({ group_name: z.string().nullable(), group_phone: z.string().nullable() }),
    address_information: z.object({
      address1: z.string().nullable(),
      address2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
    }),
  }),
});
export type GroupInfoData = z.infer<typeof GroupInfoDataSchema>;

/** GET get-zip-state (ours: the specification does not show the zip-to-state call): the zip as typed. */
export const ZipStateQuerySchema = z.object({
  zip: z.string({ error: CHECK_MESSAGES.zipUnknown }).trim().max(10, CHECK_MESSAGES.zipUnknown),
});
