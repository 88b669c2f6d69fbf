/**
 * Fixed identifiers of the demo store (seed `demo-v1`), for the app's defaults, tests and e2e journeys.
 * Everything here exists after `seedDemoStore` has run.
 */

/** Rep 1: John Smith, full branding, landing page `/jsmith`. */
export const DEMO_AGENT_ID = 1;
export const DEMO_AGENT_CODE = 'ABCD1212';
export const DEMO_AGENT_LANDING = 'jsmith';
/** An active rep without a landing page (the `/landing-config-error/Agent` path). */
export const DEMO_AGENT_NO_LANDING_CODE = 'SLEE3434';

export const DEMO_GROUP_IDS = {
  /** Default group of the lifestyle host and of `/member-benefit-store`. */
  members: 1929,
  /** Groups whose applicants need an enroller code. */
  enrollerA: 2512,
  enrollerB: 2556,
  elevate: 2600,
  acme: 3001,
  /** A group without a landing page (the `/landing-config-error/Group` path). */
  riverside: 3002,
} as const;

/** Enrollment code of Acme Manufacturing (landing page `acme`). */
export const DEMO_GROUP_CODE = 'ACME3001';
export const DEMO_GROUP_LANDING = 'acme';
/** Enrollment code of Riverside Logistics, which has no landing page. */
export const DEMO_GROUP_NO_LANDING_CODE = 'RVSD3002';
export const DEMO_ELEVATE_LANDING = 'elevate';

/** Rep 1's direct (non-group) portal. */
export const DEMO_PORTAL_ID = 1;
/** Acme's employee portal (rep 1, group Acme). */
export const DEMO_ACME_PORTAL_ID = 3;
/** Portal of the default group 1929. */
export const DEMO_MEMBERS_PORTAL_ID = 10;
/** Elevate's portal (what get-elevate-info answers). */
export const DEMO_ELEVATE_PORTAL_ID = 7;

export const DEMO_SITE_DOMAINS = { acme: 'acme.localhost', elevate: 'elevate.localhost' } as const;
export const DEMO_EXTERNAL_SITE_NAME = 'partnerplus';

/** A valid referral link of rep 1 (`/referrals?rid=...`), referred by "Karen Whitfield". */
export const DEMO_REFERRAL_ID = 'J-lEjTUHUUjJXJZyc2ocRlG7';
export const DEMO_REFERRER_NAME = 'Karen Whitfield';
/** A referral link that expired. */
export const DEMO_EXPIRED_REFERRAL_ID = 'F0C7tBKGBICh0O-TsvPUd47p';

/** An open enrollment of rep 1 (filter TX 75201, IO) holding two cart items. */
export const DEMO_CART_ENROLLMENT_ID = '771ed385-d1dc-4cc7-929d-a7f23615020b';
export const DEMO_CART_PLAN_CODES = ['DN101', 'VS201'] as const;

/** Demo sign-ins (DESIGN §5); printed in the README. */
export const DEMO_STAFF = {
  agent: { email: 'rep@benefitstore.example', password: 'Demo-Rep-2026!' },
  group: { email: 'admin@acme.example', password: 'Demo-Group-2026!' },
} as const;

/** Acme member Emily Carter (rep 1): active dental, vision and accident policies, one terminated. */
export const DEMO_MEMBER_ID = 'acc02db1-88a2-42b5-b1f0-6a6f55480eb5';

/** The association plan the footer's "Learn more" opens. */
export const DEMO_FOOTER_PLAN_CODE = 'AS100';
export const PREMIER_PLAN_CODE = 'L713';
/** Underwritten carrier life plans (membership required, carrier questions, 3% fee). */
export const DEMO_UNDERWRITTEN_LIFE_CODES = ['TL401', 'TL402'] as const;
export const DEMO_DISABILITY_PLAN_CODE = 'DI901';
/** A plan replaced by DN101 (pricing answers changePid). */
export const DEMO_REPLACED_PLAN_CODE = 'DN100';
/** Sold only in TX, FL and GA, rated by state. */
export const DEMO_STATE_PLAN_CODE = 'MD303';
export const DEMO_MEMBERSHIP_CODES = { bronze: 'MBR-BRONZE', silver: 'MBR-SILVER', gold: 'MBR-GOLD' } as const;

export const DEMO_SEED_NAME = 'demo-v1';
