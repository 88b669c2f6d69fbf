import type { PlanCategory } from '@benefit-store/domain';
import { slugify } from '@/lib/format';

/**
 * Every route of the app and every link builder, in one place. Routes of later issues are
 * listed as links only (the header links to them); the router declares what exists today.
 */
export const paths = {
  home: '/',
  notFound: '/404',
  landingConfigError: (enrollType: 'Agent' | 'Group') => `/landing-config-error/${enrollType}`,
  landing: (landingPage: string) => `/${encodeURIComponent(landingPage)}`,
  referrals: (referralId: string) => `/referrals?rid=${encodeURIComponent(referralId)}`,
  plans: (category?: PlanCategory) => (category ? `/plans?type=${category}` : '/plans'),
  plan: (planId: number, planName: string) => `/plan/${planId}/${slugify(planName) || 'plan'}`,
  cart: '/cart',
  newMembership: '/new_membership',
  planQuestionView: '/PlanQuestionView',
  planDetailsSample: '/plan_details',
  planFilterSample: '/plan_filter',
  recommendList: (name: string) => `/recommend-list/${encodeURIComponent(name)}`,
  quote: (token: string) => `/quote/${encodeURIComponent(token)}`,
  sign: (token: string) => `/sign/${encodeURIComponent(token)}`,
  notMe: (token: string) => `/not-me/${encodeURIComponent(token)}`,
  continueEnrollment: '/continue-enrollment',
  enrollmentPersonalInfo: '/enrollment/personal-info',
  enrollmentReceipt: '/enrollment/receipt',
  signIn: (next?: string) => (next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'),
  twoFactorSetup: '/two-factor',
  enrollmentHome: '/home',
  agentHome: '/agent-home',
  groupHome: '/group-home',
  memberHome: '/member-home',
  agentSelectMember: '/agent-select-member',
  groupSelectMember: '/group-select-member',
} as const;

/** Whose own page a path is: a rep's (home, members) or a group administrator's; a landing prefix may precede it. */
export function staffPageRole(pathname: string): 'agent' | 'group' | null {
  const last = `/${pathname.split('/').filter(Boolean).pop() ?? ''}`;
  if (last === paths.agentHome || last === paths.agentSelectMember) return 'agent';
  if (last === paths.groupHome || last === paths.groupSelectMember) return 'group';
  return null;
}

/** Route patterns for the router (relative to the root route); the server answers these paths with the app (docs/decisions/0110). */
export { routePatterns } from '@benefit-store/domain';

/** Routes whose entry runs a start-up step of its own (spec 000 §4). */
export const STARTUP_ROUTE_SEGMENTS = ['referrals', 'websites', 'external', 'continue-enrollment', 'direct-continue'] as const;
export type StartupRouteSegment = (typeof STARTUP_ROUTE_SEGMENTS)[number];

/**
 * First path segments that name an app route (spec 000 §2, spec 001 §2), so never a landing
 * page name: `/plans` is the plans list, `/jsmith/plans` is the plans list under rep jsmith.
 */
export const APP_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  ...STARTUP_ROUTE_SEGMENTS,
  '404',
  'error',
  'landing-config-error',
  'home',
  'agent-home',
  'member-home',
  'group-home',
  'agent-select-member',
  'group-select-member',
  'plans',
  'plan',
  'cart',
  'quote',
  'sign',
  'not-me',
  'recommend-list',
  'new_membership',
  'member-benefit-store',
  'PlanQuestionView',
  'plan_details',
  'plan_filter',
  'enrollment',
  'confirmation',
  'sign-in',
]);
