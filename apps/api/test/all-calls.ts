import * as domain from '@benefit-store/domain';
import type { CallDefinition } from '@benefit-store/domain';

const isCallDefinition = (value: unknown): value is CallDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && 'summary' in value;

/** Every call definition packages/domain exports (the tests that walk all calls: cache-control, access matrix). */
export const ALL_CALLS: CallDefinition[] = (Object.values(domain) as unknown[]).filter(isCallDefinition);

export const keyOf = (call: CallDefinition) => `${call.method} ${call.path}`;

/** The names of a call's query, path and body fields. */
export const inputNames = (call: CallDefinition) =>
  [call.query, call.params, call.body].flatMap((schema) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {}));
