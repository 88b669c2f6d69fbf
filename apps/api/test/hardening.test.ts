import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createEnrollmentFixture } from './fixtures';
import { errorOf, targets } from './responses';
import { DEMO_API_CLIENT_KEY } from '../src/env';
import { CONTACT_INFO_BODY, PERSONAL_INFO_BODY } from './wire-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A plausible value for a declared field, so a null byte in another field gets past validation. */
function plausible(schema: JsonSchema | undefined, enrollmentId: string): unknown {
  if (!schema) return 'a';
  if (schema.anyOf)
    return plausible(
      schema.anyOf.find((s) => s.type !== 'null'),
      enrollmentId,
    );
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'uuid') return enrollmentId;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'a';
}

/** Every API call the app publishes, with the query and body fields it declares. */
async function declaredCalls() {
  const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
      body: op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
    })),
  );
}

describe('the local mailbox answers this machine only', () => {
  it('refuses a caller from another address, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of ['10.1.2.3', '192.168.0.7', '::ffff:10.0.0.1', '2001:db8::1']) {
      const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.body).not.toContain('<table>');
    }
    const message = await t.app.inject({ url: '/dev/mailbox/00000000-0000-4000-8000-000000000000', remoteAddress: '10.1.2.3' });
    expect(message.statusCode).toBe(403);
    // Through a reverse proxy on this machine, the forwarded caller decides.
    const proxied = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('serves a loopback caller', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain('Local mailbox');
    }
  });
});

