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

export async function load(request: LoadRequest, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
