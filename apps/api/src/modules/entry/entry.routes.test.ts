import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_MESSAGE } from '@benefit-store/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  DEMO_AGENT_CODE,
  DEMO_AGENT_ID,
  DEMO_AGENT_LANDING,
  DEMO_AGENT_NO_LANDING_CODE,
  DEMO_CART_ENROLLMENT_ID,
  DEMO_ELEVATE_PORTAL_ID,
  DEMO_EXPIRED_REFERRAL_ID,
  DEMO_GROUP_CODE,
  DEMO_GROUP_IDS,
  DEMO_GROUP_LANDING,
  DEMO_GROUP_NO_LANDING_CODE,
  DEMO_MEMBER_ID,
  DEMO_REFERRAL_ID,
  DEMO_REFERRER_NAME,
} from '../../db/seed/demo-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ url });

describe('access codes', () => {
  it('confirms a rep code with name, e-mail, 10-digit phone and landing URL', async () => {
    const res = await get(`/api/v1/validate-agent?agent_code=${DEMO_AGENT_CODE.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ agent_code: DEMO_AGENT_CODE, landing_url: `/${DEMO_AGENT_LANDING}` });
    expect(data.phone).toMatch(/^\d{10}$/);
    expect(data.first_name).toEqual(expect.any(String));
  });

  it('gives a null landing URL for a rep without one', async () => {
    const res = await get(`/api/v1/validate-agent?agent_code=${DEMO_AGENT_NO_LANDING_CODE}`);
    expect(res.json().data.landing_url).toBeNull();
  });

  it('answers 204 for an unknown rep or group code', async () => {
    expect((await get('/api/v1/validate-agent?agent_code=ZZZZ0000')).statusCode).toBe(204);
    expect((await get('/api/v1/validate-group?group_code=ZZZZ0000')).statusCode).toBe(204);
  });

  it('requires the code', async () => {
    for (const url of ['/api/v1/validate-agent?agent_code=', '/api/v1/validate-group']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().data[0].error_message).toBe('Field is required');
    }
  });

  it('answers a code of another shape (too long, spaces, punctuation) with a field error in the envelope, not 204', async () => {
    for (const [url, target] of [
      [`/api/v1/validate-agent?agent_code=${'A'.repeat(21)}`, 'agent_code'],
      ['/api/v1/validate-agent?agent_code=ABCD%201212', 'agent_code'],
      ["/api/v1/validate-group?group_code=ACME'3001", 'group_code'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url.slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', data: [{ target_element: target, error_message: ACCESS_CODE_MESSAGE }] });
    }
  });

  it('confirms a group code with the company name', async () => {
    const res = await get(`/api/v1/validate-group?group_code=${DEMO_GROUP_CODE}`);
    expect(res.json().data).toMatchObject({ gid: DEMO_GROUP_IDS.acme, name: 'Acme Manufacturing', landing_url: `/${DEMO_GROUP_LANDING}` });
    const none = await get(`/api/v1/validate-group?group_code=${DEMO_GROUP_NO_LANDING_CODE}`);
    expect(none.json().data.landing_url).toBeNull();
  });
});

describe('landing pages', () => {
  it('resolves a rep landing page', async () => {
    const res = await get(`/api/v1/validate-landing-page?landing_page=${DEMO_AGENT_LANDING}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, data: { type: 'agent', agent_id: DEMO_AGENT_ID } });
  });

  it('resolves a group landing page', async () => {
    const res = await get(`/api/v1/validate-landing-page?landing_page=${DEMO_GROUP_LANDING}`);
    expect(res.json().data).toMatchObject({ type: 'group', group_id: DEMO_GROUP_IDS.acme });
  });

  it('answers 404 for an unknown landing page and 400 for none', async () => {
    const res = await get('/api/v1/validate-landing-page?landing_page=no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 404 });
    expect((await get('/api/v1/validate-landing-page')).statusCode).toBe(400);
  });
});

