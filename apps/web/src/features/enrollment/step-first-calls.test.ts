import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubApi, success } from '@/testing/fetch-stub';
import { billingFieldsQuery, paymentMethodQuery } from './api/billing-info';
import { startStepFirstCalls } from './step-first-calls';

const CART = '6f1c2a53-8a43-4b0e-9d1f-0c6a4e2b7d11';

describe("a step's first calls, started with the previous step's answer", () => {
  it("asks for billing's fields and payment method, under the keys the billing step reads", async () => {
    const { calls } = stubApi({
      '/api/v1/get-form-fields-billing-info': () => success({ result: [] }),
      '/api/v1/get-payment-method': () => success({ result: 'eft' }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startStepFirstCalls(client, 'billing_info', CART);
    await expect.poll(() => client.getQueryData(paymentMethodQuery(CART).queryKey)).toEqual({ result: 'eft' });
    await expect.poll(() => client.getQueryData(billingFieldsQuery(CART).queryKey)).toEqual({ result: [] });
    expect(calls.map((path) => path.split('?')[0]).sort()).toEqual(['/api/v1/get-form-fields-billing-info', '/api/v1/get-payment-method']);
  });

  it('asks nothing for a step with none listed, nor past the last step', () => {
    const { calls } = stubApi({});
    const client = new QueryClient();
    startStepFirstCalls(client, 'contact_info', CART);
    startStepFirstCalls(client, undefined, CART);
    expect(calls).toEqual([]);
  });
});
