/**
 * The recommendation service (spec 000 §7 "Plans, cart, recommendations", §6; DESIGN §3
 * "Recommendations"), under /recommendation. Query names are the specification's
 * (platformID, userID, agentID, groupID, planID...).
 */
import * as z from 'zod';
import { PlanSummarySchema } from './plans';
import { GenderSchema, TierSchema } from '../codes/codes';
import { EnrollmentIdSchema, optionalId } from './shell';

const blankToUndefined = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);

/** Comma-separated positive plan ids ('12,7'), each within the database's integer, duplicates dropped. */
const planIds = z
  .string({ error: 'Field is required' })
  .regex(/^\d+(,\d+)*$/, 'Invalid plan list')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id > 0 && id <= 2_147_483_647), 'Invalid plan list')
  .pipe(z.array(z.number()).max(50, 'Too many plans'));

/** Optional plan list; empty means none. */
export const PlanIdListSchema = z.preprocess(blankToUndefined, planIds.optional());

const StateSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Invalid state')
    .transform((s) => s.toUpperCase())
    .optional(),
);

/**
 * Who is shopping. Scope (spec 000 §6): the web sends the agent for a rep, the agent and the group
 * for an applicant, the group for a group; every id given narrows the data to that portal, rep or group.
 */
export const RecommendationQuerySchema = z.object({
  platformID: optionalId,
  userID: z.preprocess(blankToUndefined, z.uuid({ error: 'Invalid user id' }).optional()),
  enroll_type: z.string().max(32).optional(),
  agentID: optionalId,
  groupID: optionalId,
  /** The cart's plan ids: never recommended again; association starts from them. */
  planID: PlanIdListSchema,
  state: StateSchema,
});
export type RecommendationQuery = z.infer<typeof RecommendationQuerySchema>;

export const RecommendationFilterQuerySchema = RecommendationQuerySchema.extend({
  tier: z.preprocess(blankToUndefined, TierSchema.optional()),
  age: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Invalid age' }).int('Invalid age').min(0, 'Invalid age').max(130, 'Invalid age').optional(),
  ),
  gender: z.preprocess(blankToUndefined, GenderSchema.optional()),
});
export type RecommendationFilterQuery = z.infer<typeof RecommendationFilterQuerySchema>;

export const RECOMMENDATIONS_MAX = 10;

export const RecommendationSchema = z.object({ plan_id: z.number(), score: z.number() });
export const RecommendationsDataSchema = z.object({ recs: z.array(RecommendationSchema).max(RECOMMENDATIONS_MAX) });
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendedPlanDetailsQuerySchema = z.object({
  plan_list: z.preprocess(blankToUndefined, planIds),
  /** The visitor's enrollment: plans its scope cannot buy are left out, prices are for its filter. */
  enrollment_id: z.preprocess(blankToUndefined, EnrollmentIdSchema.optional()),
  /** Put into each deep link, encrypted, so the plan page opens in the same context. */
  platformID: optionalId,
  userID: z.preprocess(blankToUndefined, z.uuid({ error: 'Invalid user id' }).optional()),
  agentID: optionalId,
  groupID: optionalId,
});

export const RecommendedPlanSchema = PlanSummarySchema.extend({
  /** Deep link to the plan page whose parameters are encrypted tokens (decrypt-detail reads them). */
  link: z.string(),
});
export const RecommendedPlanDetailsDataSchema = z.array(RecommendedPlanSchema);

/** Deep-link tokens as found in a link; any may be absent. */
const TokenSchema = z.preprocess(blankToUndefined, z.string().max(512, 'Invalid link').optional());
export const DecryptDetailBodySchema = z.object({
  portalId: TokenSchema,
  planId: TokenSchema,
  userID: TokenSchema,
  agentId: TokenSchema,
  groupId: TokenSchema,
});
export const DecryptedDetailSchema = z.object({
  portalId: z.number().nullable(),
  planId: z.number().nullable(),
  userID: z.string().nullable(),
  agentId: z.number().nullable(),
  groupId: z.number().nullable(),
});
export type DecryptedDetail = z.infer<typeof DecryptedDetailSchema>;
export const DecryptDetailDataSchema = z.array(DecryptedDetailSchema);
