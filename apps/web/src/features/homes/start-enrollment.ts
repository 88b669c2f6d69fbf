import { TierSchema, type EnrollmentPlatform, type Tier } from '@benefit-store/domain';
import { storage } from '@/lib/storage';

/** The portal chosen on a home: its id, code and name are stored on selection (spec 000 §4). */
export function storePortal(portal: EnrollmentPlatform | null): void {
  storage.setOrRemove('portal_id', portal?.platform_group_id);
  storage.setOrRemove('portal_code', portal?.platform_code);
  storage.setOrRemove('portal_name', portal?.platform_name);
}

export interface NewMemberStart {
  eprocess: 'rep' | 'group';
  /** The group enrolled under; none for a rep's direct ("default") start. */
  groupId: number | null;
}

/**
 * A new member's enrollment from a rep or group home (spec 000 §4 Home steps): group and
 * enrollment type stored, any earlier enrollment of this browser forgotten. The filter on /home
 * then creates the new temporary enrollment.
 */
export function startNewMemberEnrollment({ eprocess, groupId }: NewMemberStart): void {
  storage.setOrRemove('group_id', groupId);
  storage.set('enroll_type', groupId === null ? 'new-member' : 'new-group-member');
  storage.set('eprocess', eprocess);
  for (const key of ['tempId', 'cartCount', 'user_id', 'USER_ID', 'isCurrentMemberAvailable'] as const) storage.remove(key);
}

/** Member home submit (spec 000 §4): the member's own enrollment, then the plans. */
export function startMemberEnrollment({ tempId, portalId }: { tempId: string; portalId: number | null }): void {
  storage.set('tempId', tempId);
  storage.setOrRemove('portal_id', portalId);
  storage.set('enroll_type', 'existing-member');
  storage.set('eprocess', 'applicant');
  storage.remove('cartCount');
}

/** Visitors who came through the elevate site skip the portal chooser (spec 000 §2 Rep home). */
export function isElevateVisitor(fromSite: string | null): boolean {
  return fromSite?.toLowerCase().includes('elevate') ?? false;
}

/** /home carries the tier a group administrator picked, for the plan finder to start from. */
export const TIER_PARAM = 'tier';
export const homeWithTier = (home: string, tier: Tier) => `${home}?${TIER_PARAM}=${tier}`;
/** The tier /home was given, if any: the finder does not ask for it again (docs/decisions/0100). */
export const tierOnHome = (params: URLSearchParams): Tier | undefined => TierSchema.safeParse(params.get(TIER_PARAM)).data;
