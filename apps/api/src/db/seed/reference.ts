import { agreementTexts, banks, chatQuestions, ethnicCategories, healthQuestions } from '../schema';
import { PORTAL_IDS } from './parties';
import type { SeedTx } from './seed-tx';

/**
 * Wizard health questions. 145 has no detail fields; 146 and 147 ask condition, status, last seen,
 * recovery date and physician (spec 001 §3); the others use the ordinary condition layout.
 */
export const DEMO_HEALTH_QUESTIONS: (typeof healthQuestions.$inferInsert)[] = [
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
export const DEMO_ETHNIC_CATEGORIES: (typeof ethnicCategories.$inferInsert)[] = [
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

/** Consent paragraphs of the agreement step; portal rows are added to the store-wide ones. */
export const DEMO_AGREEMENT_TEXTS: (typeof agreementTexts.$inferInsert)[] = [
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
  {
    portalId: PORTAL_IDS.acme,
    sortOrder: 5,
    head: 'Payroll deduction authorization',
    body: 'I authorize Acme Manufacturing to deduct the premiums for the plans I selected from each paycheck and to remit them to the carriers. Deductions stop when my employment ends or when I cancel coverage during open enrollment or after a qualifying life event.',
  },
];

/** Offline routing-number directory: fictional banks, routing numbers that pass the ABA 3-7-1 checksum. */
export const DEMO_BANKS: (typeof banks.$inferInsert)[] = [
  { routingNumber: '011000235', name: 'Granite Harbor Bank' },
  { routingNumber: '021200601', name: 'Hudson Ferry Savings Bank' },
  { routingNumber: '026009975', name: 'Empire Plaza Trust Company' },
  { routingNumber: '031100445', name: 'Brandywine Valley Bank' },
  { routingNumber: '041203811', name: 'Lakeshore Commerce Bank' },
  { routingNumber: '044000286', name: 'Buckeye Heritage Bank' },
  { routingNumber: '051405654', name: 'Blue Ridge Community Bank' },
  { routingNumber: '053101121', name: 'Piedmont Federal Savings' },
  { routingNumber: '061000492', name: 'Peachtree National Bank' },
  { routingNumber: '063107869', name: 'Suncoast Members Credit Union' },
  { routingNumber: '071921338', name: 'Prairie State Bank & Trust' },
  { routingNumber: '072000708', name: 'Great Lakes Motor City Bank' },
  { routingNumber: '081009172', name: 'Gateway Arch Savings Bank' },
  { routingNumber: '091000543', name: 'North Star Farmers Bank' },
  { routingNumber: '101089917', name: 'Flint Hills Bank' },
  { routingNumber: '107002383', name: 'Front Range Federal Credit Union' },
  { routingNumber: '111901755', name: 'Trinity River Bank' },
  { routingNumber: '113010220', name: 'Bayou City Federal Credit Union' },
  { routingNumber: '121042594', name: 'Golden Gate Pioneer Bank' },
  { routingNumber: '122105964', name: 'Saguaro Desert Bank' },
  { routingNumber: '211370435', name: 'Cape Cod Cooperative Bank' },
  { routingNumber: '221172801', name: 'Pine Barrens Savings' },
  { routingNumber: '231271271', name: 'Keystone Valley Credit Union' },
  { routingNumber: '241070640', name: 'Cuyahoga Teachers Credit Union' },
  { routingNumber: '253177117', name: 'Carolina Lowcountry Credit Union' },
  { routingNumber: '263181481', name: 'Gulf Breeze Federal Credit Union' },
  { routingNumber: '267084856', name: 'Everglades Community Credit Union' },
  { routingNumber: '271972323', name: 'Heartland Educators Credit Union' },
  { routingNumber: '291070690', name: 'Ten Thousand Lakes Credit Union' },
  { routingNumber: '314074162', name: 'Lone Star Teachers Credit Union' },
  { routingNumber: '321171537', name: 'Redwood Coast Credit Union' },
  { routingNumber: '322271902', name: 'Sonoran Schools Credit Union' },
];

/** The Contact Rep assistant's questions, in order. */
export const DEMO_CHAT_QUESTIONS: (typeof chatQuestions.$inferInsert)[] = [
  { sortOrder: 1, text: 'What is your name?' },
  { sortOrder: 2, text: 'What is the best phone number to reach you?' },
  { sortOrder: 3, text: 'What is your e-mail address?' },
  { sortOrder: 4, text: 'Which kind of plan are you most interested in?' },
  { sortOrder: 5, text: 'When is the best time for your rep to call you?' },
];

export async function insertReference(tx: SeedTx): Promise<void> {
  await tx.insert(healthQuestions).values(DEMO_HEALTH_QUESTIONS);
  await tx.insert(ethnicCategories).values(DEMO_ETHNIC_CATEGORIES);
  await tx.insert(agreementTexts).values(DEMO_AGREEMENT_TEXTS);
  await tx.insert(banks).values(DEMO_BANKS);
  await tx.insert(chatQuestions).values(DEMO_CHAT_QUESTIONS);
}
