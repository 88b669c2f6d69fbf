import { requireIsoDate } from '../dates/calendar';

/**
 * Age in whole years on `asOf` (spec 000 §5: "Age is computed as whole years from the date of
 * birth"). A birthday counts from its own day; someone born on Feb 29 turns a year older on
 * Mar 1 in non-leap years. A date of birth after `asOf` gives a negative age; both dates must
 * be real 'YYYY-MM-DD' dates (a RangeError otherwise: validate input first).
 */
export function ageOn(dob: string, asOf: string): number {
  const birth = requireIsoDate(dob, 'dob');
  const today = requireIsoDate(asOf, 'asOf');
  const years = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return hadBirthday ? years : years - 1;
}

/** Age bands recommendations group visitors by (DESIGN §3 "Recommendations"). */
export const AGE_BANDS = ['18-29', '30-39', '40-49', '50-64', '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The band of an age; undefined under 18, where the store sells nothing. */
export function ageBand(age: number): AgeBand | undefined {
  if (age < 18) return undefined;
  if (age < 30) return '18-29';
  if (age < 40) return '30-39';
  if (age < 50) return '40-49';
  if (age < 65) return '50-64';
  return '65+';
}
