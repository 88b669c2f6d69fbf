/**
 * Reference data (docs/decisions/0106): what every store needs whatever it sells, in production as in
 * the demo: the wizard's health and ethnicity questions, the store-wide consent texts of the agreement
 * step, the Contact Rep assistant's questions and a store-wide value for every site setting. Plans,
 * carriers, reps, groups, portals, sites, members and the bank directory are the demo store's
 * (seed-demo-store.ts); a production store brings its own (docs/operations.md "First day").
 */
import { SITE_SETTING_KEYS, type SiteSettingKey } from '@benefit-store/domain';
import { agreementTexts, chatQuestions, ethnicCategories, healthQuestions, siteSettings } from '../schema';
import type { SeedTx } from './seed-tx';

/**
 * Wizard health questions. 145 has no detail fields; 146 and 147 ask condition, status, last seen,
 * recovery date and physician (spec 001 §3); the others use the ordinary condition layout.
 */
export const HEALTH_QUESTIONS: (typeof healthQuestions.$inferInsert)[] = [
  {
    id: 141,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 1,
    text: 'In the past 5 years, have you been diagnosed with or treated for diabetes, high blood pressure or high cholesterol?',
  },
  {
    id: 142,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 2,
    text: 'In the past 5 years, have you been diagnosed with or treated for asthma, COPD, emphysema or another lung disorder?',
  },
  {
    id: 143,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 3,
    text: 'In the past 5 years, have you been treated for depression, anxiety, an eating disorder, or alcohol or drug use?',
  },
  {
    id: 144,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 4,
    text: 'In the past 5 years, have you had back, neck, joint or other musculoskeletal problems that required treatment or surgery?',
  },
  {
    id: 145,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 5,
    text: 'Are you currently pregnant, or are you an expectant parent through adoption or surrogacy?',
  },
  {
    id: 146,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 6,
    text: 'In the past 10 years, have you been diagnosed with or treated for cancer, heart disease, heart attack or stroke?',
  },
  {
    id: 147,
    kind: 'condition',
    appliesTo: 'both',
    sortOrder: 7,
    text: 'In the past 2 years, have you been hospitalized, or has a physician advised surgery or tests that have not yet been completed?',
  },
  { id: 150, kind: 'medication', appliesTo: 'both', sortOrder: 8, text: 'Are you currently taking any prescription medications?' },
];

/** Ethnic groups of the personal step; 12 is "Other" (with a free-text field). */
export const ETHNIC_CATEGORIES: (typeof ethnicCategories.$inferInsert)[] = [
  { id: 1, name: 'Hispanic or Latino' },
  { id: 2, name: 'White' },
  { id: 3, name: 'Black or African American' },
  { id: 4, name: 'American Indian or Alaska Native' },
  { id: 5, name: 'Asian Indian' },
  { id: 6, name: 'Chinese' },
  { id: 7, name: 'Filipino' },
  { id: 8, name: 'Japanese' },
  { id: 9, name: 'Korean' },
  { id: 10, name: 'Vietnamese' },
  { id: 11, name: 'Native Hawaiian or Other Pacific Islander' },
  { id: 12, name: 'Other' },
];

/** The store-wide consent paragraphs of the agreement step (a portal's own rows are added to them). */
export const STORE_AGREEMENT_TEXTS: (typeof agreementTexts.$inferInsert)[] = [
  {
    portalId: null,
    sortOrder: 1,
    head: 'Authorization and accuracy of information',
    body: 'I have read the questions and answers in this application and they are true and complete to the best of my knowledge. I understand that a misstatement or omission may cause coverage to be rescinded or a claim to be denied, and that coverage does not begin until the application is approved and the first premium is paid.',
  },
  {
    portalId: null,
    sortOrder: 2,
    head: 'Payment authorization',
    body: 'I authorize Benefit Store and the carriers of the plans I selected to charge the first month\u2019s premium and any one-time enrollment fees to the account I provide, and to charge the recurring monthly premium on my chosen bill date until I cancel in writing. I may revoke this authorization by calling 800-555-0142 at least 3 business days before a scheduled payment.',
  },
  {
    portalId: null,
    sortOrder: 3,
    head: 'Electronic delivery and signature',
    body: 'I agree to receive my application, plan documents, notices and receipts electronically at the e-mail address I provided, and I agree that my electronic signature has the same legal effect as a handwritten signature. I can request paper copies at no charge.',
  },
  {
    portalId: null,
    sortOrder: 4,
    isRequired: false,
    head: 'Plan information and limited-benefit notice',
    body: 'I understand that discount programs are not insurance, and that limited-benefit, fixed-indemnity and supplemental plans pay fixed amounts and are not a substitute for major medical coverage. I have had the opportunity to review each plan\u2019s exclusions and limitations before enrolling.',
  },
];

/** The Contact Rep assistant's questions, in order. */
export const CHAT_QUESTIONS: (typeof chatQuestions.$inferInsert)[] = [
  { sortOrder: 1, text: 'What is your name?' },
  { sortOrder: 2, text: 'What is the best phone number to reach you?' },
  { sortOrder: 3, text: 'What is your e-mail address?' },
  { sortOrder: 4, text: 'Which kind of plan are you most interested in?' },
  { sortOrder: 5, text: 'When is the best time for your rep to call you?' },
];

const site = (file: string) => `/assets/site/${file}.svg`;

/** Store-wide defaults (site_id null): one row for every key the web reads. */
export const DEFAULT_SITE_SETTINGS: Record<SiteSettingKey, string> = {
  logo: site('logo'),
  cart_logo: site('cart-logo'),
  banner_image: site('banner'),
  banner_image_mobile: site('banner-mobile'),
  thankyou_image: site('thank-you'),
  footer_icon: site('footer-icon'),
  call_background: site('call-background'),
  app_icon_ios: site('app-icon-ios'),
  app_icon_android: site('app-icon-android'),
  step_icon_personal: site('step-personal'),
  step_icon_contact: site('step-contact'),
  step_icon_employer: site('step-employer'),
  step_icon_beneficiary: site('step-beneficiary'),
  step_icon_health: site('step-health'),
  step_icon_dependent: site('step-dependent'),
  step_icon_review: site('step-review'),
  step_icon_agreement: site('step-agreement'),
  step_icon_billing: site('step-billing'),
  review_card_image: site('review-card'),
  support_phone: '8005550142',
  support_email: 'support@benefitstore.example',
  ticket_link: 'https://help.benefitstore.example/tickets/new',
  // No app is published for the demo: empty, so the footer shows no store badge (never a dead link, docs/decisions/0040).
  app_store_url: '',
  play_store_url: '',
  // The association banner's video (docs/decisions/0040): a short silent explainer shipped with the store.
  association_video_url: '/assets/site/association-video.webm',
};

export async function insertReference(tx: SeedTx): Promise<void> {
  await tx.insert(healthQuestions).values(HEALTH_QUESTIONS);
  await tx.insert(ethnicCategories).values(ETHNIC_CATEGORIES);
  await tx.insert(agreementTexts).values(STORE_AGREEMENT_TEXTS);
  await tx.insert(chatQuestions).values(CHAT_QUESTIONS);
  await tx.insert(siteSettings).values(SITE_SETTING_KEYS.map((key) => ({ siteId: null, key, value: DEFAULT_SITE_SETTINGS[key] })));
}
