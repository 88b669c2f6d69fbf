/**
 * Wire shapes of the dependent step's calls (spec 001 §3 "Dependent", §7 "Dependent"). Bodies
 * carry every field as the form typed it; the server runs the whole check, so one answer lists
 * every field in error (`primary_info.<field>`, `health_info.condition_questions.N.conditions.0.<field>`).
 */
import * as z from 'zod';
import { TierSchema } from '../codes/codes';
import { dependentWireFields } from '../enrollment/dependent-step';
import { DependentSchema, HealthInfoSchema } from '../enrollment/tab-data';
import { EnrollmentIdSchema } from './shell';

/** A dependent as the server answers it: `dependent_id` always set, `ssn` masked once stored (`xxxxxxxx1234`). */
export const DependentWireSchema = z.object({
  primary_info: DependentSchema.shape.primary_info.extend({ dependent_id: z.string() }),
  health_info: HealthInfoSchema.nullable(),
});
export type DependentWire = z.infer<typeof DependentWireSchema>;

/** The premier IF spouse question's answer: '1' Yes, '0' No. */
export const SpouseChoiceSchema = z.enum(['0', '1']);

/**
 * The list the step starts from and what the page needs to apply the list rules: the tier, whether
 * a premier (L713) plan is in the cart, the enrollment type, the spouse question's answer and
 * whether a declined spouse is kept aside on the server.
 */
export const DependentListStateSchema = z.object({
  dependents: z.array(DependentWireSchema),
  tier: TierSchema,
  is_premier: z.boolean(),
  enroll_type: z.string().nullable(),
  spouse_choice: SpouseChoiceSchema.nullable(),
  has_set_aside_spouse: z.boolean(),
  /** The day dependents' ages count on (ISO): the cart's effective date, today when it has none (docs/decisions/0099). */
  effective_date: z.iso.date(),
  /** A child must be under this age on the effective date unless disabled: 26, or less when a plan says so. */
  child_age_limit: z.number().int().positive(),
});
export type DependentListState = z.infer<typeof DependentListStateSchema>;
export const DependentListDataSchema = z.object({ result: DependentListStateSchema });

/** One dependent as a form sends it. */
export const DependentFieldsSchema = dependentWireFields();

export const ValidateSingleDependentBodySchema = DependentFieldsSchema.extend({ enrollment_id: EnrollmentIdSchema });
/** The dependent as it will be listed and saved: trimmed, with its id. */
export const ValidatedDependentDataSchema = z.object({ result: DependentWireSchema });

/** More entries than this are refused before any check (the list rule allows 9). */
const MAX_SENT_DEPENDENTS = 20;

export const SaveDependentInfoBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  dependents: z.array(DependentFieldsSchema).max(MAX_SENT_DEPENDENTS, { error: 'Maximum allowed number of dependents is 9' }),
});

export const SaveDependentInfoToTempBodySchema = SaveDependentInfoBodySchema.extend({
  /** The premier IF spouse question's answer, when it was just given: No sets a listed spouse aside, Yes restores it. */
  spouse_choice: SpouseChoiceSchema.optional(),
});

export const DeleteDependentBodySchema = z.object({ enrollment_id: EnrollmentIdSchema });
