import { vi } from 'vitest';

export type Route = (query: URLSearchParams) => { status?: number; body?: unknown };

/** Stubs `fetch` with the given API paths; any other call fails the test loudly. */
export function stubApi(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetchMock = vi.fn((input: string | URL | Request, _init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    const route = routes[url.pathname];
    if (!route)
      return Promise.resolve(
        new Response(JSON.stringify({ status: 'error', data: [], message: `unstubbed ${url.pathname}` }), { status: 404 }),
      );
    const { status = 200, body } = route(url.searchParams);
    return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const success = (data: unknown) => ({ body: { status: 'success', data } });
