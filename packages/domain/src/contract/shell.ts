/**
 * Calls of the shell and start-up (spec 000 §7 "Shell and start-up").
 * Wire names are the specification's; each call has a query (or body) schema and a data schema.
 */
import * as z from 'zod';
import { EprocessSchema, OpenTypeSchema } from '../codes/codes';

/** Numeric ids arrive as query strings; empty strings mean "not given". */
/** Blank query values mean "not given"; anything but a string or number is not an id. */
const blankToUndefined = (v: unknown) =>
  v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : typeof v === 'string' || typeof v === 'number' ? v : Number.NaN;

export const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id').optional(),
);
export const requiredId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'Field is required' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
);
export const requiredText = z.string({ error: 'Field is required' }).trim().min(1, 'Field is required');
/** Unguessable enrollment id (DESIGN §5). */
export const EnrollmentIdSchema = z.uuid({ error: 'Invalid enrollment id' });

export const CommonMenuQuerySchema = z.object({
  agent_id: optionalId,
  group_id: optionalId,
  portal_id: optionalId,
  eprocess: EprocessSchema.optional().catch(undefined),
  open_type: OpenTypeSchema.optional().catch(undefined),
});
export const GroupMenuQuerySchema = z.object({ group_id: requiredId, from_site: z.string().optional() });
/** Category keys, in the store's order. */
export const MenuDataSchema = z.array(z.string());

export const EnrollmentQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema });
export const CartCountDataSchema = z.object({ result: z.number().int() });
/** Money on the wire: two-decimal string. */
export const MoneySchema = z.string().regex(/^\d+\.\d{2}$/);
export const CartAmountDataSchema = z.object({ result: MoneySchema });

export const AgentQuerySchema = z.object({ agent_id: requiredId });
export const GroupQuerySchema = z.object({ group_id: requiredId });

export const AgentLandingInfoSchema = z.object({
  agent_id: z.number(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  image_link: z.string().nullable(),
  banner_image: z.string().nullable(),
  agent_code: z.string(),
  display_phone: z.string().nullable(),
  display_email: z.string().nullable(),
  tagline: z.string().nullable(),
  display_about_name: z.string().nullable(),
  display_name: z.string(),
  agent_bio: z.string().nullable(),
});
export type AgentLandingInfo = z.infer<typeof AgentLandingInfoSchema>;

export const GroupLandingInfoSchema = z.object({
  group_id: z.number(),
  gname: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  image_link: z.string().nullable(),
  banner_image: z.string().nullable(),
  display_phone: z.string().nullable(),
  display_email: z.string().nullable(),
  tagline: z.string().nullable(),
  display_about_name: z.string().nullable(),
  display_name: z.string(),
  gweb_aboutus: z.string().nullable(),
});
export type GroupLandingInfo = z.infer<typeof GroupLandingInfoSchema>;

export const AgentAboutInfoSchema = z.object({
  display_name: z.string(),
  display_about_name: z.string().nullable(),
  agent_bio: z.string().nullable(),
});
export const GroupAboutInfoSchema = z.object({
  display_name: z.string(),
  display_about_name: z.string().nullable(),
  gweb_aboutus: z.string().nullable(),
});

export const SiteDomainQuerySchema = z.object({ site_domain: requiredText });
export const SiteSettingSchema = z.object({ key: z.string(), value: z.string() });
export const SiteSettingsDataSchema = z.array(SiteSettingSchema);
export type SiteSetting = z.infer<typeof SiteSettingSchema>;

export const TicketLinkDataSchema = z.object({ link: z.string() });
export const FooterPlanQuerySchema = z.object({ plan_id: optionalId });
export const FooterPlanDataSchema = z.object({ plan_id: z.number(), plan_name: z.string() });
export const ElevateInfoDataSchema = z.object({ portal_id: z.number(), group_id: z.number() });
export const TrackElevateBodySchema = z.object({ enrollment_id: EnrollmentIdSchema });

/**
 * A rep's or group's access code as people type it ('ABCD1212'): letters and digits, at most 20.
 * A code of another shape answers a field error; a well-formed code nobody has answers 204 (spec 000 §7).
 */
export const ACCESS_CODE_MESSAGE = 'An access code is letters and digits only, up to 20';
const accessCode = requiredText.max(20, ACCESS_CODE_MESSAGE).regex(/^[A-Za-z0-9]+$/, ACCESS_CODE_MESSAGE);
export const GroupCodeQuerySchema = z.object({ group_code: accessCode });
export const AgentCodeQuerySchema = z.object({ agent_code: accessCode });
export const ValidatedGroupSchema = z.object({ gid: z.number(), name: z.string(), landing_url: z.string().nullable() });
export const ValidatedAgentSchema = z.object({
  agent_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  agent_code: z.string(),
  email: z.string(),
  phone: z.string().regex(/^\d{10}$/),
  landing_url: z.string().nullable(),
});
export type ValidatedAgent = z.infer<typeof ValidatedAgentSchema>;

/** The site behind a default-domain or external host: the group (and rep, portal) it sells for. */
export const SiteInfoSchema = z.object({
  gid: z.number().nullable(),
  agent_id: z.number().nullable(),
  portal_id: z.number().nullable(),
  site_name: z.string(),
  open_type: OpenTypeSchema,
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
export const SiteNameQuerySchema = z.object({ site_name: requiredText });

export const ReferralQuerySchema = z.object({ referral_id: requiredText });
export const ReferralInfoSchema = z.object({
  agent_id: z.number().nullable(),
  group_id: z.number().nullable(),
  portal_id: z.number().nullable(),
  valid_referral_link: z.boolean(),
  referrer_info: z.object({ name: z.string() }),
});

export const LandingPageQuerySchema = z.object({ landing_page: requiredText });
export const LandingPageResultSchema = z.object({
  type: z.enum(['agent', 'group']),
  data: z.object({ name: z.string(), landing_page: z.string() }),
  agent_id: z.number().nullable(),
  group_id: z.number().nullable(),
});
export type LandingPageResult = z.infer<typeof LandingPageResultSchema>;

export const DefaultInfoSchema = z.object({ agent_id: z.number(), gid: z.number(), portal_id: z.number() });

export const AgentEnrollInfoSchema = z.object({
  agent_id: z.number(),
  agent_code: z.string(),
  agent_fname: z.string(),
  agent_mname: z.string().nullable(),
  agent_lname: z.string(),
  display_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const GroupEnrollInfoSchema = z.object({
  gid: z.number(),
  gname: z.string(),
  gcode: z.string(),
  gagent_code: z.string().nullable(),
});
/** A member link's token (DESIGN §3 "Member links"): a bare member uuid is never enough. */
export const MemberTokenSchema = z.string().min(1).max(512).optional();
export const MemberQuerySchema = z.object({ user_id: z.uuid({ error: 'Invalid user id' }), member_token: MemberTokenSchema });
export const MemberInfoSchema = z.object({
  member_info: z.object({ userid: z.string(), first_name: z.string(), last_name: z.string() }),
  agent_info: z.object({ agent_id: z.number().nullable() }),
  group_info: z.object({ gid: z.number().nullable() }),
  portal_id: z.number().nullable(),
});
