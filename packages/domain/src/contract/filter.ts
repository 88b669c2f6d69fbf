/**
 * The filter and its temporary enrollment (spec 000 §3 "Filter info", §7 "Filter and homes";
 * spec 001 §7 "Referral landing"). Wire names are the specification's, `annual_incode` included.
 */
import * as z from 'zod';
import {
  COVERAGE_OPTIONS,
  CoverageSchema,
  EprocessSchema,
  OpenTypeSchema,
  PLAN_CATEGORIES,
  type Coverage,
  type PlanCategory,
} from '../codes/codes';
import { parseUsDate } from '../dates/us-date';
import { parseDollarsToCents } from '../money/money';
import { FILTER_MESSAGES, FilterGenderFieldSchema, TierFieldSchema, ZipFieldSchema } from '../validation/filter-schema';
import { ErrorEnvelopeSchema } from './envelope';
import { CommonMenuQuerySchema, EnrollmentIdSchema, MemberTokenSchema, MoneySchema, optionalId, requiredId } from './shell';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';

export const FILTER_FIELD_MESSAGES = {
  ...FILTER_MESSAGES,
  unknownZip: VALIDATION_MESSAGES.zipUnknown,
  invalidId: 'Invalid id',
  invalidChoice: 'Invalid value',
  invalidIncome: 'Enter a valid annual income',
  invalidHours: 'Enter valid weekly working hours',
  invalidColumn: 'Invalid column',
} as const;

/** Ids are PostgreSQL integers; a larger number is no id of ours. */
const MAX_ID = 2_147_483_647;
/** The highest annual income we take seriously: $100 million. */
const MAX_ANNUAL_INCOME_CENTS = 10_000_000_000;

/** "Empty values are omitted" (spec 000 §4): '', null and the browser's 'null' / 'undefined' mean "not given". */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()));
const omitEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());
/** Codes sent as numbers (`"gender": 0`) read as their string codes. */
const codeText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const idField = omitEmpty(optionalId.refine((id) => id === undefined || id <= MAX_ID, FILTER_FIELD_MESSAGES.invalidId));
const requiredIdField = requiredId.refine((id) => id <= MAX_ID, FILTER_FIELD_MESSAGES.invalidId);
const EprocessField = omitEmpty(z.enum(EprocessSchema.enum, { error: FILTER_FIELD_MESSAGES.invalidChoice }));
const OpenTypeField = omitEmpty(z.enum(OpenTypeSchema.enum, { error: FILTER_FIELD_MESSAGES.invalidChoice }));
const GenderField = z.preprocess(codeText, FilterGenderFieldSchema);
/** A zip sent as a number is read as its digits (a number has lost any leading zero, so 1234 fails the 5-digit check). */
const ZipField = z.preprocess(codeText, ZipFieldSchema);
const SmokerField = z.preprocess(codeText, z.enum(['0', '1'], { error: FILTER_FIELD_MESSAGES.invalidChoice }));
const UserIdField = z.uuid({ error: 'Invalid user id' });

/**
 * Date of birth as typed, 'mm/dd/yyyy': required and a real calendar date here; the age and
 * "not after today" checks need today's date and run on the server with `createDobFieldSchema(asOf)`.
 */
export const DobTextSchema = z
  .string({ error: FILTER_MESSAGES.required })
  .trim()
  .min(1, { error: FILTER_MESSAGES.required, abort: true })
  .refine((text) => parseUsDate(text) !== undefined, FILTER_MESSAGES.invalidDate);

/** Annual income in dollars ("50000", "50,000.00" or 50000) read as integer cents. */
export const AnnualIncomeSchema = z
  .union([z.number(), z.string().max(32)], { error: FILTER_FIELD_MESSAGES.invalidIncome })
  .transform((value, ctx) => {
    const cents =
      typeof value === 'number' ? (Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined) : parseDollarsToCents(value);
    if (cents === undefined || cents > MAX_ANNUAL_INCOME_CENTS) {
      ctx.issues.push({ code: 'custom', message: FILTER_FIELD_MESSAGES.invalidIncome, input: value });
      return z.NEVER;
    }
    return cents;
  });

/** Weekly working hours, 0 to 168. */
export const WorkingHoursSchema = z.coerce
  .number({ error: FILTER_FIELD_MESSAGES.invalidHours })
  .int(FILTER_FIELD_MESSAGES.invalidHours)
  .min(0, FILTER_FIELD_MESSAGES.invalidHours)
  .max(168, FILTER_FIELD_MESSAGES.invalidHours);

/**
 * A required pick list (wizard steps 5 and 6): at least one known value. Every error names the
 * list itself (`coverage`, `categories`), never an item, so the wizard can jump to its step.
 */
