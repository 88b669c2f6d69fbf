/**
 * Calls to the running store as the web app makes them: the demo API client key, JSON bodies and
 * the browser cookie that binds an enrollment. Every answer must be 2xx: a refused call stops the run.
 */
import { DEMO_API_CLIENT_KEY } from '../apps/api/src/env';

export interface Shopper {
  enrollmentId: string;
  /** The `Cookie` header of the browser that holds the enrollment. */
  cookie: string;
}

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

export const CLIENT_HEADERS = { authorization: `Basic ${DEMO_API_CLIENT_KEY}` };

export interface StoreApiOptions {
  /** The shopper's own address, as the proxy in front of the store tells it (the store trusts it: startStore). */
  forwardedFor?: string;
  /** Told of every answered call and how long it took (the soak's call count and percentiles). */
  onAnswer?: (ms: number) => void;
  /** The `Cookie` header of a browser that already holds an enrollment (its `bs_browser`). */
  cookie?: string;
}

export class StoreApi {
  private cookie: string;

  /** `base`: the store's address, or a function choosing it for each call (several processes, round-robin). */
  constructor(
    private readonly base: string | (() => string),
    private readonly options: StoreApiOptions = {},
  ) {
    this.cookie = options.cookie ?? '';
  }

  /** Sends one call; throws, naming the call and the error envelope's fields, unless the answer is 2xx. */
  async send(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<Answer> {
    const { forwardedFor, onAnswer } = this.options;
    const started = performance.now();
    const base = typeof this.base === 'string' ? this.base : this.base();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...CLIENT_HEADERS,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('bs_browser='));
    if (cookie) this.cookie = cookie.split(';')[0]!;
    const body = Buffer.from(await response.arrayBuffer());
    onAnswer?.(performance.now() - started);
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`${method} ${path.split('?')[0]} answered ${response.status}: ${refusedFields(body)}`);
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body };
  }

  async data<T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<T> {
    const answer = await this.send(method, path, payload);
    return (JSON.parse(answer.body.toString('utf8')) as { data: T }).data;
  }

  get cookieHeader(): string {
    return this.cookie;
  }
}

/** The fields an error envelope names, not their messages or values (they may echo what was typed). */
function refusedFields(body: Buffer): string {
  try {
    const envelope = JSON.parse(body.toString('utf8')) as { message?: string; data?: { target_element?: string }[] };
    const fields = Array.isArray(envelope.data) ? envelope.data.map((f) => f.target_element).join(', ') : '';
    return `${envelope.message ?? ''}${fields ? ` (fields: ${fields})` : ''}`;
  } catch {
    return `${body.length} bytes, not JSON`;
  }
}

/** A shopper in Dallas, 41, Member Only, as the filter wizard creates one (the spec's POST /api/v2/add-filter-for-new-user). */
export const NEW_SHOPPER_FILTER = {
  zip: '75201',
  dob: '04/12/1985',
  gender: '1',
  tier: 'IO',
  eprocess: 'applicant',
  coverage: ['LOW_COST'],
  categories: ['dental', 'vision', 'accident', 'term_life'],
};

export async function newShopper(api: StoreApi): Promise<Shopper> {
  const data = await api.data<{ temp_enrollment_id: string }>('POST', '/api/v2/add-filter-for-new-user', NEW_SHOPPER_FILTER);
  return { enrollmentId: data.temp_enrollment_id, cookie: api.cookieHeader };
}
