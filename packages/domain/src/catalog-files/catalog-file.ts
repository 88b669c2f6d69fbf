/**
 * The plan catalog file (`npm run catalog -- import|export`, docs/decisions/0053): every plan with its texts,
 * flags, eligibility rules, pricing options, qualifying and carrier questions. Its rates live in rate CSVs
 * (`rate-file.ts`). Parsing fills every default, so a plan parsed from a file and the same plan read back from
 * the database compare equal value for value.
 */
import { z } from 'zod';
import { PlanCategorySchema, TierSchema } from '../codes/codes';
import { US_STATES } from '../contract/enrollment';

export const CATALOG_FILE_FORMAT = 'benefit-store-catalog/1';

/** A text kept as written (not trimmed, so it compares equal to its stored self), not blank. */
const text = (max?: number) => {
  const nonBlank = z.string().regex(/\S/, 'Must not be empty');
  return max ? nonBlank.max(max) : nonBlank;
};
const count = z.number().int().min(0);
const age = z.number().int().min(0).max(120);
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use MM-DD');

export const PlanCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'A plan code is 1 to 32 letters, digits, - or _');
const STATE_CODES = new Set(US_STATES.map((state) => state.abbrev));
export const StateCodeSchema = z.string().superRefine((code, ctx) => {
  if (!/^[A-Z]{2}$/.test(code)) ctx.addIssue({ code: 'custom', message: 'A state is two capital letters (TX)' });
  else if (!STATE_CODES.has(code)) ctx.addIssue({ code: 'custom', message: 'Not a US state or DC code (TX, NY, DC...)' });
});

const TitledTextSchema = z.object({ name: text(120), text: text() }).strict();

export const CatalogPlanFlagsSchema = z
  .object({
    isFeatured: z.boolean().default(false),
    isFooterPlan: z.boolean().default(false),
    isUnderwrittenLife: z.boolean().default(false),
    isDisability: z.boolean().default(false),
    isPremier: z.boolean().default(false),
    isMedicallyUnderwritten: z.boolean().default(false),
    requiresMembership: z.boolean().default(false),
    hasLifeBenefit: z.boolean().default(false),
    needsEmployment: z.boolean().default(false),
  })
  .strict();

/** Eligibility rules; a missing one means "no restriction". */
export const CatalogPlanRulesSchema = z
  .object({
    states: z.array(StateCodeSchema).optional(),
    tiers: z.array(TierSchema).optional(),
    minAge: age.optional(),
    maxAge: age.optional(),
    planMaxAge: age.optional(),
    minAnnualIncomeCents: count.optional(),
    minWeeklyHours: count.max(168).optional(),
    metroZipPrefixes: z.array(z.string().regex(/^\d{3,5}$/, 'A zip prefix is 3 to 5 digits')).optional(),
    requiresTobaccoAnswer: z.boolean().optional(),
    portalIds: z.array(z.number().int().positive()).optional(),
    groupIds: z.array(z.number().int().positive()).optional(),
    blackout: z.object({ start: monthDay, end: monthDay }).strict().optional(),
    /** Code of the plan that replaces this one (in the same file). */
    replacedByCode: PlanCodeSchema.optional(),
  })
  .strict();

export const CatalogQuestionSchema = z
  .object({
    text: text(),
    subType: z.enum(['text_field', 'checkbox', 'detail']).optional(),
    requireDetail: z.boolean().default(false),
    /** Answering yes declines the application with this message. */
    declineMessage: text().optional(),
    asksTobacco: z.boolean().default(false),
    options: z.array(z.object({ text: text(), group: text(80).optional() }).strict()).default([]),
  })
  .strict();

export const CatalogPlanSchema = z
  .object({
    code: PlanCodeSchema,
    name: text(200),
    category: PlanCategorySchema,
    /** The carrier, by its code (BLUEPINE) or its name as stored; a carrier new to the store is declared under `carriers`. */
    carrier: text(160).optional(),
    logo: text(300).optional(),
    shortText: text(),
    headerText: text().optional(),
    bodyText: text().optional(),
    blueBarText: text().optional(),
    associationText: text().optional(),
    exclusions: TitledTextSchema.optional(),
    example: TitledTextSchema.optional(),
    faq: TitledTextSchema.optional(),
    flags: CatalogPlanFlagsSchema.default(CatalogPlanFlagsSchema.parse({})),
    oneTimeFeeCents: count.default(0),
    sortOrder: z.number().int().default(0),
    rules: CatalogPlanRulesSchema.optional(),
    /** Pricing options in order; their rates are rows of a rate CSV naming the plan code and the label. */
    pricingOptions: z.array(z.object({ label: text(160) }).strict()).min(1),
    questions: z.array(CatalogQuestionSchema).default([]),
    carrierQuestions: z.array(z.object({ text: text(), expectedTrue: z.boolean().default(true) }).strict()).default([]),
  })
  .strict()
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    plan.pricingOptions.forEach(({ label }, i) => {
      if (seen.has(label)) ctx.addIssue({ code: 'custom', path: ['pricingOptions', i, 'label'], message: `"${label}" is listed twice` });
      seen.add(label);
    });
  });

/** A carrier the file brings to the store: its code (the 834's receiver id) and its name. */
export const CatalogCarrierSchema = z
  .object({ code: z.string().regex(/^[A-Z0-9]{2,12}$/, 'A carrier code is 2 to 12 capital letters or digits'), name: text(160) })
  .strict();

export const CatalogFileSchema = z
  .object({
    format: z.literal(CATALOG_FILE_FORMAT),
    /** Carriers new to the store (or renamed), declared by code: a plan never adds a carrier by naming it. */
    carriers: z.array(CatalogCarrierSchema).optional(),
    plans: z.array(CatalogPlanSchema),
  })
  .strict()
  .superRefine((file, ctx) => {
    const codes = new Set<string>();
    file.plans.forEach((plan, i) => {
      if (codes.has(plan.code)) ctx.addIssue({ code: 'custom', path: ['plans', i, 'code'], message: `${plan.code} is listed twice` });
      codes.add(plan.code);
    });
    file.plans.forEach((plan, i) => {
      const successor = plan.rules?.replacedByCode;
      if (successor !== undefined && !codes.has(successor))
        ctx.addIssue({ code: 'custom', path: ['plans', i, 'rules', 'replacedByCode'], message: `No plan ${successor} in this file` });
    });
  });

export type CatalogFile = z.infer<typeof CatalogFileSchema>;
export type CatalogPlan = z.infer<typeof CatalogPlanSchema>;
export type CatalogPlanRules = z.infer<typeof CatalogPlanRulesSchema>;
export type CatalogQuestion = z.infer<typeof CatalogQuestionSchema>;

/** The rules as stored: undefined when they restrict nothing (a rules row of nulls and an absent one are the same). */
export function effectiveRules(rules: CatalogPlanRules | undefined): CatalogPlanRules | undefined {
  if (!rules) return undefined;
  const set = Object.entries(rules).filter(([key, value]) => value !== undefined && !(key === 'requiresTobaccoAnswer' && value === false));
  return set.length === 0 ? undefined : { ...rules, requiresTobaccoAnswer: rules.requiresTobaccoAnswer ?? false };
}