describe('enrollment start-up info', () => {
  it('gives the default group, rep and portal', async () => {
    const res = await get('/api/v1/get-default-info');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ gid: DEMO_GROUP_IDS.members, agent_id: expect.any(Number), portal_id: expect.any(Number) });
  });

  it('gives rep enroll info', async () => {
    const res = await get(`/api/v1/get-agent-info-enroll?agent_id=${DEMO_AGENT_ID}`);
    expect(res.json()).toMatchObject({ statusCode: 200, data: { agent_id: DEMO_AGENT_ID, agent_code: DEMO_AGENT_CODE } });
    expect((await get('/api/v1/get-agent-info-enroll?agent_id=777777')).statusCode).toBe(404);
    expect((await get('/api/v1/get-agent-info-enroll')).statusCode).toBe(400);
  });

  it('gives group enroll info with gname, gcode and the rep code', async () => {
    const res = await get(`/api/v1/get-group-info-enroll?group_id=${DEMO_GROUP_IDS.acme}`);
    expect(res.json().data).toMatchObject({ gid: DEMO_GROUP_IDS.acme, gname: 'Acme Manufacturing', gcode: DEMO_GROUP_CODE });
    expect((await get('/api/v1/get-group-info-enroll?group_id=1')).statusCode).toBe(404);
  });

  it("gives member info to the member's rep, never for a bare user id", async () => {
    const cookies = await t.signIn('agent');
    const res = await t.call({ url: `/api/v1/get-member-info?user_id=${DEMO_MEMBER_ID}`, cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.member_info.userid).toBe(DEMO_MEMBER_ID);
    expect((await get(`/api/v1/get-member-info?user_id=${DEMO_MEMBER_ID}`)).statusCode).toBe(401);
    expect((await get('/api/v1/get-member-info?user_id=12')).statusCode).toBe(400);
    expect((await t.call({ url: '/api/v1/get-member-info?user_id=00000000-0000-4000-8000-000000000000', cookies })).statusCode).toBe(404);
  });

  it('gives the referral info of a valid link', async () => {
    const res = await get(`/api/v1/get-enrollment-info-referral?referral_id=${DEMO_REFERRAL_ID}`);
    expect(res.json().data).toMatchObject({
      valid_referral_link: true,
      referrer_info: { name: DEMO_REFERRER_NAME },
      agent_id: DEMO_AGENT_ID,
    });
  });

  it('marks an expired referral invalid and refuses unknown or missing ones', async () => {
    expect(
      (await get(`/api/v1/get-enrollment-info-referral?referral_id=${DEMO_EXPIRED_REFERRAL_ID}`)).json().data.valid_referral_link,
    ).toBe(false);
    expect((await get('/api/v1/get-enrollment-info-referral?referral_id=nope')).statusCode).toBe(404);
    expect((await get('/api/v1/get-enrollment-info-referral')).statusCode).toBe(400);
  });

  it('gives the elevate portal and tracks elevate traffic for an enrollment', async () => {
    const info = await get('/api/v1/get-elevate-info');
    expect(info.json().data).toEqual({ portal_id: DEMO_ELEVATE_PORTAL_ID, group_id: DEMO_GROUP_IDS.elevate });
    const rep = await t.signIn('agent');
    const track = await t.call({
      method: 'POST',
      url: '/api/v1/track-elevate-traffic',
      payload: { enrollment_id: DEMO_CART_ENROLLMENT_ID },
      cookies: rep,
    });
    expect(track.statusCode).toBe(200);
    expect(track.json().data).toEqual({ tracked: true });
  });

  it('refuses to track an unknown or malformed enrollment', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/track-elevate-traffic',
      payload: { enrollment_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/v1/track-elevate-traffic',
      payload: { enrollment_id: DEMO_CART_ENROLLMENT_ID },
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await t.call({ method: 'POST', url: '/api/v1/track-elevate-traffic', payload: { enrollment_id: '42' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data[0].target_element).toBe('enrollment_id');
    const empty = await t.call({ method: 'POST', url: '/api/v1/track-elevate-traffic', payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});
