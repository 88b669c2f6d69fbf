import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_CART_ENROLLMENT_ID } from '../../db/seed/demo-ids';

let t: TestApp;
let rep: { bs_session: string };
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.signIn('agent');
});
afterAll(() => t.close());

const get = (url: string, cookies: Record<string, string> = rep) => t.call({ url, cookies });

describe('header cart badge', () => {
  it('counts the cart items of an enrollment', async () => {
    const res = await get(`/api/v1/get-cart-count?enrollment_id=${DEMO_CART_ENROLLMENT_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { result: 2 } });
  });

  it('sums the monthly amount as a two-decimal string', async () => {
    const res = await get(`/api/v1/get-cart-amount?enrollment_id=${DEMO_CART_ENROLLMENT_ID}`);
    expect(res.statusCode).toBe(200);
    const amount: string = res.json().data.result;
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    expect(Number(amount)).toBeGreaterThan(0);
  });

  it.each(['get-cart-count', 'get-cart-amount'])('%s refuses missing, malformed and unknown enrollments', async (call) => {
    expect((await get(`/api/v1/${call}`)).statusCode).toBe(400);
    const malformed = await get(`/api/v1/${call}?enrollment_id=123`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data[0]).toEqual({ target_element: 'enrollment_id', error_message: 'Invalid enrollment id' });
    expect((await get(`/api/v1/${call}?enrollment_id=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it.each(['get-cart-count', 'get-cart-amount'])('%s hides an enrollment from a browser that does not hold it', async (call) => {
    const res = await get(`/api/v1/${call}?enrollment_id=${DEMO_CART_ENROLLMENT_ID}`, {});
    expect(res.statusCode).toBe(404);
  });
});
