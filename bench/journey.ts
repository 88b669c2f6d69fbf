/**
 * A whole enrollment through the API, as the web app makes it: the filter, the plans, a dental plan
 * priced and put in the cart, checkout, each wizard step saved, the review confirmed and the receipt read.
 */
import { EFT_BILLING_BODY, PERSONAL_INFO_BODY } from '../apps/api/test/wire-bodies';
import { randomBytes } from 'node:crypto';
import { newShopper, StoreApi, type Shopper } from './store-api';

/** The plan every benchmark shopper buys: no qualifying questions, priced for the filter's shopper. */
export const BENCH_PLAN_NAME = 'Bluepine Dental Essentials';

type PlanGroup = { plans: { plan_id: number; plan_name: string }[] };
type PricingRow = { pid: number; ppid: number };

/** The benchmark plan's id and first pricing option for this shopper (get-filtered-plans, then get-plan-pricing-detail). */
export async function benchPlan(api: StoreApi, shopper: Shopper): Promise<{ planId: number; ppid: number }> {
  const groups = await api.data<PlanGroup[]>('GET', `/api/v1/get-filtered-plans?enrollment_id=${shopper.enrollmentId}`);
  const plan = groups.flatMap((group) => group.plans).find((p) => p.plan_name === BENCH_PLAN_NAME);
  if (!plan) throw new Error(`${BENCH_PLAN_NAME} is not among the filtered plans`);
  const pricing = await api.data<{ plans: PricingRow[] }>(
    'GET',
    `/api/v1/get-plan-pricing-detail?pid=${plan.plan_id}&enrollment_id=${shopper.enrollmentId}`,
  );
  return { planId: plan.plan_id, ppid: pricing.plans[0]!.ppid };
}

/** A PNG as the signature pad sends it: the PNG signature, then enough bytes to be a picture. */
const SIGNATURE = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('DRAWN SIGNATURE STROKES '.repeat(6)),
]).toString('base64')}`;

/** Tells this run's shoppers from an earlier run's on the same PostgreSQL database. */
export const RUN_TAG = randomBytes(4).toString('hex');

/** The e-mail address a journey's shopper types: one of their own, this run's (e-mails are limited per hour to one address). */
export const journeyEmail = (shopper: string) => `bench.shopper.${RUN_TAG}.${shopper}@example.com`;

/**
 * The benchmark's `run`th enrollment, as a shopper of their own: their own address (a filter is
 * limited to 30 a minute from one address) and their own e-mail.
 */
export function benchEnrollment(base: string, run: number): Promise<void> {
  return wholeEnrollment(new StoreApi(base, { forwardedFor: `198.51.100.${(run % 250) + 1}` }), journeyEmail(String(run)));
}

/** One whole enrollment, filter to receipt (15 calls), by the shopper `api` speaks for, who types `email`. */
export async function wholeEnrollment(api: StoreApi, email: string): Promise<void> {
  const shopper = await newShopper(api);
  const id = shopper.enrollmentId;
  const { planId, ppid } = await benchPlan(api, shopper);
  await api.send('POST', '/api/v1/add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });
  await api.send('GET', `/api/v1/get-plan-cart?enrollment_id=${id}`);
  const dates = await api.data<{ value: string }[]>('GET', `/api/v1/get-cart-effective-dates?enrollment_id=${id}`);
  await api.send('POST', '/api/v1/cart-checkout', { enrollment_id: id, effective_date: dates[0]!.value });
  await api.send('POST', '/api/v1/save-personal-info', { ...PERSONAL_INFO_BODY, birthdate: '04/12/1985', enrollment_id: id });
  await api.send('POST', '/api/v1/save-contact-info', {
    enrollment_id: id,
    address1: '100 Elm St',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    phone_number: '2145550100',
    email_address: email,
  });
  await api.send('POST', '/api/v1/save-billing-info', { ...EFT_BILLING_BODY, enrollment_id: id });
  const texts = await api.data<{ result: { text_id: string }[] }>('GET', `/api/v1/get-agreement-texts?enrollment_id=${id}`);
  await api.send('POST', '/api/v1/save-agreement-info', {
    enrollment_id: id,
    eprocess: 'applicant',
    user_name: `${PERSONAL_INFO_BODY.first_name} ${PERSONAL_INFO_BODY.last_name}`,
    signature: SIGNATURE,
    consents: Object.fromEntries(texts.result.map((text) => [text.text_id, true])),
  });
  await api.send('POST', '/api/v1/save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1 });
  await api.send('GET', `/api/v1/get-receipt?enrollment_id=${id}`);
}