function pickList<T extends string>(values: readonly T[], invalidMessage: string) {
  return z
    .array(z.unknown(), { error: FILTER_MESSAGES.required })
    .min(1, { error: FILTER_MESSAGES.required, abort: true })
    .max(values.length * 2, invalidMessage)
    .refine((items) => items.every((item) => typeof item === 'string' && (values as readonly string[]).includes(item)), invalidMessage)
    .transform((items) => [...new Set(items as T[])]);
}
export const CoverageListSchema = pickList<Coverage>(COVERAGE_OPTIONS, 'Invalid coverage');
export const CategoryListSchema = pickList<PlanCategory>(PLAN_CATEGORIES, 'Invalid category');

const newUserFields = {
  zip: ZipField,
  dob: DobTextSchema,
  gender: GenderField,
  tier: TierFieldSchema,
  eprocess: EprocessField,
  agent_id: idField,
  group_id: idField,
  /** The portal (enrollment platform). */
  platform_group_id: idField,
  /** Always a new user on this call; accepted for compatibility and not used. */
  type: omitEmpty(z.string().max(32)),
  open_type: OpenTypeField,
  /** A referral link id: the link's rep, group and portal replace the ids above. */
  referral: omitEmpty(z.string().trim().max(64, 'Invalid referral link')),
  plan_id: idField,
};

/** POST /api/v1/add-filter-for-new-user */
export const AddFilterForNewUserBodySchema = z.object(newUserFields);
export type AddFilterForNewUserBody = z.infer<typeof AddFilterForNewUserBodySchema>;
/** POST /api/v2/add-filter-for-new-user: the wizard also asks for plan categories and coverage. */
export const AddFilterForNewUserV2BodySchema = z.object({ ...newUserFields, coverage: CoverageListSchema, categories: CategoryListSchema });
export type AddFilterForNewUserV2Body = z.infer<typeof AddFilterForNewUserV2BodySchema>;

export const TempEnrollmentDataSchema = z.object({ temp_enrollment_id: z.uuid() });
export const TempEnrollmentPortalDataSchema = z.object({ temp_enrollment_id: z.uuid(), portal_id: z.number().nullable() });

const changeFields = {
  zip: omitEmpty(ZipField),
  dob: omitEmpty(DobTextSchema),
  is_smoker: omitEmpty(SmokerField),
  gender: omitEmpty(GenderField),
  tier: omitEmpty(TierFieldSchema),
  eprocess: EprocessField,
  agent_id: idField,
  group_id: idField,
  platform_group_id: idField,
  /** Annual income in dollars (the specification's spelling). */
  annual_incode: omitEmpty(AnnualIncomeSchema),
  user_id: omitEmpty(UserIdField),
  open_type: OpenTypeField,
  plan_id: idField,
};
const emptyListIsOmitted = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isEmpty(value) || (Array.isArray(value) && value.length === 0) ? undefined : value), schema.optional());

/** PUT /api/v1/change-filter-info/{tempId}: only the fields given change. */
export const ChangeFilterInfoBodySchema = z.object(changeFields);
export type ChangeFilterInfoBody = z.infer<typeof ChangeFilterInfoBodySchema>;
/** PUT /api/v2/change-filter-info/{tempId} */
export const ChangeFilterInfoV2BodySchema = z.object({
  ...changeFields,
  working_hours: omitEmpty(WorkingHoursSchema),
  coverage: emptyListIsOmitted(CoverageListSchema),
  categories: emptyListIsOmitted(CategoryListSchema),
});
export type ChangeFilterInfoV2Body = z.infer<typeof ChangeFilterInfoV2BodySchema>;
export const TempIdParamsSchema = z.object({ tempId: EnrollmentIdSchema });

/** POST /api/v1/add-filter-for-existing-user (reps and group administrators). */
export const AddFilterForExistingUserBodySchema = z.object({
  user_id: z.uuid({ error: (issue) => (issue.input === undefined ? FILTER_MESSAGES.required : 'Invalid user id') }),
  tier: TierFieldSchema,
  eprocess: EprocessField,
  /** The member's own group and rep are used; these are checked for shape only. */
  group_id: idField,
  agent_id: idField,
  policy_id: omitEmpty(
    z.coerce
      .number({ error: 'Invalid policy id' })
      .int('Invalid policy id')
      .positive('Invalid policy id')
      .max(Number.MAX_SAFE_INTEGER, 'Invalid policy id'),
  ),
  open_type: OpenTypeField,
});
export type AddFilterForExistingUserBody = z.infer<typeof AddFilterForExistingUserBodySchema>;

/** POST /api/v1/add-filter-for-member: a member enrolling themself. */
export const AddFilterForMemberBodySchema = z.object({
  user_id: z.uuid({ error: (issue) => (issue.input === undefined ? FILTER_MESSAGES.required : 'Invalid user id') }),
  tier: TierFieldSchema,
  open_type: OpenTypeField,
  /** Needed unless the member's rep or group is signed in, or this browser opened the member's link before. */
  member_token: MemberTokenSchema,
});