describe('null bytes answer 400 naming the field', () => {
  const cases: { area: string; url: string; target: string; method?: 'POST'; payload?: object }[] = [
    { area: 'entry', url: '/api/v1/validate-agent?agent_code=%00', target: 'agent_code' },
    { area: 'entry', url: '/api/v1/validate-group?group_code=ab%00c', target: 'group_code' },
    { area: 'entry', url: '/api/v1/get-enrollment-info-referral?referral_id=%00', target: 'referral_id' },
    { area: 'entry', url: '/api/v1/validate-landing-page?landing_page=%00', target: 'landing_page' },
    { area: 'sites', url: '/api/v1/get-domainSite-infromation?site_domain=acme%00.example', target: 'site_domain' },
    { area: 'sites', url: '/api/v1/get-external-site-infromation?site_name=%00', target: 'site_name' },
    { area: 'engagement', url: '/api/v1/check-lead-information?device_id=%00&web_url=x', target: 'device_id' },
    { area: 'catalog', url: '/api/v1/get-group-menu?group_id=1&from_site=%00', target: 'from_site' },
    { area: 'quotes', url: '/api/v1/quote/%00', target: 'token' },
    { area: 'recommendations', url: '/recommendation/popularity?enroll_type=%00', target: 'enroll_type' },
    {
      area: 'accounts',
      url: '/api/v1/auth/sign-in',
      method: 'POST',
      payload: { email: 'rep@benefitstore.example\u0000', password: 'x' },
      target: 'email',
    },
    {
      area: 'engagement',
      url: '/api/v1/assist/add',
      method: 'POST',
      payload: { question_id: 1, answer: 'yes\u0000', device_id: 'd', web_url: 'x' },
      target: 'answer',
    },
    {
      area: 'filter',
      url: '/api/v1/add-filter-for-new-user',
      method: 'POST',
      payload: { primary_info: { first_name: 'A\u0000' } },
      target: 'primary_info.first_name',
    },
    { area: 'quotes', url: '/api/v1/save-enrollment', method: 'POST', payload: { tab: 'cart_info', name: 'Ann\u0000' }, target: 'name' },
    {
      area: 'quotes',
      url: '/api/v1/save-enrollment',
      method: 'POST',
      payload: { tab: 'cart_info', data: { notes: ['ok', '\u0000'] } },
      target: 'data.notes.1',
    },
    { area: 'quotes', url: '/api/v1/get-quote-preview-content?name=Ann&email=a%00@b.example', target: 'email' },
  ];
  for (const c of cases) {
    it(`${c.area}: ${c.method ?? 'GET'} ${c.url} -> ${c.target}`, async () => {
      const res = await t.call({ method: c.method ?? 'GET', url: c.url, ...(c.payload ? { payload: c.payload } : {}) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Invalid character in value' });
      expect(targets(res)).toEqual([c.target]);
    });
  }
});

describe('texts PostgreSQL or a person cannot read answer 400 naming the field', () => {
  const contact = CONTACT_INFO_BODY;
  // A lone surrogate answered 500 here (PostgreSQL refuses it in JSON); a control character was stored.
  const values = {
    'a lone surrogate': 'Elm \uD800 St',
    'a lone low surrogate': '\uDC00',
    'a control character': 'Elm\u0007St',
    'an escape': '\u001b[31m',
  };
  for (const field of ['address1', 'address2', 'city', 'birth_city']) {
    for (const [what, value] of Object.entries(values)) {
      it(`save-contact-info: ${what} in ${field}`, async () => {
        const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
        const res = await t.call({
          method: 'POST',
          url: '/api/v1/save-contact-info',
          cookies,
          payload: { ...contact, [field]: value, enrollment_id: enrollmentId },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', message: 'Invalid character in value' });
        expect(targets(res)).toEqual([field]);
      });
    }
  }

  it('still takes tabs, line breaks and every plane of Unicode', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/save-contact-info',
      cookies,
      payload: { ...contact, address2: 'Böhm-Straße 5 🏠', enrollment_id: enrollmentId },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('names hold a letter and texts have a length (a name of digits and 100,000-character texts were stored)', () => {
  const long = 'x'.repeat(100_000);
  it('save-personal-info: a name of digits and a 100,000-character name answer field errors, and nothing is saved', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/save-personal-info',
      cookies,
      payload: { ...PERSONAL_INFO_BODY, first_name: '1234', last_name: long, enrollment_id: enrollmentId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'first_name', error_message: 'Please enter valid first name' },
      { target_element: 'last_name', error_message: 'Please keep this to 35 characters' },
    ]);
    const saved = await t.call({ method: 'GET', url: `/api/v1/get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=primary_info`, cookies });
    expect(saved.body).not.toContain('1234');
  });

  it('save-contact-info: 100,000-character address lines and city answer field errors', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/save-contact-info',
      cookies,
      payload: { ...CONTACT_INFO_BODY, address1: long, address2: long, city: long, enrollment_id: enrollmentId },
    });
    expect(res.statusCode).toBe(400);
    expect(targets(res)).toEqual(['address1', 'address2', 'city']);
    expect(res.json().message).toBe('Please keep this to 255 characters');
  });
});

describe('ids past the database integer answer 400', () => {
  it('refuses plan_list=2147483648 on the recommended plan details', async () => {
    const res = await t.call({ url: '/recommendation/plan-details?plan_list=1,2147483648' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res, 'plan_list')).toBe('Invalid plan list');
  });

  it('refuses planID=2147483648 on the recommendations', async () => {
    for (const call of ['popularity', 'association', 'filter']) {
      const res = await t.call({ url: `/recommendation/${call}?planID=2147483648` });
      expect(res.statusCode, call).toBe(400);
      expect(errorOf(res, 'planID'), call).toBe('Invalid plan list');
    }
  });

  it('still takes the largest id', async () => {
    const res = await t.call({ url: '/recommendation/plan-details?plan_list=2147483647' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: [] });
  });
});

describe('long addresses answer 414 in the envelope', () => {
  const longUrl = (length: number) => `/api/v1/validate-agent?agent_code=${'a'.repeat(length)}`;

  it('refuses a request target over 16 KB', async () => {
    const res = await t.call({ url: longUrl(17 * 1024) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 'error',
      data: [{ target_element: 'request', error_message: 'The address is too long' }],
      message: 'The address is too long',
    });
  });

  it('refuses a path id longer than the router takes (found by the bad-input suite)', async () => {
    const res = await t.call({ method: 'PUT', url: `/api/v2/change-filter-info/${'x'.repeat(300)}`, payload: {} });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 'error',
      data: [{ target_element: 'request', error_message: 'The address is too long' }],
      message: 'The address is too long',
    });
  });

  it('refuses a malformed path id in the envelope', async () => {
    const res = await t.call({ url: '/api/v1/get-plan-detail/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'request', error_message: 'Invalid request' }] });
  });

  it('answers the envelope over real HTTP too, not Node bare 431', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${longUrl(20 * 1024)}`, {
      headers: { authorization: `Basic ${DEMO_API_CLIENT_KEY}` },
    });
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ status: 'error', data: [{ target_element: 'request' }] });
  });
});

describe('every declared field survives a null byte', () => {
  it('walks every call and never answers 500', async () => {
    const enrollment = await createEnrollmentFixture(t.database.db);
    const { enrollmentId } = enrollment;
    const cookies = { ...enrollment.cookies, ...(await t.signIn('agent')) };
    const calls = await declaredCalls();
    expect(calls.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let tried = 0;
    for (const call of calls) {
      const path = call.path.replace(/\{(\w+)\}/g, '1');
      const method = call.method as 'GET' | 'POST';
      const query = Object.fromEntries(Object.entries(call.query).map(([name, schema]) => [name, String(plausible(schema, enrollmentId))]));
      const body = Object.fromEntries(Object.entries(call.body).map(([name, schema]) => [name, plausible(schema, enrollmentId)]));
      for (const field of Object.keys(query)) {
        const search = new URLSearchParams({ ...query, [field]: '\u0000' });
        const res = await t.call({ method, url: `${path}?${search.toString()}`, cookies, ...(method === 'GET' ? {} : { payload: body }) });
        tried += 1;
        if (res.statusCode >= 500) failures.push(`${call.method} ${path} ?${field}: ${res.statusCode}`);
      }
      for (const field of Object.keys(body)) {
        const res = await t.call({ method, url: path, cookies, payload: { ...body, [field]: '\u0000' } });
        tried += 1;
        if (res.statusCode >= 500) failures.push(`${call.method} ${path} body.${field}: ${res.statusCode}`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('walks every integer field with 2147483648 and never answers 500', async () => {
    const { enrollmentId, cookies } = await createEnrollmentFixture(t.database.db);
    const failures: string[] = [];
    let tried = 0;
    for (const call of await declaredCalls()) {
      const path = call.path.replace(/\{(\w+)\}/g, '1');
      const method = call.method as 'GET' | 'POST';
      const query = Object.fromEntries(Object.entries(call.query).map(([name, schema]) => [name, String(plausible(schema, enrollmentId))]));
      const body = Object.fromEntries(Object.entries(call.body).map(([name, schema]) => [name, plausible(schema, enrollmentId)]));
      for (const field of Object.keys(query).filter((name) => query[name] === '1')) {
        const search = new URLSearchParams({ ...query, [field]: '2147483648' });
        const res = await t.call({ method, url: `${path}?${search.toString()}`, cookies, ...(method === 'GET' ? {} : { payload: body }) });
        tried += 1;
        if (res.statusCode >= 500) failures.push(`${call.method} ${path} ?${field}: ${res.statusCode}`);
      }
      for (const field of Object.keys(body).filter((name) => body[name] === 1)) {
        const res = await t.call({ method, url: path, cookies, payload: { ...body, [field]: 2147483648 } });
        tried += 1;
        if (res.statusCode >= 500) failures.push(`${call.method} ${path} body.${field}: ${res.statusCode}`);
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
