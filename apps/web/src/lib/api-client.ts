import {
  ErrorEnvelopeSchema,
  fillPath,
  successEnvelope,
  type CallData,
  type CallDefinition,
  type CallInput,
  type FieldError,
} from '@benefit-store/domain';
import type * as z from 'zod';
import { readApiClientKey } from './env';

export interface ApiErrorOptions {
  status: number;
  message: string;
  fieldErrors?: FieldError[];
  errorCode?: string;
  /** The error body as the server sent it, for calls whose refusals carry more (e.g. `new_pid`). */
  body?: unknown;
}

/** A call that did not succeed: the server's error envelope, a 204 "nothing found", or a broken answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly errorCode: string | undefined;
  readonly body: unknown;

  constructor({ status, message, fieldErrors = [], errorCode, body }: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.errorCode = errorCode;
    this.body = body;
  }

  /** The message the server put under a field (`target_element`), if any. */
  fieldMessage(target: string): string | undefined {
    return this.fieldErrors.find((error) => error.target_element === target)?.error_message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = CallDefinition['method'];

export interface ApiRequest<S extends z.ZodType> {
  method?: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The domain schema of the envelope's `data`. */
  schema: S;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Read for every call, so a key the server injects later is still picked up. */
  getClientKey: () => string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = ErrorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const { data, message, errorCode } = envelope.data;
    return new ApiError({
      status,
      message: message ?? data[0]?.error_message ?? `Request failed (${status})`,
      fieldErrors: data,
      errorCode,
      body,
    });
  }
  return new ApiError({ status, message: `Request failed (${status})` });
}

/** Calls whose body carries its own status code (spec 000 §7) may fail with HTTP 200. */
function bodyStatusCode(body: unknown): number | undefined {
  if (typeof body === 'object' && body !== null && 'statusCode' in body) {
    const { statusCode } = body;
    return typeof statusCode === 'number' ? statusCode : undefined;
  }
  return undefined;
}

/** Each response schema's success envelope, built once: building a Zod schema on every answer costs time the page's tasks need. */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf(schema: z.ZodType): z.ZodType {
  let envelope = envelopes.get(schema);
  if (!envelope) {
    envelope = successEnvelope(schema);
    envelopes.set(schema, envelope);
  }
  return envelope;
}

export function createApiClient({ getClientKey, baseUrl = '', fetchImpl }: ApiClientOptions) {
  async function request<S extends z.ZodType>({ method = 'GET', path, query, body, schema, signal }: ApiRequest<S>): Promise<z.infer<S>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const key = getClientKey();
    if (key) headers.Authorization = `Basic ${key}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const response = await doFetch(buildUrl(baseUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });

    if (response.status === 204) {
      throw new ApiError({ status: 204, message: 'Nothing found', errorCode: 'noContent' });
    }
    const json = await readJson(response);
    const statusInBody = bodyStatusCode(json);
    if (!response.ok || (statusInBody !== undefined && statusInBody >= 400)) {
      throw toApiError(statusInBody ?? response.status, json);
    }
    const envelope = envelopeOf(schema).safeParse(json);
    if (!envelope.success) {
      const failed = ErrorEnvelopeSchema.safeParse(json);
      if (failed.success) throw toApiError(response.status, json);
      throw new ApiError({ status: response.status, message: 'Unexpected response from the server', errorCode: 'badResponse' });
    }
    return (envelope.data as { data: z.infer<S> }).data;
  }

  /** The one way the web calls the API: a call definition from the domain and its wire-shaped input. */
  function call<D extends CallDefinition>(definition: D, input: CallInput<D> & { signal?: AbortSignal }): Promise<CallData<D>> {
    const { params, query, body, signal } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
    };
    return request({
      method: definition.method,
      path: fillPath(definition.path, params),
      query,
      body,
      schema: definition.response,
      signal,
    }) as Promise<CallData<D>>;
  }

  return {
    call,
    request,
    get: <S extends z.ZodType>(path: string, options: Omit<ApiRequest<S>, 'path' | 'method'>) =>
      request({ ...options, path, method: 'GET' }),
    post: <S extends z.ZodType>(path: string, options: Omit<ApiRequest<S>, 'path' | 'method'>) =>
      request({ ...options, path, method: 'POST' }),
    put: <S extends z.ZodType>(path: string, options: Omit<ApiRequest<S>, 'path' | 'method'>) =>
      request({ ...options, path, method: 'PUT' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client: every call carries the client key from the page. */
export const api: ApiClient = createApiClient({ getClientKey: () => readApiClientKey() });

/** `call(definition, input)` on the app's one client. */
export const call: ApiClient['call'] = (definition, input) => api.call(definition, input);
