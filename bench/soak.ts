/**
 * `npm run soak` (docs/decisions/0062): 100 virtual shoppers run whole enrollments through the API
 * for 60 s against the real server, with a real SMTP server receiving the e-mails. Fails on any
 * answer outside 2xx, on resident memory that keeps growing, and on an e-mail lost or sent twice.
 * PGlite, one process by default (in `npm test`); with SOAK_DATABASE_URL, several processes
 * (SOAK_PROCESSES, 3) on that PostgreSQL database, each call sent to the next one in turn (in CI).
 */
import { randomBytes } from 'node:crypto';
import { journeyEmail, wholeEnrollment } from './journey';
import { percentile } from './report';
import { startStore, type RunningStore } from './servers';
import { isWhole, judgeMail, startMailbox, type Mailbox } from './soak-mail';
import { judgeMemory, sampleMemory } from './soak-memory';
import { StoreApi } from './store-api';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const shopperCount = Number(process.env.SOAK_SHOPPERS ?? 100);
const databaseUrl = process.env.SOAK_DATABASE_URL || undefined;
const processCount = Number(process.env.SOAK_PROCESSES ?? (databaseUrl ? 3 : 1));
const firstPort = Number(process.env.SOAK_PORT ?? 3600);
/** How long the delivery workers may take to send what the last journeys caused. */
const MAIL_DRAIN_MS = 60_000;
/**
 * A worker pass past the last expected e-mail, for a doubled one to show (two workers taking one
 * message would send it at the same time; a lease runs out only after 5 minutes).
 */
const MAIL_SETTLE_MS = 2_500;
if (!(seconds > 0) || !(shopperCount > 0) || !(processCount > 0))
  throw new Error('SOAK_SECONDS, SOAK_SHOPPERS and SOAK_PROCESSES must be positive');
if (!databaseUrl && processCount > 1) throw new Error('PGlite is opened by one process only: several processes need SOAK_DATABASE_URL');

