/** The dependent-step calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  DeleteDependentBodySchema,
  DependentListDataSchema,
  SaveDependentInfoBodySchema,
  SaveDependentInfoToTempBodySchema,
  ValidateSingleDependentBodySchema,
  ValidatedDependentDataSchema,
} from '../dependent';
import { HealthQuestionsDataSchema } from '../health';
import { FormFieldsDataSchema, StepSavedDataSchema } from '../personal';
import { EnrollmentQuerySchema } from '../shell';

export const GetFormFieldsDependentPrimaryInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-dependent-primary-info',
  tag: 'enrollment wizard',
  summary: 'Get form fields dependent primary info',
  description:
    "The dependent forms' fields (field_name, required, read_only): defaults and the portal's overrides. Values are empty: the list comes from get-dependents-existing-user-enrollment.",
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const GetHealthQuestionsDependentInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-health-questions-dependent-info',
  tag: 'enrollment wizard',
  summary: 'Get health questions dependent info',
  description:
    'The health questions asked of a dependent (`codition_questions`, spelled so, and `medication_question`), unanswered: each dependent carries its own answers.',
  query: EnrollmentQuerySchema,
  response: HealthQuestionsDataSchema,
});

export const GetDependentsExistingUserEnrollmentCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-dependents-existing-user-enrollment',
  tag: 'enrollment wizard',
  summary: 'Get dependents existing user enrollment',
  description:
    "The enrollment's saved dependents; before any save, an existing member's dependents on file; else none. SSNs come back masked. " +
    'With the tier, the premier flag, the enrollment type and the premier IF spouse answer, for the list rules.',
  query: EnrollmentQuerySchema,
  response: DependentListDataSchema,
});

export const ValidateSingleDependentCall = defineCall({
  method: 'POST',
  path: '/api/v1/validate-single-dependent',
  tag: 'enrollment wizard',
  summary: 'Validate single dependent',
  description:
    'Checks one dependent of the add or edit form (errors at primary_info.<field> and health_info.condition_questions.N.conditions.0.<field>), ' +
    'or answers the dependent as it will be listed (with its dependent_id). Nothing is stored.',
  body: ValidateSingleDependentBodySchema,
  response: ValidatedDependentDataSchema,
});

export const SaveDependentInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-dependent-info',
  tag: 'enrollment wizard',
  summary: 'Save dependent info',
  description:
    'Saves the whole list: each dependent checked as validate-single-dependent does (errors at dependents.N.…), and the list rules of the tier (errors at dependents): ' +
    'at most 9; IS one spouse; IC children, one only with a premier plan; IF at least 2.',
  body: SaveDependentInfoBodySchema,
  response: StepSavedDataSchema,
});

export const SaveDependentInfoToTempCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-dependent-info-to-temp',
  tag: 'enrollment wizard',
  summary: 'Save dependent info to temp',
  description:
    "Saves the list as it stands (each dependent checked, not the tier's Next rules), for progress and Save & Continue Later. " +
    'With spouse_choice (premier IF): 0 sets a listed spouse aside on the server, 1 restores it. Answers the list as get-dependents-existing-user-enrollment does.',
  body: SaveDependentInfoToTempBodySchema,
  response: DependentListDataSchema,
});

export const DeleteDependentInIOCall = defineCall({
  method: 'POST',
  path: '/api/v1/delete-dependent-in-IO',
  tag: 'enrollment wizard',
  summary: 'Delete dependent in IO',
  description: "Clears the enrollment's dependent information (the dependents, a spouse kept aside and the spouse answer).",
  body: DeleteDependentBodySchema,
  response: StepSavedDataSchema,
});
