/** The health-step calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import { ExistingHealthInfoDataSchema, HealthQuestionsDataSchema, SavePrimaryHealthInfoBodySchema } from '../health';
import { StepSavedDataSchema } from '../personal';
import { EnrollmentQuerySchema } from '../shell';

export const GetHealthQuestionsPrimaryCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-health-questions-primary-health-info',
  tag: 'enrollment wizard',
  summary: 'Get health questions primary health info',
  description:
    "The applicant's health questions (ids 145, 146 and 147 have their own layouts) and the medication question, each with the saved answer; `codition_questions` is spelled as the specification spells it.",
  query: EnrollmentQuerySchema,
  response: HealthQuestionsDataSchema,
});

export const GetExistingPrimaryHealthInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-existing-primary-health-info',
  tag: 'enrollment wizard',
  summary: 'Get existing primary health info',
  description:
    "An existing member's last health answers, limited to today's questions, or an empty answer (no questions) when there are none.",
  query: EnrollmentQuerySchema,
  response: ExistingHealthInfoDataSchema,
});

export const SavePrimaryHealthInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-primary-health-info',
  tag: 'enrollment wizard',
  summary: 'Save primary health info',
  description:
    'Every question answered 1 (Yes) or 0 (No). A Yes needs its details (none for 145; condition, status, last seen by physician and physician name for 146 and 147; ' +
    'health condition, date of onset, treatment and medication otherwise); dates mm/dd/yyyy, not in the future. A Yes to the medication question lists 1 to 3 medications. ' +
    'Errors name their field: condition_questions.N.conditions.0.<field>, medication_question.medications.N.<field>.',
  body: SavePrimaryHealthInfoBodySchema,
  response: StepSavedDataSchema,
});
