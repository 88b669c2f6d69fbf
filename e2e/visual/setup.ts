import { AGREEMENT_TEXTS, TAB_NAMES, TAB_ROUTE_SEGMENTS, type TabName } from '@benefit-store/domain';
import { EMPLOYER_INFO_BODY, PERSONAL_INFO_BODY } from '../../apps/api/test/wire-bodies';
import type { Page } from '../support/fixtures';
import {
  addToCart,
  addUnderwrittenLife,
  apiThroughRequest,
  checkOut,
  createEnrollment,
  pricedPlan,
  type NewEnrollment,
  type StoreApi,
} from '../support/cart-setup';
import { birthdateAged } from '../support/dates';
import { seedStorage, urlOn } from '../support/store';
import { contactInfoBody } from '../support/wizard-setup';

/**
 * States reached through the store's own API, as the web app's calls would leave them
 * (docs/decisions/0082): a shopper's filter and cart, and the wizard's steps saved one by one.
 */

/** A shopper bound to this browser (its request context shares the page's cookies) and named in its storage. */
export async function shopperInBrowser(page: Page, enrollment: NewEnrollment = {}, storage: Record<string, string> = {}) {
  const api = apiThroughRequest(page.request);
  const enrollmentId = await createEnrollment(api, { dob: birthdateAged(41), ...enrollment });
  await seedStorage(page, 'localhost', { tempId: enrollmentId, eprocess: enrollment.eprocess ?? 'applicant', ...storage });
  return { api, enrollmentId };
}

export const addPlan = async (api: StoreApi, enrollmentId: string, category: string, name: string) =>
  addToCart(api, enrollmentId, await pricedPlan(api, enrollmentId, category, name));

/** The wizard's steps in the server's order when every one of them is required. */
export const WIZARD_STEPS = TAB_NAMES;
export type WizardStep = TabName;

export const stepUrl = (step: TabName) => urlOn('localhost', `/enrollment/${TAB_ROUTE_SEGMENTS[step]}`);

/**
 * An applicant (Member + Spouse) whose cart needs every step: an underwritten life plan with its
 * membership (beneficiaries, health questions), a disability plan (employer); checked out.
 */
export async function everyStepEnrollment(page: Page) {
  const { api, enrollmentId } = await shopperInBrowser(page, { tier: 'IS' });
  await addUnderwrittenLife(api, enrollmentId);
  await api.call('PUT', `/api/v2/change-filter-info/${enrollmentId}`, { working_hours: '40' });
  await addPlan(api, enrollmentId, 'di', 'Steadfast Short-Term Disability');
  await checkOut(api, enrollmentId);
  return { api, enrollmentId };
}

/** A Member Only applicant with a dental plan, checked out: personal, contact, billing, agreement, review. */
export async function fewStepsEnrollment(page: Page) {
  const { api, enrollmentId } = await shopperInBrowser(page);
  await addPlan(api, enrollmentId, 'dental', 'Bluepine Dental Essentials');
  await checkOut(api, enrollmentId);
  return { api, enrollmentId };
}

const post = (api: StoreApi, path: string, enrollmentId: string, body: Record<string, unknown>) =>
  api.call('POST', path, { enrollment_id: enrollmentId, ...body });

/** A drawn signature: a zigzag on a canvas of the page's origin, as the pad makes one. */
async function drawnSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 120;
    const pen = canvas.getContext('2d')!;
    pen.lineWidth = 2;
    pen.beginPath();
    pen.moveTo(20, 60);
    for (let step = 1; step <= 10; step++) pen.lineTo(20 + step * 18, 60 + (step % 2 ? 14 : -14));
    pen.stroke();
    return canvas.toDataURL('image/png');
  });
}

/** The health questions (the seed's), every one answered No, as the health step and the spouse's form send them. */
const NO_HEALTH_CONDITIONS = {
  condition_questions: [141, 142, 143, 144, 145, 146, 147].map((question_id) => ({
    question_id,
    question_text: '',
    yes_no_flag: 0,
    conditions: [],
  })),
  medication_question: { question_id: 150, question_text: '', yes_no_flag: 0, medications: [] },
  notes: '',
};

/** Each step's save, with the body its page sends for Maria Lopez of Dallas. */
const SAVES: Record<WizardStep, (api: StoreApi, enrollmentId: string, page: Page) => Promise<unknown>> = {
  primary_info: (api, id) => post(api, '/api/v1/save-personal-info', id, { ...PERSONAL_INFO_BODY, birthdate: birthdateAged(41) }),
  contact_info: (api, id) => post(api, '/api/v1/save-contact-info', id, contactInfoBody()),
  employer_info: (api, id) => post(api, '/api/v1/save-employer-info', id, EMPLOYER_INFO_BODY),
  beneficiary_info: (api, id) =>
    post(api, '/api/v1/save-beneficiary-info', id, {
      beneficiaries: [
        {
          beneficiary_id: '',
          first_name: 'Lucia',
          middle_name: '',
          last_name: 'Lopez',
          birthdate: '02/03/2010',
          ssn: '',
          relationship: 'Child',
          beneficiary_percentage: '100',
        },
      ],
    }),
  primary_health_info: (api, id) => post(api, '/api/v1/save-primary-health-info', id, NO_HEALTH_CONDITIONS),
  dependent_info: (api, id) =>
    post(api, '/api/v1/save-dependent-info', id, {
      dependents: [
        {
          primary_info: {
            dependent_id: '',
            first_name: 'Daniel',
            middle_name: '',
            last_name: 'Lopez',
            gender: '0',
            birthdate: '06/20/1984',
            ssn: '487654321',
            relationship: 'spouse',
            weight: '',
            height_feet: '',
            height_inch: '',
            employed: '0',
          },
          health_info: NO_HEALTH_CONDITIONS,
        },
      ],
    }),
  billing_info: (api, id) =>
    post(api, '/api/v1/save-billing-info', id, {
      payment_method: 'eft',
      bill_date: '15',
      routing_number: '021000021',
      bank_name: 'JPMORGAN CHASE BANK, N.A.',
      account_name: 'Maria Lopez',
      account_number: '000123456789',
      account_type: 'checking',
      account_holder_type: 'individual',
      address1: '100 Elm St',
      address2: 'Apt 4',
      city: 'Dallas',
      state: 'tx',
      zip: '75201',
      is_physical_address: 'yes',
    }),
  agreement_info: async (api, id, page) =>
    post(api, '/api/v1/save-agreement-info', id, {
      eprocess: 'applicant',
      user_name: 'Maria Lopez',
      signature: await drawnSignature(page),
      consents: Object.fromEntries(AGREEMENT_TEXTS.map((text) => [text.text_id, true])),
      date: null,
    }),
  review_info: (api, id) => post(api, '/api/v1/save-review-info', id, {}),
};

/** Saves the given steps in order, through the calls their pages make. */
export async function saveSteps(page: Page, api: StoreApi, enrollmentId: string, steps: readonly WizardStep[]) {
  for (const step of steps) await SAVES[step](api, enrollmentId, page);
}
