/** One autocannon run against one call, in the table's units. */
import autocannon from 'autocannon';
import type { LoadFigures } from './report';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export const CONNECTIONS = 50;

/** Loads with one connection per request (each a shopper of its own: `requests.length` must be CONNECTIONS). */
export async function load(requests: readonly LoadRequest[], seconds: number): Promise<LoadFigures> {
  if (requests.length !== CONNECTIONS) throw new Error(`one request per connection: ${requests.length} for ${CONNECTIONS}`);
  const [first] = requests;
  let next = 0;
  const options: Parameters<typeof autocannon>[0] & { setupClient(client: { setRequests(requests: object[]): void }): void } = {
    ...first!,
    connections: CONNECTIONS,
    duration: seconds,
    // Each connection sends its own shopper's request, over and over.
    setupClient: (client: { setRequests(requests: object[]): void }) => {
      const { url, ...request } = requests[next % requests.length]!;
      next += 1;
      const { pathname, search } = new URL(url);
      client.setRequests([{ ...request, path: pathname + search }]);
    },
  };
  // `setupClient` is autocannon's (lib/httpClient.js), missing from its types.
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
