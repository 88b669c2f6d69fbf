/** One browser calling a running server over HTTP: the client key, JSON bodies and its own `bs_browser` cookie. */
import { DEMO_API_CLIENT_KEY } from '../src/env';

export type HttpAnswer = { status: number; body: { status?: string; message?: string; data?: unknown } };

export class HttpBrowser {
  private cookie = '';

  /** `address`: the client address the calls come from (as a proxy tells it; the server trusts it). */
  constructor(
    private readonly base: string,
    private readonly address: string,
  ) {}

  /** Sends one call; a network failure (the server gone) rejects. */
  async call(method: 'GET' | 'POST', path: string, payload?: object): Promise<HttpAnswer> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Basic ${DEMO_API_CLIENT_KEY}`,
        'x-forwarded-for': this.address,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('bs_browser='));
    if (cookie) this.cookie = cookie.split(';')[0]!;
    return { status: response.status, body: (await response.json()) as HttpAnswer['body'] };
  }

  /** The call's `data`; throws with the status and message unless it answered 2xx. */
  async data<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
    const answer = await this.call(method, path, payload);
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${path.split('?')[0]} answered ${answer.status}: ${answer.body.message}`);
    return answer.body.data as T;
  }
}