/** POST /api/v1/update-filter-portal */
export const UpdateFilterPortalBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  group_id: idField,
  platform_group_id: requiredIdField,
});
export const UpdateFilterPortalDataSchema = z.object({
  temp_enrollment_id: z.uuid(),
  group_id: z.number().nullable(),
  portal_id: z.number().nullable(),
});

/** GET /api/v1/validate-zip-code and POST /service/validate-zip-code */
export const ZipCodeQuerySchema = z.object({ zip_code: ZipFieldSchema });
export const ServiceZipBodySchema = z.object({ zip: ZipField });
export const ZipLookupDataSchema = z.object({ zip: z.string(), state: z.string(), city: z.string() });
export type ZipLookupData = z.infer<typeof ZipLookupDataSchema>;

/** GET /api/v2/validate-dob: the date is checked by the call itself so that every refusal carries `errors.dob`. */
export const ValidateDobQuerySchema = z.object({ dob: z.union([z.string(), z.array(z.string())]).optional() });
export const ValidateDobDataSchema = z.object({ dob: z.string(), age: z.number().int() });
/** "The wizard's server check returns its message under errors.dob" (spec 000 §5). */
export const DobErrorEnvelopeSchema = ErrorEnvelopeSchema.extend({
  /** Present on every refusal of the date itself. */
  errors: z.object({ dob: z.array(z.string()) }).optional(),
});

/** GET /api/v2/coverages */
export const CoverageOptionSchema = z.object({ key: CoverageSchema, label: z.string() });
export const CoverageOptionsDataSchema = z.array(CoverageOptionSchema);

/** Columns get-enrollment-temp-info reads (spec 001 §3), with the specification's spellings. */
export const TEMP_INFO_COLUMNS = [
  'filter_info',
  'type',
  'eprocess',
  'effective_date',
  'group_id',
  'agent_id',
  'portal_id',
  'open_type',
  'enroll_type',
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'payment_info',
  'review_info',
  'aggrement_info',
] as const;
export const TempInfoColumnSchema = z.enum(TEMP_INFO_COLUMNS, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? FILTER_MESSAGES.required : FILTER_FIELD_MESSAGES.invalidColumn),
});
export type TempInfoColumn = z.infer<typeof TempInfoColumnSchema>;
export const TempInfoQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, column: TempInfoColumnSchema });

/** The filter as the browser reads it back: dob 'mm/dd/yyyy', annual income in dollars. */
export const FilterInfoWireSchema = z
  .object({
    zip: z.string().optional(),
    state: z.string().optional(),
    dob: z.string().optional(),
    gender: z.string().optional(),
    tier: z.string().optional(),
    is_smoker: z.string().optional(),
    annual_incode: MoneySchema.optional(),
    working_hours: z.number().optional(),
    coverage: z.array(z.string()).optional(),
    categories: z.array(z.string()).optional(),
    plan_id: z.number().optional(),
    user_id: z.string().optional(),
  })
  .strict();
export type FilterInfoWire = z.infer<typeof FilterInfoWireSchema>;
/** `result` by column: the filter object, a code or date string, an id, step data, or null when not saved yet. */
export const TempInfoDataSchema = z.object({
  result: z.union([
    FilterInfoWireSchema,
    z.string(),
    z.number(),
    z.boolean(),
    z.array(z.unknown()),
    z.record(z.string(), z.unknown()),
    z.null(),
  ]),
});

/** GET /api/v1/get-featured-plans: same scope parameters as the category menu. */
/** The menu's scope; with the visitor's enrollment, its scope and filter decide which plans show and their prices. */
export const FeaturedPlansQuerySchema = CommonMenuQuerySchema.extend({ enrollment_id: omitEmpty(EnrollmentIdSchema) });
export const FeaturedPlanSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  plan_logo: z.string().nullable(),
  /** Sanitised HTML. */
  plan_short_text: z.string(),
  /** 'Starting From', as in PlanSummarySchema; null when the visitor's basic info gets no price. */
  plan_price: MoneySchema.nullable(),
  plan_category: z.string(),
  /** What plan_price is for; null when no filter is known. */
  price_for: z.string().nullable(),
});
export type FeaturedPlan = z.infer<typeof FeaturedPlanSchema>;

/** GET /api/v1/get-more-requirement: enrollment_id (its cart) or plan_id. */
export const MoreRequirementQuerySchema = z
  .object({ enrollment_id: omitEmpty(EnrollmentIdSchema), plan_id: idField })
  .refine((q) => q.enrollment_id !== undefined || q.plan_id !== undefined, { message: FILTER_MESSAGES.required, path: ['enrollment_id'] });
export const MoreRequirementDataSchema = z.object({ result: z.boolean(), is_premier: z.boolean() });
