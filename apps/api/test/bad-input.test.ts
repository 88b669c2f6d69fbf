import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActorWorld, sampleIdsOf, type ActorWorld } from './access-actors';
import { envelopeOf } from './access-answers';
import { requestFor, type SampleIds } from './access-requests';
import { ALL_CALLS, keyOf } from './all-calls';
import { mutate, mutationsOf } from './bad-input';
import { fingerprinter } from './table-fingerprint';
import { createTestApp, type TestApp } from './test-app';

/**
 * Bad input (docs/decisions/0058): every call, sent generated bodies and queries by rep A
 * (who may use every call on the world's enrollment, so requests get past the access check).
 * Never a 5xx; a refusal is the error envelope; a refused request writes nothing.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261123);
const RUNS_PER_CALL = Number(process.env.BAD_INPUT_RUNS ?? 20);

/** Tables a refusal writes on purpose: the counters of refused attempts (a wrong continue code counts towards its limit). */
const WRITTEN_BY_REFUSALS = ['abuse_counters'];

let t: TestApp;
let world: ActorWorld;
let ids: SampleIds;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  world = await createActorWorld(t);
  ids = await sampleIdsOf(t, world);
  fingerprint = await fingerprinter(t.database.db, WRITTEN_BY_REFUSALS);
});
afterAll(() => t.close());

/** What is wrong with an answer, or undefined when it is a success envelope (or no content, or a redirect) or a well-formed refusal. */
function faultOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `server error ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const body = envelopeOf(res);
  if (res.statusCode === 204 || (res.statusCode >= 300 && res.statusCode < 400)) return undefined;
  if (res.statusCode < 300) {
    return body?.status === 'success' && 'data' in body
      ? undefined
      : `success ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`;
  }
  const fieldErrors = Array.isArray(body?.data) ? (body.data as unknown[]) : undefined;
  const wellFormed =
    body?.status === 'error' &&
    fieldErrors !== undefined &&
    fieldErrors.length > 0 &&
    fieldErrors.every(
      (e) =>
        typeof (e as Record<string, unknown>).target_element === 'string' &&
        typeof (e as Record<string, unknown>).error_message === 'string',
    );
  return wellFormed ? undefined : `refusal ${res.statusCode} outside the error envelope: ${res.body.slice(0, 200)}`;
}

/** Rep A, who may use every call on the world; sign-out by the shopper's browser, so rep A's session lives on. */
const actorOf = (key: string) => (key.endsWith('/sign-out') ? 'owner' : 'repA');

describe('bad input: every call, generated bodies and queries', () => {
  for (const call of ALL_CALLS) {
    const key = keyOf(call);
    it(key, async () => {
      const valid = requestFor(call, ids);
      const pathWith = (name: string, text: string) => requestFor(call, ids, { [name]: text });
      // The tables as they stand (nothing else writes between requests, so each answer's "after" is the next one's "before").
      let tables = await fingerprint();
      await fc.assert(
        fc.asyncProperty(mutationsOf(call), async (mutation) => {
          const request = mutate(call, valid, mutation, pathWith);
          const before = tables;
          const res = await world.as(actorOf(key), request);
          const fault = faultOf(res);
          if (fault) throw new Error(fault);
          tables = await fingerprint();
          if (res.statusCode >= 400) expect(tables, `refused ${res.statusCode} and wrote`).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS_PER_CALL, endOnFailure: false },
      );
    });
  }
});
