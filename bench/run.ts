/**
 * `npm run bench`: the store's hot calls under load beside a bare Fastify route sending the same
 * bytes, and a whole enrollment through the API, on PGlite and (BENCH_DATABASE_URL) PostgreSQL.
 * bench/README.md says what each figure means. Not part of `npm test`.
 */
import { benchEnrollment, benchPlan } from './journey';
import { CONNECTIONS, load, type LoadRequest } from './load';
import { assertAllAnswered, formatTable, percentile, type Database, type Row } from './report';
import { startBare, startStore, type CapturedAnswer, type Running } from './servers';
import { CLIENT_HEADERS, newShopper, StoreApi } from './store-api';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const journeys = Number(process.env.BENCH_JOURNEYS ?? 30);
const storePort = Number(process.env.BENCH_PORT ?? 3300);
const barePort = storePort + 1;
/** BENCH_CALLS=get-filtered-plans,get-plan-cart measures only those calls (for profiling one call); the journeys still run. */
const onlyCalls = process.env.BENCH_CALLS?.split(',').map((name) => name.trim());
const WARM_UP_SECONDS = 1;
if (!(seconds > 0) || !(journeys > 0)) throw new Error('BENCH_SECONDS and BENCH_JOURNEYS must be positive numbers');

interface ShopperRequest {
  path: string;
  payload?: object;
  cookie: string;
}

interface MeasuredCall {
  name: string;
  method: 'GET' | 'POST';
  /** The call as each shopper sends it (one shopper per connection). */
  requests: ShopperRequest[];
}

/**
 * The four hot calls, each sent by CONNECTIONS shoppers of their own (one per connection, each
 * from its own address, its cart already holding the benchmark plan), as a store under load
 * serves many shoppers at once: one shopper adding one plan fifty times at once would measure
 * fifty writers queueing on one cart row instead.
 */
async function hotCalls(base: string): Promise<MeasuredCall[]> {
  const shoppers: { id: string; cookie: string; planId: number; add: object }[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const api = new StoreApi(base, { forwardedFor: `203.0.113.${i + 1}` });
    const shopper = await newShopper(api);
    const { planId, ppid } = await benchPlan(api, shopper);
    // Adding the same plan again replaces its pricing option: each repeat is a valid, whole add.
    const add = { enrollment_id: shopper.enrollmentId, plan_id: planId, plan_pricing_id: ppid };
    await api.send('POST', '/api/v1/add-plan-to-cart', add);
    shoppers.push({ id: shopper.enrollmentId, cookie: shopper.cookie, planId, add });
  }
  const each = (request: (shopper: (typeof shoppers)[number]) => Omit<ShopperRequest, 'cookie'>) =>
    shoppers.map((shopper) => ({ ...request(shopper), cookie: shopper.cookie }));
  return [
    { name: 'get-filtered-plans', method: 'GET', requests: each(({ id }) => ({ path: `/api/v1/get-filtered-plans?enrollment_id=${id}` })) },
    {
      name: 'get-plan-pricing-detail',
      method: 'GET',
      requests: each(({ id, planId }) => ({ path: `/api/v1/get-plan-pricing-detail?pid=${planId}&enrollment_id=${id}` })),
    },
    { name: 'add-plan-to-cart', method: 'POST', requests: each(({ add }) => ({ path: '/api/v1/add-plan-to-cart', payload: add })) },
    { name: 'get-plan-cart', method: 'GET', requests: each(({ id }) => ({ path: `/api/v1/get-plan-cart?enrollment_id=${id}` })) },
  ];
}

async function measureDatabase(database: Database, databaseUrl?: string): Promise<Row[]> {
  console.log(`\n${database}: starting the store and capturing one answer of each call…`);
  const running: Running[] = [];
  try {
    const store = await startStore({ port: storePort, databaseUrl });
    running.push(store);
    const calls = await hotCalls(store.base);
    const captured: CapturedAnswer[] = [];
    for (const call of calls) {
      const first = call.requests[0]!;
      const answer = await new StoreApi(store.base, { cookie: first.cookie }).send(call.method, first.path, first.payload);
      captured.push({ method: call.method, path: first.path.split('?')[0]!, contentType: answer.contentType, body: answer.body });
    }
    const bare = await startBare(barePort, captured);
    running.push(bare);

    const rows: Row[] = [];
    for (const call of calls.filter((measured) => !onlyCalls || onlyCalls.includes(measured.name))) {
      const requests = (base: string): LoadRequest[] =>
        call.requests.map(({ path, payload, cookie }) => ({
          url: `${base}${path}`,
          method: call.method,
          headers: { ...CLIENT_HEADERS, cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
          body: payload ? JSON.stringify(payload) : undefined,
        }));
      console.log(`${database}: ${call.name}, ${seconds} s on the store, then ${seconds} s on the bare route (each after 1 s of warm-up)…`);
      // A discarded second on each first, so that neither server is measured while it compiles its paths.
      await load(requests(store.base), WARM_UP_SECONDS);
      await load(requests(bare.base), WARM_UP_SECONDS);
      const figures = await load(requests(store.base), seconds);
      assertAllAnswered(call.name, database, figures);
      const bareFigures = await load(requests(bare.base), seconds);
      assertAllAnswered(call.name, 'the bare route', bareFigures);
      rows.push({ call: call.name, database, figures, bareRequestsPerSecond: bareFigures.requestsPerSecond });
    }

    console.log(`${database}: ${journeys} whole enrollments, one after another…`);
    const durations: number[] = [];
    for (let run = 0; run < journeys; run += 1) {
      const started = performance.now();
      await benchEnrollment(store.base, run);
      durations.push(performance.now() - started);
    }
    rows.push({
      call: 'whole enrollment',
      database,
      figures: { requestsPerSecond: 0, p50Ms: percentile(durations, 50), p99Ms: percentile(durations, 99), failed: 0, total: journeys },
    });
    return rows;
  } finally {
    for (const server of running.reverse()) await server.stop();
  }
}

const rows = await measureDatabase('PGlite');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) rows.push(...(await measureDatabase('PostgreSQL', databaseUrl)));

console.log(
  `\n${CONNECTIONS} connections, ${seconds} s a call on each server; whole enrollment: p50 / p99 of ${journeys} runs one after another. Node ${process.version}.\n`,
);
console.log(`${formatTable(rows)}\n`);
if (!databaseUrl) {
  console.log(
    'PostgreSQL skipped: BENCH_DATABASE_URL is not set. To measure it too, give an empty database the store may migrate and seed:\n' +
      '  BENCH_DATABASE_URL=postgres://user:password@localhost:5432/benefit_bench npm run bench',
  );
}
