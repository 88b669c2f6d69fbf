import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { createStartupLoader } from './startup-loader';

const routes = {
  '/api/v1/get-default-info': () => success({ agent_id: 1, gid: 1929, portal_id: 10 }),
  '/api/v1/validate-landing-page': (q: URLSearchParams) =>
    q.get('landing_page') === 'jsmith'
      ? success({ type: 'agent', data: { name: 'John Smith', landing_page: 'jsmith' }, agent_id: 1, group_id: null })
      : { status: 404, body: { status: 'error', data: [{ target_element: 'landing_page', error_message: 'Not found' }] } },
};

function loaderFor(host: string, beforeFirstRender?: () => Promise<void>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = createStartupLoader({ queryClient, lifestyleHost: 'lifestyle.localhost', readHost: () => host, beforeFirstRender });
  return (path: string) => loader({ request: new Request(`http://${host}${path}`), params: {}, context: undefined } as never);
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('startup loader', () => {
  it('on the lifestyle host keeps the landing it stored when it sends the visitor home', async () => {
    const { calls } = stubApi(routes);
    const load = loaderFor('lifestyle.localhost');
    expect(await redirectOf(load('/jsmith'))).toBe('/');
    expect(storage.get('open_type')).toBe('agent');

    // The redirect target must not start over (which would clear storage again).
    expect(await redirectOf(load('/'))).toBeNull();
    expect(storage.get('open_type')).toBe('agent');
    expect(calls.filter((c) => c.startsWith('/api/v1/get-default-info'))).toHaveLength(1);
  });

  it('sends a failed start-up to /404 and starts again for the next entry', async () => {
    const { calls } = stubApi(routes);
    const load = loaderFor('localhost');
    expect(await redirectOf(load('/nobody'))).toBe('/404');
    expect(await redirectOf(load('/jsmith'))).toBeNull();
    expect(calls).toEqual(['/api/v1/validate-landing-page?landing_page=nobody', '/api/v1/validate-landing-page?landing_page=jsmith']);
  });

  it('does not repeat start-up for navigation within the same entry', async () => {
    const { calls } = stubApi(routes);
    const load = loaderFor('lifestyle.localhost');
    await load('/');
    storage.set('tempId', 'kept');
    await load('/');
    expect(storage.get('tempId')).toBe('kept');
    expect(calls).toHaveLength(1);
  });

  it("fetches the first page's shell once, after start-up has stored the session, and not for a page it redirects from", async () => {
    stubApi(routes);
    const seen: (string | null)[] = [];
    const load = loaderFor('localhost', async () => {
      seen.push(storage.get('open_type'));
    });
    expect(await redirectOf(load('/nobody'))).toBe('/404');
    expect(seen).toEqual([]);
    await load('/jsmith');
    // Run after start-up: the session it reads is the one start-up stored.
    expect(seen).toEqual(['agent']);
    await load('/jsmith/cart');
    await load('/');
    expect(seen).toHaveLength(1);
  });
});
