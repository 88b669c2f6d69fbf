import * as z from 'zod';
import { TierSchema } from '../codes/codes';
import { requireIsoDate } from '../dates/calendar';
import { normalizeUsDate, parseUsDate } from '../dates/us-date';
import { ageOn } from '../eligibility/age';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';
import { MINIMUM_AGE } from './validators';

/** The filter form's messages (spec 000 §5 / §8), from the spec-text catalogue. */
export const FILTER_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  zip: VALIDATION_MESSAGES.zipDigits,
  underAge: VALIDATION_MESSAGES.underAge,
  invalidDate: VALIDATION_MESSAGES.invalidDate,
} as const;

const required = { error: FILTER_MESSAGES.required } as const;

/** Zip as typed: required, then exactly 5 digits. */
export const ZipFieldSchema = z
  .string(required)
  .trim()
  .min(1, { error: FILTER_MESSAGES.required, abort: true })
  .regex(/^\d{5}$/, FILTER_MESSAGES.zip);

/** Gender on the filter: Male '0' or Female '1' ('2' Others belongs to the enrollment forms). */
export const FilterGenderFieldSchema = z.enum(['0', '1'], required);

export const TierFieldSchema = z.enum(TierSchema.options, required);
/** A tier picked from a list (a tier step): '' until one is chosen, 'Please choose a tier'. */
export const TierChoiceSchema = z.string().pipe(z.enum(TierSchema.options, { error: VALIDATION_MESSAGES.chooseTier }));

/**
 * Date of birth as typed, 'mm/dd/yyyy': required; a real calendar date ('Invalid date'); at
 * least 18 years old on `asOf` ('You must be 18 years to proceed', spec 000 §5), which a date
 * after `asOf` is not either, so a future date gets that message too (docs/decisions/0042). Read as
 * people type it (`normalizeUsDate`: '6/5/1990', '1990-06-05'), answered as mm/dd/yyyy; convert
 * with parseUsDate when sending (docs/decisions/0097).
 */
export function createDobFieldSchema(asOf: string) {
  requireIsoDate(asOf, 'asOf');
  return z
    .string(required)
    .trim()
    .min(1, { error: FILTER_MESSAGES.required, abort: true })
    .transform((value) => normalizeUsDate(value) ?? value)
    .check((ctx) => {
      const dob = parseUsDate(ctx.value);
      if (dob === undefined) {
        ctx.issues.push({ code: 'custom', message: FILTER_MESSAGES.invalidDate, input: ctx.value });
      } else if (dob > asOf || ageOn(dob, asOf) < MINIMUM_AGE) {
        ctx.issues.push({ code: 'custom', message: FILTER_MESSAGES.underAge, input: ctx.value });
      }
    });
}

/** The landing filter form (zip, date of birth, gender, tier); `asOf` is today, 'YYYY-MM-DD'. */
export function createFilterSchema(asOf: string) {
  return z.object({
    zip: ZipFieldSchema,
    dob: createDobFieldSchema(asOf),
    gender: FilterGenderFieldSchema,
    tier: TierFieldSchema,
  });
}
export type FilterForm = z.infer<ReturnType<typeof createFilterSchema>>;
