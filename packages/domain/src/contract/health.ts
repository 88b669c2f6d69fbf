/**
 * Calls of the health step (spec 001 §7 "Health"). Wire names are the specification's, its
 * spelling `codition_questions` in the questions' answer included; the save and the existing
 * member's answers use `condition_questions`.
 */
import * as z from 'zod';
import { healthAnswersFields } from '../enrollment/health-questions';
import { ConditionSchema, MedicationSchema } from '../enrollment/tab-data';
import { EnrollmentIdSchema } from './shell';

/** Yes (1), No (0), or not answered yet (null). */
const YesNoAnswerSchema = z.union([z.literal(0), z.literal(1)]).nullable();

/** A question of the catalogue with the saved answer merged in. */
export const HealthQuestionSchema = z.object({
  question_id: z.number().int(),
  question_text: z.string(),
  yes_no_flag: YesNoAnswerSchema,
  /** The details of a Yes: one condition (none for question 145). */
  conditions: z.array(ConditionSchema),
});
export type HealthQuestion = z.infer<typeof HealthQuestionSchema>;

export const HealthMedicationQuestionSchema = z.object({
  question_id: z.number().int(),
  question_text: z.string(),
  yes_no_flag: YesNoAnswerSchema,
  medications: z.array(MedicationSchema).max(3),
});
export type HealthMedicationQuestion = z.infer<typeof HealthMedicationQuestionSchema>;

/** GET get-health-questions-primary-health-info: `result.codition_questions` (spelled so) and `medication_question`, with the saved notes. */
export const HealthQuestionsDataSchema = z.object({
  result: z.object({
    codition_questions: z.array(HealthQuestionSchema),
    medication_question: HealthMedicationQuestionSchema.nullable(),
    notes: z.string().nullable(),
  }),
});
export type HealthQuestions = z.infer<typeof HealthQuestionsDataSchema>['result'];

/**
 * GET get-existing-primary-health-info: an existing member's last answers, in the save's shape
 * (so they can be saved as they are), or an empty answer (no questions) when there are none.
 */
export const ExistingHealthInfoDataSchema = z.object({
  result: z.object({
    condition_questions: z.array(HealthQuestionSchema),
    medication_question: HealthMedicationQuestionSchema.nullable(),
    notes: z.string().nullable(),
  }),
});

/** POST save-primary-health-info: lenient leaves, so the server's whole check answers every field in error at once. */
export const SavePrimaryHealthInfoBodySchema = healthAnswersFields().extend({ enrollment_id: EnrollmentIdSchema });
