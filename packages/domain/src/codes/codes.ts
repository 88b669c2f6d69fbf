import * as z from 'zod';

/** Coverage tiers (spec 000 §3). */
export const TierSchema = z.enum(['IO', 'IS', 'IC', 'IF']);
export type Tier = z.infer<typeof TierSchema>;
export const TIER_LABELS: Record<Tier, string> = {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Children',
  IF: 'Family',
};
/** IC reads differently when a premier plan is in the cart. */
export const PREMIER_IC_LABEL = 'Member + 1 Child';

/** Gender codes on the wire: 0 male, 1 female, 2 others (enrollment forms only). */
export const GenderSchema = z.enum(['0', '1', '2']);
export type Gender = z.infer<typeof GenderSchema>;
export const GENDER_LABELS: Record<Gender, string> = { '0': 'Male', '1': 'Female', '2': 'Others' };

/** Who enrolls (spec 001 §1 "Process values"): a rep, the applicant themself, or a group administrator. */
export const EprocessSchema = z.enum(['rep', 'applicant', 'group']);
export type Eprocess = z.infer<typeof EprocessSchema>;

/** Whose open enrollment the visitor came through (spec 000 §3). */
export const OpenTypeSchema = z.enum(['agent', 'group', 'user']);
export type OpenType = z.infer<typeof OpenTypeSchema>;

/** Enrollment types (spec 001 §1): they decide dependent rules and existing-member prefill. */
export const EnrollTypeSchema = z.enum(['new-member', 'new-group-member', 'existing-member', 'existing-user']);
export type EnrollType = z.infer<typeof EnrollTypeSchema>;

/** An enrollment's `type` (spec 001 §3): a new user, or an existing member enrolling again. */
export const UserTypeSchema = z.enum(['new-user', 'existing-user']);
export type UserType = z.infer<typeof UserTypeSchema>;

/** Plan categories in the order the plans list shows them (spec 000 §2 Plans list). */
export const PLAN_CATEGORIES = [
  'dental',
  'vision',
  'medical',
  'term_life',
  'limitedmed',
  'rx',
  'lifestyle',
  'supplemental',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
] as const;
export const PlanCategorySchema = z.enum(PLAN_CATEGORIES);
export type PlanCategory = z.infer<typeof PlanCategorySchema>;
export const PLAN_CATEGORY_LABELS: Record<PlanCategory, string> = {
  dental: 'Dental',
  vision: 'Vision',
  medical: 'Medical',
  limitedmed: 'Limited Med',
  term_life: 'Term Life',
  supplemental: 'Supplemental',
  lifestyle: 'Lifestyle',
  rx: 'RX',
  di: 'Disability Income',
  critical: 'Critical Illness',
  accident: 'Accident',
  hospital: 'Hospital',
  pet: 'PET',
};

export const COVERAGE_OPTIONS = ['LOW_COST', 'MINIMUM_ESSENTIAL_COVERAGE', 'PRESCRIPTION', 'LOW_DEDUCTIBLES'] as const;
export const CoverageSchema = z.enum(COVERAGE_OPTIONS);
export type Coverage = z.infer<typeof CoverageSchema>;
export const COVERAGE_LABELS: Record<Coverage, string> = {
  LOW_COST: 'Low Cost / High Deductible',
  MINIMUM_ESSENTIAL_COVERAGE: 'Minimum Essential Coverage',
  PRESCRIPTION: 'Prescription',
  LOW_DEDUCTIBLES: 'Low Deductibles',
};

/** Wizard tabs with their default order (DESIGN §3 "Required tabs"). */
export const TAB_NAMES = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
  'review_info',
] as const;
export const TabNameSchema = z.enum(TAB_NAMES);
export type TabName = z.infer<typeof TabNameSchema>;

/** Saved-tab values the resume flow routes by (spec 001 §3). */
export const SavedTabSchema = z.enum([
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
  'cart_info',
]);
export type SavedTab = z.infer<typeof SavedTabSchema>;

export const PaymentMethodSchema = z.enum(['cc', 'eft', 'list', 'elist', 'stmt']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** 0 Single, 1 Married, 2 Divorced, 3 Widowed (spec 001 §3). */
export const MaritalStatusSchema = z.enum(['0', '1', '2', '3']);
export type MaritalStatus = z.infer<typeof MaritalStatusSchema>;

/** Employer info's compensation types and employment statuses (A Active, C COBRA, R retired; spec 001 §3). */
export const CompensationTypeSchema = z.enum(['G10L20', 'MW', 'GMWL10', 'G20', 'Salary']);
export type CompensationType = z.infer<typeof CompensationTypeSchema>;
export const EmploymentStatusSchema = z.enum(['A', 'C', 'R']);
export type EmploymentStatus = z.infer<typeof EmploymentStatusSchema>;
export const MEMBERSHIP_LEVELS = ['bronze', 'silver', 'gold'] as const;
export const MembershipLevelSchema = z.enum(MEMBERSHIP_LEVELS);
export type MembershipLevel = z.infer<typeof MembershipLevelSchema>;

export const PolicyStatusSchema = z.enum(['ACTIVE', 'PENDING', 'TERMINATED', 'CANCELLED']);
export type PolicyStatus = z.infer<typeof PolicyStatusSchema>;

export const SiteKindSchema = z.enum(['domain', 'external']);
export type SiteKind = z.infer<typeof SiteKindSchema>;

/**
 * Who a staff account is: a rep, a group administrator, or the store's administrator (created with
 * `npm run staff-admin -- create-admin`, docs/decisions/0106), who serves no rep's or group's members.
 */
export const StaffRoleSchema = z.enum(['agent', 'group', 'admin']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Site-setting keys for images (spec 000 §1): the web reads these from the cached key/value list. */
export const SITE_SETTING_KEYS = [
  'logo',
  'cart_logo',
  'banner_image',
  'banner_image_mobile',
  'thankyou_image',
  'footer_icon',
  'call_background',
  'app_icon_ios',
  'app_icon_android',
  'step_icon_personal',
  'step_icon_contact',
  'step_icon_employer',
  'step_icon_beneficiary',
  'step_icon_health',
  'step_icon_dependent',
  'step_icon_review',
  'step_icon_agreement',
  'step_icon_billing',
  'review_card_image',
  'support_phone',
  'support_email',
  'ticket_link',
  'app_store_url',
  'play_store_url',
  'association_video_url',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** The member-benefit-store route's fixed group (spec 000 §9). */
export const MEMBER_BENEFIT_STORE_GROUP_ID = 1929;
export const OTHER_ETHNIC_CATEGORY_ID = 12;
export const SPECIAL_HEALTH_QUESTION_IDS = [145, 146, 147] as const;
