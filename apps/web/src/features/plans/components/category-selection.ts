import { PlanCategorySchema, type PlanCategory } from '@benefit-store/domain';
import * as z from 'zod';

const SavedListSchema = z.array(PlanCategorySchema);

/** The saved category list (local storage planList): null when none was saved, [] when it was cleared. */
export function readSavedList(raw: string | null): PlanCategory[] | null {
  if (raw === null) return null;
  try {
    return SavedListSchema.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    return null;
  }
}

/**
 * The categories the plans list shows (spec 000 §2): `?type` preselects its category (kept with
 * the others saved alongside it); without one, the saved list, else the filter's own choice.
 */
export function selectCategories(input: { type: PlanCategory | null; saved: PlanCategory[] | null; chosenByFilter: string[] }): string[] {
  const { type, saved, chosenByFilter } = input;
  if (type) return saved?.includes(type) ? saved : [type];
  if (saved !== null) return saved;
  return chosenByFilter;
}