/** Shopper `i`'s own address, as the proxy in front of the store reports it: 100 shoppers, 100 addresses. */
const addressOf = (i: number) => `10.13.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process shares the database, one data key and the mailbox; the database is migrated and seeded before the first starts. */
async function startProcesses(mailbox: Mailbox): Promise<RunningStore[]> {
  const settings = {
    SMTP_URL: mailbox.url,
    DATA_KEY: randomBytes(32).toString('base64'),
    // Like load shedding (off in startStore), a pooled connection waited for past DB_POOL_WAIT_MS is
    // an answer past capacity: 100 shoppers without a pause saturate a small machine, and the soak
    // looks for errors and leaks, not capacity (docs/decisions/0062).
    DB_POOL_WAIT_MS: '60000',
  };
  // Warnings and errors are shown: a refused call's cause is in the server's log.
  const first = await startStore({ port: firstPort, databaseUrl, settings, isLogShown: true });
  const others = await Promise.allSettled(
    Array.from({ length: processCount - 1 }, (_, i) =>
      startStore({ port: firstPort + 1 + i, databaseUrl, settings, isLogShown: true, isDemoSeeded: false }),
    ),
  );
  const started = [first, ...others.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))];
  const refused = others.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (refused) {
    for (const store of started) await store.stop();
    throw refused.reason;
  }
  return started;
}

interface LoadResult {
  finishedEmails: string[];
  callMs: number[];
  journeyMs: number[];
  failure?: unknown;
}

/** The time is up: a shopper leaves in the middle of a journey, as real ones do; not a failure. */
class TimeUp extends Error {}

/**
 * The shoppers, each running journeys one after another for exactly the soak's time (a journey
 * under way then is left, its receipt not expected); the first refused call stops them all.
 */
async function runShoppers(stores: RunningStore[]): Promise<LoadResult> {
  const result: LoadResult = { finishedEmails: [], callMs: [], journeyMs: [] };
  const deadline = performance.now() + seconds * 1000;
  let turn = 0;
  const nextBase = () => {
    if (performance.now() >= deadline || result.failure !== undefined) throw new TimeUp();
    return stores[turn++ % stores.length]!.base;
  };
  const shopper = async (i: number) => {
    for (let n = 0; ; n += 1) {
      const email = journeyEmail(`${i}-${n}`);
      const api = new StoreApi(nextBase, { forwardedFor: addressOf(i), onAnswer: (ms) => result.callMs.push(ms) });
      const started = performance.now();
      try {
        await wholeEnrollment(api, email);
      } catch (error) {
        if (!(error instanceof TimeUp)) result.failure ??= error;
        return;
      }
      result.journeyMs.push(performance.now() - started);
      result.finishedEmails.push(email);
    }
  };
  await Promise.all(Array.from({ length: shopperCount }, (_, i) => shopper(i)));
  return result;
}

/** Waits until every finished journey's shopper has mail (or the drain time is up), then a little longer for doubles. */
async function waitForMail(mailbox: Mailbox, expected: string[]) {
  const drainEnd = Date.now() + MAIL_DRAIN_MS;
  while (judgeMail(expected, mailbox.received).missing.length > 0 && Date.now() < drainEnd) await sleep(250);
  await sleep(MAIL_SETTLE_MS);
  return judgeMail(expected, mailbox.received);
}

const fixed = (n: number) => n.toFixed(0);
const where = databaseUrl ? `${processCount} process${processCount > 1 ? 'es' : ''} on one PostgreSQL database` : 'one process on PGlite';
console.log(`Soak: ${shopperCount} shoppers, ${seconds} s, ${where}; starting…`);

const startedAt = performance.now();
const mailbox = await startMailbox();
const stores = await startProcesses(mailbox).catch(async (error: unknown) => {
  await mailbox.close();
  throw error;
});
const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);
console.log(`${stores.length} process${stores.length > 1 ? 'es' : ''} started in ${secondsSince(startedAt)} s; shopping…`);
let isPassed = false;
try {
  const samplers = stores.map((store) => sampleMemory(store.pid));
  const load = await runShoppers(stores);
  const memory = samplers.map((sampler) => judgeMemory(sampler.stop()));
  if (load.failure !== undefined) throw load.failure;
  const drainFrom = performance.now();
  const mail = await waitForMail(mailbox, load.finishedEmails);
  console.log(`e-mail drained and settled in ${secondsSince(drainFrom)} s`);

  const calls = load.callMs.length;
  console.log(
    `journeys completed: ${load.journeyMs.length}; calls: ${calls} (${fixed(calls / seconds)} a second), every one 2xx\n` +
      `call p50 ${fixed(percentile(load.callMs, 50))} ms, p99 ${fixed(percentile(load.callMs, 99))} ms; ` +
      `journey p50 ${fixed(percentile(load.journeyMs, 50))} ms, p99 ${fixed(percentile(load.journeyMs, 99))} ms`,
  );
  memory.forEach((m, i) =>
    console.log(
      `process ${i + 1} resident memory: middle third ${fixed(m.middleMb)} MB, last third ${fixed(m.lastMb)} MB ` +
        `(growth ${fixed(m.growthMb)} MB, allowed ${fixed(m.allowedMb)} MB), peak ${fixed(m.peakMb)} MB: ${m.isFlat ? 'flat' : 'GROWING'}`,
    ),
  );
  console.log(
    `e-mail: ${mailbox.received.length} received for ${load.finishedEmails.length} receipts; ` +
      `missing ${mail.missing.length}, doubled ${mail.doubled.length}, Message-IDs repeated ${mail.repeatedIds.length}`,
  );
  isPassed = load.journeyMs.length > 0 && memory.every((m) => m.isFlat) && isWhole(mail);
} finally {
  for (const store of stores) await store.stop();
  await mailbox.close();
}
if (!isPassed) {
  console.error('Soak failed: see the figures above.');
  process.exit(1);
}
console.log('Soak passed.');
