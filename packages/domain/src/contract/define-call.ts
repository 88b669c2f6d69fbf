/**
 * One definition per call of the specification (issue: one typed contract per call): the server
 * registers its route from it, the OpenAPI document is generated from it, and the web's client
 * is typed from it, so a request can never drift from what the server parses.
 */
import type * as z from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition {
  method: CallMethod;
  /** The full path as ../shared/spec/endpoints.tsv writes it; path parameters as `{name}`. */
  path: string;
  /** One line for the API documentation. */
  summary: string;
  /** The OpenAPI tag (the area of the specification). */
  tag: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the success envelope's `data`. */
  response: z.ZodType;
  /** The call answers 204 with no body when nothing is found (validate-agent, validate-group). */
  hasNoContent?: boolean;
  /** Error answers whose shape the specification fixes beyond the error envelope, by status. */
  errors?: Record<number, z.ZodType>;
}

/** Declares a call; `const` keeps the literal method and path in the type. */
export const defineCall = <const D extends CallDefinition>(definition: D): D => definition;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** A query string leaves out what is null, so an optional query field may be given as null. */
type QueryInput<Q> = { [K in keyof Q]: undefined extends Q[K] ? Q[K] | null : Q[K] };

/** What a client sends: exactly the parts the definition declares, in wire shape. */
export type CallInput<D extends CallDefinition> = (D['params'] extends z.ZodType ? { params: InputOf<D['params']> } : unknown) &
  (D['query'] extends z.ZodType ? { query: QueryInput<InputOf<D['query']>> } : unknown) &
  (D['body'] extends z.ZodType ? { body: InputOf<D['body']> } : unknown);

/** What the server parsed: the output of each declared schema. */
export type CallQuery<D extends CallDefinition> = OutputOf<D['query']>;
export type CallBody<D extends CallDefinition> = OutputOf<D['body']>;
export type CallParams<D extends CallDefinition> = OutputOf<D['params']>;
/** The success envelope's `data` as the client receives it. */
export type CallData<D extends CallDefinition> = z.output<D['response']>;

/** `/api/v1/get-plan-detail/{planId}` with `{ planId: 7 }` -> `/api/v1/get-plan-detail/7`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
