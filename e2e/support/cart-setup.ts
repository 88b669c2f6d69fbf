import { expect, type APIRequestContext, type Page } from './fixtures';
import { DEMO_API_CLIENT_KEY, urlOn } from './store';

/**
 * Builds carts through the store's own API, as the plan pages would. Calls go either through
 * the page's request context (it shares the browser's cookies, so the enrollment is bound to the
 * browser) or through `fetch` inside the page, for hosts Node does not resolve (lifestyle.localhost).
 */
export interface StoreApi {
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>): Promise<T>;
}

type Envelope<T> = { status: string; data: T };

export function apiThroughRequest(request: APIRequestContext, host = 'localhost'): StoreApi {
  return {
    async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) {
      const response = await request.fetch(urlOn(host, path), {
        method,
        headers: { Authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
        ...(payload ? { data: payload } : {}),
      });
      const body = (await response.json()) as Envelope<T>;
      expect(response.ok(), `${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`).toBe(true);
      return body.data;
    },
  };
}

/** Calls from inside the page (its origin must already be open). */
export function apiThroughPage(page: Page): StoreApi {
  return {
    async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) {
      const { status, body } = await page.evaluate(
        async ({ method, path, payload, key }) => {
          const response = await fetch(path, {
            method,
            headers: { Authorization: `Basic ${key}`, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
            body: payload ? JSON.stringify(payload) : undefined,
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        { method, path, payload, key: DEMO_API_CLIENT_KEY },
      );
      expect(status, `${method} ${path} answered ${status}: ${JSON.stringify(body)}`).toBe(200);
      return (body as Envelope<T>).data;
    },
  };
}

type PlanSummary = { plan_id: number; plan_name: string; plan_price: string };
type PricingRow = { pid: number; ppid: number; plan_price: string; label: string };
/** A priced plan: `option` is its pricing option's label ('$1,000 Annual Max'). */
export type CartPlan = { planId: number; ppid: number; name: string; option: string; price: string };

export interface NewEnrollment {
  eprocess?: 'rep' | 'applicant' | 'group';
  agentId?: number;
  groupId?: number;
  portalId?: number;
  tier?: 'IO' | 'IS' | 'IC' | 'IF';
  /** mm/dd/yyyy; 04/12/1985 unless told. */
  dob?: string;
}

/** A shopper in Dallas, born 04/12/1985, Member Only unless told: what the filter wizard would create. */
export async function createEnrollment(
  api: StoreApi,
  { eprocess = 'applicant', agentId, groupId, portalId, tier = 'IO', dob = '04/12/1985' }: NewEnrollment = {},
): Promise<string> {
  const data = await api.call<{ temp_enrollment_id: string }>('POST', '/api/v2/add-filter-for-new-user', {
    zip: '75201',
    dob,
    gender: '1',
    tier,
    eprocess,
    ...(agentId ? { agent_id: agentId } : {}),
    ...(groupId ? { group_id: groupId } : {}),
    ...(portalId ? { platform_group_id: portalId } : {}),
    coverage: ['LOW_COST'],
    categories: ['dental', 'vision', 'accident', 'term_life'],
  });
  return data.temp_enrollment_id;
}

/** A plan by category and name, with the enrollment's price of its first pricing option (or of the one labelled `option`). */
export async function pricedPlan(api: StoreApi, enrollmentId: string, category: string, name: string, option?: string): Promise<CartPlan> {
  const plans = await api.call<PlanSummary[]>('GET', `/api/v1/get-menu-filtered-plans?category=${category}`);
  const plan = plans.find((p) => p.plan_name === name);
  expect(plan, `${name} among ${plans.map((p) => p.plan_name).join(', ')}`).toBeDefined();
  const pricing = await api.call<{ plans: PricingRow[] }>(
    'GET',
    `/api/v1/get-plan-pricing-detail?pid=${plan!.plan_id}&enrollment_id=${enrollmentId}`,
  );
  const row = option === undefined ? pricing.plans[0] : pricing.plans.find((p) => p.label === option);
  expect(row, `${name}'s option ${option}`).toBeDefined();
  return { planId: row!.pid, ppid: row!.ppid, name, option: row!.label, price: row!.plan_price };
}

/** Answers a plan's qualifying questions 'No', as its plan page would, so its rates can be seen. */
export async function answerQuestionsNo(api: StoreApi, enrollmentId: string, category: string, name: string): Promise<void> {
  const plans = await api.call<PlanSummary[]>('GET', `/api/v1/get-menu-filtered-plans?category=${category}`);
  const plan = plans.find((p) => p.plan_name === name)!;
  const questions = await api.call<{ question_id: number }[]>(
    'GET',
    `/api/v1/get-questions?enrollment_id=${enrollmentId}&plan_id=${plan.plan_id}`,
  );
  await api.call('POST', '/api/v1/save-question-answers', {
    enrollment_id: enrollmentId,
    plan_id: plan.plan_id,
    answers: questions.map((q) => ({ question_id: q.question_id, yes_no_flag: '0' })),
  });
}

export async function addToCart(api: StoreApi, enrollmentId: string, plan: CartPlan): Promise<void> {
  await api.call('POST', '/api/v1/add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: plan.planId, plan_pricing_id: plan.ppid });
}

/**
 * Puts an underwritten carrier life plan in the cart the way its plan page does: tobacco answer
 * and income, qualifying questions answered no, carrier statements confirmed, a membership with it.
 */
export async function addUnderwrittenLife(api: StoreApi, enrollmentId: string, name = 'Harborlight Term Life 10'): Promise<void> {
  await api.call('PUT', `/api/v1/change-filter-info/${enrollmentId}`, { is_smoker: '0', annual_incode: '60000' });
  const plans = await api.call<PlanSummary[]>('GET', '/api/v1/get-menu-filtered-plans?category=term_life');
  const life = plans.find((p) => p.plan_name === name)!;
  const query = `enrollment_id=${enrollmentId}&plan_id=${life.plan_id}`;
  const questions = await api.call<{ question_id: number }[]>('GET', `/api/v1/get-questions?${query}`);
  await api.call('POST', '/api/v1/save-question-answers', {
    enrollment_id: enrollmentId,
    plan_id: life.plan_id,
    answers: questions.map((q) => ({ question_id: q.question_id, yes_no_flag: '0' })),
  });
  const statements = await api.call<{ qid: number; true_condition: number }[]>('GET', `/api/v1/get-aflac-questions?${query}`);
  await api.call('POST', '/api/v1/save-aflac-questions', {
    enrollment_id: enrollmentId,
    plan_id: life.plan_id,
    aflac_data: statements.map((s) => ({ qid: s.qid, true_condition: s.true_condition })),
  });
  const pricing = await api.call<{ plans: PricingRow[] }>(
    'GET',
    `/api/v1/get-plan-pricing-detail?pid=${life.plan_id}&enrollment_id=${enrollmentId}`,
  );
  const memberships = await api.call<{ memberships: { plan_id: number; plan_pricing_id: number; level: string }[] }>(
    'GET',
    '/api/v1/get-plan-detail',
  );
  const bronze = memberships.memberships.find((m) => m.level === 'bronze')!;
  await api.call('POST', '/api/v1/add-plan-to-cart-prudentials', {
    enrollment_id: enrollmentId,
    plan_id1: bronze.plan_id,
    plan_pricing_id1: bronze.plan_pricing_id,
    plan_id: life.plan_id,
    plan_pricing_id: pricing.plans[0]!.ppid,
  });
}

/** Local storage of a running page; the app hears of it as it hears of another tab's change. */
export async function setStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage'));
  }, values);
}

/** Checks the cart out on its earliest effective date, as the cart page's 'Proceed to Enrollment' does. */
export async function checkOut(api: StoreApi, enrollmentId: string): Promise<void> {
  const dates = await api.call<{ value: string }[]>('GET', `/api/v1/get-cart-effective-dates?enrollment_id=${enrollmentId}`);
  await api.call('POST', '/api/v1/cart-checkout', { enrollment_id: enrollmentId, effective_date: dates[0]!.value });
}
