import type { Eprocess, OpenType } from '../codes/codes';

export interface HomeRouteInput {
  /** Stored open_type: set when the visitor came through a rep, group or site landing. */
  openType?: OpenType | null;
  /** Stored referral id, when the visitor came through a referral link. */
  referral?: string | null;
  /** Stored eprocess: the role the session enrolls as. */
  eprocess?: Eprocess | null;
  /** The main lifestyle-brand host sends its group home to `/`. */
  isLifestyleHost?: boolean;
}

const HOME_BY_EPROCESS: Record<Eprocess, string> = {
  rep: '/agent-home',
  applicant: '/member-home',
  group: '/group-home',
};

/**
 * Where "home" is for the current session (spec 000 §2 "Home navigation rule", spec 001
 * "Return to homepage rule"). A landing visitor (open_type set) returns to their referral page
 * when they came through one, otherwise to `/`; a role session returns to its role home.
 */
export function resolveHomeRoute({ openType, referral, eprocess, isLifestyleHost = false }: HomeRouteInput): string {
  if (openType) {
    return referral ? `/referrals?rid=${encodeURIComponent(referral)}` : '/';
  }
  if (!eprocess) return '/';
  if (eprocess === 'group' && isLifestyleHost) return '/';
  return HOME_BY_EPROCESS[eprocess];
}
