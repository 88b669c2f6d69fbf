import {
  CategoryListSchema,
  CoverageListSchema,
  FilterGenderFieldSchema,
  TierFieldSchema,
  ZipFieldSchema,
  createDobFieldSchema,
  type FieldError,
} from '@benefit-store/domain';
import * as z from 'zod';

/** The wizard's fields, one per step, in order (spec 000 §2 "Landing filter form", newer version). */
export const WIZARD_FIELDS = ['zip', 'dob', 'gender', 'tier', 'categories', 'coverage'] as const;
export type WizardField = (typeof WIZARD_FIELDS)[number];
export const LAST_STEP = WIZARD_FIELDS.length - 1;

export const WIZARD_STEP_TITLES: Record<WizardField, string> = {
  zip: 'Zip code',
  dob: 'Date of birth',
  gender: 'Gender',
  tier: 'Coverage for',
  categories: 'Plan types',
  coverage: 'Priorities',
};

/** The form's values as typed: empty strings and lists until answered. */
export interface WizardValues {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  categories: string[];
  coverage: string[];
}

export const EMPTY_WIZARD_VALUES: WizardValues = { zip: '', dob: '', gender: '', tier: '', categories: [], coverage: [] };

/** The domain's field schemas, the same the server applies; `asOf` is today ('YYYY-MM-DD'). */
export function createWizardSchema(asOf: string) {
  return z.object({
    zip: ZipFieldSchema,
    dob: createDobFieldSchema(asOf),
    gender: FilterGenderFieldSchema,
    tier: TierFieldSchema,
    categories: CategoryListSchema,
    coverage: CoverageListSchema,
  });
}
export type WizardSchema = ReturnType<typeof createWizardSchema>;

/** The step (0-based) that asks for a field the server names, if the wizard has one. */
export function stepOfField(target: string): number | undefined {
  const field = target.split('.')[0];
  const index = WIZARD_FIELDS.indexOf(field as WizardField);
  return index === -1 ? undefined : index;
}

/** A server refusal goes back to the first step it names (zip 1, dob 2, gender 3, tier 4, categories 5, coverage 6). */
export function firstStepWithError(errors: readonly FieldError[]): number | undefined {
  const steps = errors.map((error) => stepOfField(error.target_element)).filter((step): step is number => step !== undefined);
  return steps.length > 0 ? Math.min(...steps) : undefined;
}
