import * as z from 'zod';
import { CartCountDataSchema } from '@benefit-store/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient } from './api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientReturning(response: Response | (() => Response)) {
  const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
    Promise.resolve(typeof response === 'function' ? response() : response),
  );
  const client = createApiClient({ getClientKey: () => 'S0VZ', fetchImpl: fetchImpl });
  return { client, fetchImpl };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends the client key and query, and returns the parsed data', async () => {
    const { client, fetchImpl } = clientReturning(jsonResponse({ status: 'success', data: { result: 3 } }));
    const data = await client.get('/api/v1/get-cart-count', {
      query: { enrollment_id: 'abc', empty: '', missing: undefined },
      schema: CartCountDataSchema,
    });
    expect(data).toEqual({ result: 3 });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1/get-cart-count?enrollment_id=abc');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Basic S0VZ');
    expect(init?.method).toBe('GET');
  });

  it('sends JSON bodies', async () => {
    const { client, fetchImpl } = clientReturning(jsonResponse({ status: 'success', data: { ok: true } }));
    await client.post('/api/v1/x', { body: { a: 1 }, schema: z.object({ ok: z.boolean() }) });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns an error envelope into an ApiError with field errors', async () => {
    const { client } = clientReturning(
      jsonResponse(
        {
          status: 'error',
          data: [{ target_element: 'agent_code', error_message: 'Field is required' }],
          message: 'Validation failed',
          errorCode: 'validation',
        },
        400,
      ),
    );
    const error = await rejection(client.get('/api/v1/validate-agent', { schema: z.unknown() }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.errorCode).toBe('validation');
    expect(error.fieldMessage('agent_code')).toBe('Field is required');
    expect(error.fieldMessage('other')).toBeUndefined();
  });

  it('uses the first field message when the envelope has no message', async () => {
    const { client } = clientReturning(
      jsonResponse({ status: 'error', data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }] }, 422),
    );
    const error = await rejection(client.get('/x', { schema: z.unknown() }));
    expect(error.message).toBe('Invalid Zip code');
  });

  it('treats an error envelope with HTTP 200 as an error', async () => {
    const { client } = clientReturning(jsonResponse({ status: 'error', data: [], message: 'Plan changed', errorCode: 'changePid' }));
    const error = await rejection(client.get('/x', { schema: z.unknown() }));
    expect(error.errorCode).toBe('changePid');
    expect(error.message).toBe('Plan changed');
  });

  it('treats a failing status code in the body as an error', async () => {
    const { client } = clientReturning(jsonResponse({ status: 'error', statusCode: 404, data: [], message: 'No site' }));
    const error = await rejection(client.get('/x', { schema: z.unknown() }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('No site');
  });

  it('counts 204 as an error (validate-agent, validate-group)', async () => {
    const { client } = clientReturning(() => new Response(null, { status: 204 }));
    const error = await rejection(client.get('/api/v1/validate-agent', { schema: z.unknown() }));
    expect(error.status).toBe(204);
    expect(error.errorCode).toBe('noContent');
  });

  it('rejects a success whose data breaks the contract', async () => {
    const { client } = clientReturning(jsonResponse({ status: 'success', data: { result: 'three' } }));
    const error = await rejection(client.get('/x', { schema: CartCountDataSchema }));
    expect(error.errorCode).toBe('badResponse');
  });

  it('reports a non-JSON failure by its status', async () => {
    const { client } = clientReturning(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(client.get('/x', { schema: z.unknown() }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed (502)');
  });

  it('omits the header when no key is configured', async () => {
    const fetchImpl = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse({ status: 'success', data: 1 })));
    const client = createApiClient({ getClientKey: () => '', fetchImpl: fetchImpl as unknown as typeof fetch });
    await client.get('/x', { schema: z.number() });
    expect(fetchImpl.mock.calls[0]![1]!.headers).not.toHaveProperty('Authorization');
  });
});

describe('buildUrl', () => {
  it('encodes query values', () => {
    expect(buildUrl('', '/api/v1/get-domainSite-infromation', { site_domain: 'acme.localhost:3100/x y' })).toBe(
      '/api/v1/get-domainSite-infromation?site_domain=acme.localhost%3A3100%2Fx+y',
    );
  });
});
