import type { InjectOptions } from 'fastify';
import type { CallDefinition } from '@benefit-store/domain';
import { keyOf } from './all-calls';
import { DEMO_ACME_PORTAL_ID, DEMO_AGENT_ID, DEMO_GROUP_IDS, DEMO_REFERRAL_ID, DEMO_STAFF } from '../src/db/seed/demo-ids';

const fieldsOf = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

/** The ids and codes a request names: those of the matrix's world, or ones to guess with. */
export type SampleIds = {
  enrollmentId: string;
  memberId: string;
  memberToken: string;
  planId: number;
  pricingId: number;
};

/**
 * A value for each input field, by name: the world's enrollment, member, rep A, group A and a
 * plan, and plain valid values for the rest. Fields not listed are left out (optional ones) or
 * answered by the call's own checks.
 */
function sampleValues(ids: SampleIds): Record<string, unknown> {
  return {
    enrollment_id: ids.enrollmentId,
    tempId: ids.enrollmentId,
    user_id: ids.memberId,
    userID: ids.memberId,
    agent_id: DEMO_AGENT_ID,
    agentID: DEMO_AGENT_ID,
    agentId: DEMO_AGENT_ID,
    group_id: DEMO_GROUP_IDS.acme,
    groupID: DEMO_GROUP_IDS.acme,
    groupId: DEMO_GROUP_IDS.acme,
    portal_id: DEMO_ACME_PORTAL_ID,
    platformID: DEMO_ACME_PORTAL_ID,
    portalId: DEMO_ACME_PORTAL_ID,
    platform_group_id: DEMO_ACME_PORTAL_ID,
    plan_id: ids.planId,
    planId: ids.planId,
    planID: ids.planId,
    pid: ids.planId,
    plan_pricing_id: ids.pricingId,
    plan_id1: ids.planId,
    plan_pricing_id1: ids.pricingId,
    plan_list: String(ids.planId),
    tier: 'IO',
    eprocess: 'rep',
    open_type: 'agent',
    zip: '75201',
    zip_code: '75201',
    dob: '07/04/1990',
    gender: '0',
    state: 'TX',
    email: 'shopper@mail.example',
    phone: '2145550100',
    device_id: 'matrix-device',
    web_url: 'http://localhost/jsmith',
    column: 'filter_info',
    tab_name: 'primary_info',
    type: 'new-user',
    q: '021000021',
    latitude: 32.78,
    longitude: -96.8,
    agent_code: 'ABCD1212',
    group_code: 'ACME3001',
    landing_page: 'jsmith',
    site_domain: 'acme.localhost',
    site_name: 'partnerplus',
    category: 'dental',
    member_token: undefined,
    name: 'Sam Shopper',
    image: 'data:image/png;base64,iVBORw0KGgo=',
    question_id: 1,
    answer: 'Yes',
  };
}

/** A well-formed link token (32 bytes, base64url) that was never issued. */
export const UNSENT_TOKEN = 'u'.repeat(43);

/** Fields of bodies without a plain object schema (save-enrollment is a union of its tabs). */
const UNION_BODY_FIELDS: Record<string, string[]> = { 'POST /api/v1/save-enrollment': ['enrollment_id', 'tab', 'name', 'email'] };

/**
 * Inputs a call needs beyond the shared values, so that its own schema lets the request through to
 * the access check (a request refused for its shape would prove nothing about access).
 */
const CALL_INPUTS: Record<string, Record<string, unknown>> = {
  'POST /api/v1/auth/sign-in': { ...DEMO_STAFF.agent },
  'GET /api/v1/get-lead-information': { store_information: '0' },
  'GET /api/v1/get-enrollment-info-referral': { referral_id: DEMO_REFERRAL_ID },
  'POST /api/v2/add-filter-for-new-user': { coverage: ['LOW_COST'], categories: ['dental'] },
  'POST /api/v1/save-question-answers': { answers: [{ question_id: 1, yes_no_flag: '0' }] },
  'POST /api/v1/save-aflac-questions': { aflac_data: [{ qid: 1, true_condition: 1 }] },
  'GET /api/v1/get-quote-preview-content': { tab: 'cart_info', type: 'preview' },
  'POST /api/v1/save-enrollment': { tab: 'cart_info' },
  // Token calls are tried with well-formed tokens nobody was sent: holding the enrollment or a
  // session opens nothing without the token (the tokens' own behaviour: quotes and resume tests).
  'GET /api/v1/quote/{token}': { token: UNSENT_TOKEN },
  'POST /api/v1/quote/{token}/enroll': { token: UNSENT_TOKEN, dob: '01/01/1990' },
  'GET /api/v1/direct-continue/{enrollment_id}': { enrollment_id: UNSENT_TOKEN },
  'GET /api/v1/signing/{token}': { token: UNSENT_TOKEN },
  'POST /api/v1/signing/{token}': { token: UNSENT_TOKEN },
  'POST /api/v1/not-me/{token}': { token: UNSENT_TOKEN },
  'POST /api/v1/continue-enrollment': { code: 'ABCDEFGH' },
  'POST /api/v1/save-screenshot': { name: 'review_info' },
  'POST /api/v1/auth/two-factor/confirm': { code: '000000' },
  'POST /recommendation/decrypt-detail': {
    portalId: undefined,
    planId: undefined,
    userID: undefined,
    agentId: undefined,
    groupId: undefined,
  },
  'POST /api/v1/save-enroller-code': { enrollerCode: 'ENR-1' },
  'POST /api/v1/cart-checkout': { effective_date: '01/01/2027' },
  'POST /api/v1/save-beneficiary-info': { beneficiaries: [] },
  'POST /api/v1/validate-single-dependent': { primary_info: {} },
  'POST /api/v1/save-dependent-info': { dependents: [] },
  'POST /api/v1/save-dependent-info-to-temp': { dependents: [] },
  'POST /api/v1/save-primary-health-info': { condition_questions: [] },
};

/** The request that tries `call` with the world's ids (path, query or body filled in by field name). */
export function requestFor(call: CallDefinition, ids: SampleIds, overrides: Record<string, unknown> = {}): InjectOptions {
  const values = { ...sampleValues(ids), ...CALL_INPUTS[keyOf(call)], ...overrides };
  const pick = (schema: unknown, names = fieldsOf(schema)) =>
    Object.fromEntries(names.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
  const params = pick(call.params) as Record<string, string | number>;
  const url = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? values[name] ?? 'unknown')));
  const query = new URLSearchParams(
    Object.entries(pick(call.query)).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return {
    method: call.method,
    url: query ? `${url}?${query}` : url,
    ...(call.method === 'GET' ? {} : { payload: pick(call.body, UNION_BODY_FIELDS[keyOf(call)]) }),
  };
}
