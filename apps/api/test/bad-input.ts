import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { CallDefinition } from '@benefit-store/domain';
import { inputNames } from './all-calls';

/** Nested `depth` times: arrays inside arrays, or objects inside objects. */
const nested = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/**
 * A value no field expects: wrong types, huge and unicode strings, null bytes, integers past 2^31,
 * dates before the epoch or in year 9999, deep nesting, and absence (`undefined`: the field left out).
 */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '2147483648',
    '99999999999999999999',
    'a\u0000b',
    '\u0000',
    '\ud800',
    '😀👩‍👩‍👧',
    'Ω≈ç√∫˜µ≤≥÷',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '01/01/0001',
    '12/31/9999',
    '-0001-01-01',
    '9999-12-31',
    '02/30/2024',
    '13/45/2020',
    '0000-00-00',
    '1969-12-31T23:59:59Z',
    [],
    {},
    [null],
    { $ne: null },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    nested(200, 'array'),
    nested(200, 'object'),
  ),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A request changed in one way: one field set to a bad value (or left out), or one unknown field added. */
export type Mutation = { field: string; value: unknown } | { wholeBody: unknown } | { wholeQuery: Record<string, unknown> };

/** Sets `name` in a URL's query: arrays as repeated keys, objects as JSON text, `undefined` as absent. */
function setQuery(url: URL, name: string, value: unknown) {
  url.searchParams.delete(name);
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (item === undefined) continue;
    url.searchParams.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item)));
  }
}

/** The fields of a call's path (`{name}` in its path). */
const pathFields = (call: CallDefinition) => [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * `valid` (a request the call accepts) with one mutation applied. `pathWith(name, text)` rebuilds
 * the URL with a path field replaced (as the valid request was built).
 */
export function mutate(
  call: CallDefinition,
  valid: InjectOptions,
  mutation: Mutation,
  pathWith: (name: string, text: string) => InjectOptions,
): InjectOptions {
  if ('wholeBody' in mutation)
    return {
      ...valid,
      payload: JSON.stringify(mutation.wholeBody) ?? '',
      headers: { ...valid.headers, 'content-type': 'application/json' },
    };
  if ('wholeQuery' in mutation) {
    const url = new URL(String(valid.url), 'http://x');
    url.search = '';
    for (const [name, value] of Object.entries(mutation.wholeQuery)) setQuery(url, name, value);
    return { ...valid, url: url.pathname + url.search };
  }
  const { field, value } = mutation;
  if (pathFields(call).includes(field)) {
    // A lone surrogate has no URL form: it is sent as the replacement character a browser would send.
    const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/\p{Cs}/gu, '\ufffd');
    return { ...pathWith(field, text), ...(valid.payload === undefined ? {} : { payload: valid.payload }) };
  }
  if (call.method === 'GET' || Object.keys((call.query as { shape?: object } | undefined)?.shape ?? {}).includes(field)) {
    const url = new URL(String(valid.url), 'http://x');
    setQuery(url, field, value);
    return { ...valid, url: url.pathname + url.search };
  }
  const payload: Record<string, unknown> = { ...(valid.payload as Record<string, unknown>) };
  if (value === undefined) delete payload[field];
  else payload[field] = value;
  return { ...valid, payload };
}

/** Names to set: the call's own fields, and a few it does not have (extra fields). */
const EXTRA_FIELDS = ['extra', '__proto__', 'constructor', 'status', 'id', 'enrollment_id', 'agent_id', 'is_admin'];

/** Mutations of one call: one field at a time (mostly), or a wholly random body or query. */
export function mutationsOf(call: CallDefinition): fc.Arbitrary<Mutation> {
  const names = [...new Set([...inputNames(call), ...pathFields(call)])];
  const field = names.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...EXTRA_FIELDS) })
    : fc.constantFrom(...EXTRA_FIELDS);
  const oneField = fc.record({ field, value: badValue });
  const whole =
    call.method === 'GET'
      ? fc
          .dictionary(fc.oneof(fc.constantFrom(...names, 'x'), fc.string({ maxLength: 8 })), badValue, { maxKeys: 5 })
          .map((wholeQuery) => ({ wholeQuery }))
      : fc.oneof(fc.jsonValue({ maxDepth: 4 }), badValue).map((wholeBody) => ({ wholeBody }));
  return fc.oneof({ weight: 4, arbitrary: oneField }, { weight: 1, arbitrary: whole });
}
