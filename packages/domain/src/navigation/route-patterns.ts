/**
 * The web app's route patterns, relative to the root route, as React Router reads them: `:name` is
 * one segment, `:name?` an optional one. The router declares its pages from them, and the server
 * answers a path with the app's page only when one of them matches it (docs/decisions/0110).
 */
export const routePatterns = {
  notFound: '404',
  landingConfigError: 'landing-config-error/:enrollType',
  landing: ':landing?',
  referrals: ':landing?/referrals',
  websites: ':landing?/websites',
  external: ':landing?/external',
  continueEnrollment: ':landing?/continue-enrollment',
  directContinue: ':landing?/direct-continue/:id/:tab?',
  cart: ':landing?/cart',
  plans: ':landing?/plans',
  plan: ':landing?/plan/:planId/:planName?',
  newMembership: ':landing?/new_membership',
  planQuestionView: ':landing?/PlanQuestionView',
  planDetailsSample: ':landing?/plan_details',
  planFilterSample: ':landing?/plan_filter',
  recommendList: ':landing?/recommend-list/:name?',
  quote: ':landing?/quote/:token',
  /** The applicant's signing link and "this was not me" (docs/decisions/0092, 0093): e-mailed as `${PUBLIC_URL}/sign/{token}`, no landing. */
  sign: 'sign/:token',
  notMe: 'not-me/:token',
  signIn: 'sign-in',
  twoFactorSetup: 'two-factor',
  enrollmentHome: ':landing?/home',
  agentHome: ':landing?/agent-home',
  groupHome: ':landing?/group-home',
  memberHome: ':landing?/member-home',
  agentSelectMember: ':landing?/agent-select-member',
  groupSelectMember: ':landing?/group-select-member',
  memberBenefitStore: ':landing?/member-benefit-store/:id/:tier',
  enrollmentReceipt: ':landing?/enrollment/receipt',
  confirmation: ':landing?/confirmation',
  enrollment: ':landing?/enrollment',
} as const;

/** Every page pattern of the app; `*` is any rest of the path (the wizard's steps are the enrollment route's children). */
export const PAGE_PATTERNS: readonly string[] = [...Object.values(routePatterns), `${routePatterns.enrollment}/*`];
