import { AddFilterForNewUserV2BodySchema, createDobFieldSchema, type FieldError } from '@benefit-store/domain';

/** The wizard's fields, one per step, in order (spec 000 §2 "Landing filter form", newer version). */
export const WIZARD_FIELDS = ['zip', 'dob', 'gender', 'tier', 'categories', 'coverage'] as const;
export type WizardField = (typeof WIZARD_FIELDS)[number];

export const WIZARD_STEP_TITLES: Record<WizardField, string> = {
  zip: 'Zip code',
  dob: 'Date of birth',
  gender: 'Gender',
  tier: 'Coverage for',
  categories: 'Plan types',
  coverage: 'Priorities',
};

/** The form's values as typed, keyed as the wire: empty strings and lists until answered. */
export interface WizardValues {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  categories: string[];
  coverage: string[];
}

export const EMPTY_WIZARD_VALUES: WizardValues = { zip: '', dob: '', gender: '', tier: '', categories: [], coverage: [] };

/**
 * The wizard's answers as the body of its save call (add-filter-for-new-user v2; change-filter-info
 * v2 takes the same fields) carries them: the domain's own field rules, the ones the server applies.
 * The session adds who the shopper enrolls under. The date of birth also gets the age and
 * "not after today" check the server makes on it with today's date, `asOf` ('YYYY-MM-DD').
 */
export function createWizardSchema(asOf: string) {
  return AddFilterForNewUserV2BodySchema.pick({ zip: true, dob: true, gender: true, tier: true, categories: true, coverage: true }).extend({
    dob: createDobFieldSchema(asOf),
  });
}
export type WizardSchema = ReturnType<typeof createWizardSchema>;

/**
 * The steps a wizard asks, in order: all six, or without the tier when it was already chosen
 * (a group home asks for it first; docs/decisions/0100).
 */
export function askedFields({ hasTier }: { hasTier: boolean }): readonly WizardField[] {
  return hasTier ? WIZARD_FIELDS.filter((field) => field !== 'tier') : WIZARD_FIELDS;
}

/** The step (0-based) that asks for a field the server names, if the wizard asks it. */
export function stepOfField(target: string, fields: readonly WizardField[] = WIZARD_FIELDS): number | undefined {
  const field = target.split('.')[0];
  const index = fields.indexOf(field as WizardField);
  return index === -1 ? undefined : index;
}

/** A server refusal goes back to the first step it names (zip 1, dob 2, gender 3, tier 4, categories 5, coverage 6). */
export function firstStepWithError(errors: readonly FieldError[], fields: readonly WizardField[] = WIZARD_FIELDS): number | undefined {
  const steps = errors.map((error) => stepOfField(error.target_element, fields)).filter((step): step is number => step !== undefined);
  return steps.length > 0 ? Math.min(...steps) : undefined;
}
