/** Rep, group and member homes, and the current-member tables (spec 000 §2, §7 "Filter and homes"). */
import * as z from 'zod';
import { EnrollTypeSchema, TierSchema } from '../codes/codes';
import { EnrollmentIdSchema, optionalId } from './shell';

export const AgentGroupSchema = z.object({ gid: z.number(), gname: z.string() });
export const EnrollmentPlatformSchema = z.object({ platform_group_id: z.number(), platform_name: z.string(), platform_code: z.string() });
export type EnrollmentPlatform = z.infer<typeof EnrollmentPlatformSchema>;

export const CurrentMemberSchema = z.object({
  name: z.string(),
  dob: z.string(),
  email: z.string(),
  /** Masked: only the last four digits are ever sent. */
  ssn: z.string(),
  user_id: z.string(),
  policy_id: z.number().nullable(),
  group_info: z.object({ group_id: z.number().nullable(), group_name: z.string().nullable() }),
  plan_info: z.array(z.object({ plan_name: z.string(), plan_status: z.string() })),
});
export type CurrentMember = z.infer<typeof CurrentMemberSchema>;

export const GroupAgentMemberInfoQuerySchema = z
  .object({ enrollment_id: EnrollmentIdSchema.optional(), group_id: optionalId })
  .refine((q) => q.enrollment_id !== undefined || q.group_id !== undefined, { message: 'Field is required', path: ['enrollment_id'] });

export const GroupAgentMemberInfoSchema = z.object({
  enrollment_type: EnrollTypeSchema.nullable(),
  user_info: z.object({ user_id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  group_info: z.object({ gid: z.number(), gname: z.string() }).nullable(),
  platforms: z.array(EnrollmentPlatformSchema),
});

/** Not in the specification: a member link for a member the signed-in rep or group serves (DESIGN §3 "Member links"). */
export const IssueMemberLinkBodySchema = z.object({
  user_id: z.uuid({ error: 'Invalid user id' }),
  tier: TierSchema.default('IO'),
});
/** Not in the specification: every member link issued for the member stops working (docs/decisions/0089). */
export const RevokeMemberLinksBodySchema = z.object({
  user_id: z.uuid({ error: 'Invalid user id' }),
});
export const RevokeMemberLinksDataSchema = z.object({ message: z.string() });

export const IssueMemberLinkDataSchema = z.object({
  /** `{PUBLIC_URL}/member-benefit-store/{id}/{tier}?t={token}`. */
  url: z.string(),
  /** ISO timestamp: the link works until then, unless revoked. */
  expires_at: z.string(),
});
