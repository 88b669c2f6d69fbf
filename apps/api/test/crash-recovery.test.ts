/**
 * DESIGN §6 "a crash loses nothing that was acknowledged" (docs/decisions/0061): the real
 * server is killed with SIGKILL while shoppers save steps concurrently, started again on the same
 * data folder and database, and every save it acknowledged must be there whole. PGlite on disk by
 * default; the PostgreSQL server of DATABASE_URL when set (CI runs this project both ways).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PERSONAL_INFO_BODY } from './wire-bodies';
import { freshPostgresDatabase } from './fresh-postgres-database';
import { HttpBrowser } from './http-browser';
import { freePort, migrateForServers, startServerProcess, type ServerProcess } from './server-process';

const SHOPPERS = 6;
/** The server is killed the moment this many saves have been answered 2xx. */
const KILL_AFTER_ACKNOWLEDGED = 90;
const FILTER_DOB = '04/12/1985';

/** Every field of a save is made from its number, so a stored value names the one save it came from. */
const STEPS = {
  personal: {
    save: '/api/v1/save-personal-info',
    read: '/api/v1/get-form-fields-personal-info',
    body: (n: number) => ({
      ...PERSONAL_INFO_BODY,
      birthdate: FILTER_DOB,
      first_name: `Save${n}`,
      last_name: `Crash${n}`,
      weight: String(100 + (n % 300)),
      ssn: `12345${String(n).padStart(4, '0')}`,
    }),
    /** The save a stored value came from; throws when its fields come from different saves. */
    storedSave: (fields: Record<string, unknown>) =>
      sameSave([
        /^Save(\d+)$/.exec(String(fields.first_name))?.[1],
        /^Crash(\d+)$/.exec(String(fields.last_name))?.[1],
        String(fields.ssn).slice(-4),
      ]),
  },
  contact: {
    save: '/api/v1/save-contact-info',
    read: '/api/v1/get-form-fields-contact-info',
    body: (n: number) => ({
      address1: `${n} Elm St`,
      address2: `Unit ${n}`,
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone_number: '2145550100',
      email_address: `crash.${n}@example.com`,
    }),
    storedSave: (fields: Record<string, unknown>) =>
      sameSave([
        /^(\d+) Elm St$/.exec(String(fields.address1))?.[1],
        /^Unit (\d+)$/.exec(String(fields.address2))?.[1],
        /^crash\.(\d+)@example\.com$/.exec(String(fields.email_address))?.[1],
      ]),
  },
} as const;
type StepName = keyof typeof STEPS;

function sameSave(parts: (string | undefined)[]): number {
  const numbers = new Set(parts.map((part) => Number(part)));
  if (numbers.size !== 1 || parts.includes(undefined)) throw new Error(`a half-written save: ${parts.join(' / ')}`);
  return [...numbers][0]!;
}

/** One shopper's saves of one step, one after the other: what was sent, what was acknowledged. */
type Chain = { browser: HttpBrowser; enrollmentId: string; step: StepName; sent: number[]; acknowledged: number[] };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function newShopper(base: string, index: number) {
  const browser = new HttpBrowser(base, `198.51.100.${index + 1}`);
  const { temp_enrollment_id } = await browser.data<{ temp_enrollment_id: string }>('POST', '/api/v2/add-filter-for-new-user', {
    zip: '75201',
    dob: FILTER_DOB,
    gender: '1',
    tier: 'IO',
    eprocess: 'applicant',
    coverage: ['LOW_COST'],
    categories: ['dental'],
  });
  return { browser, enrollmentId: temp_enrollment_id };
}

/** Saves along every chain at once until the server stops answering; kills it at the Nth acknowledgement. */
async function saveUntilKilled(server: ServerProcess, chains: Chain[]): Promise<void> {
  let next = 1;
  let acknowledged = 0;
  await Promise.all(
    chains.map(async (chain) => {
      for (;;) {
        const n = next++;
        chain.sent.push(n);
        const body = { ...STEPS[chain.step].body(n), enrollment_id: chain.enrollmentId };
        let status: number;
        try {
          status = (await chain.browser.call('POST', STEPS[chain.step].save, body)).status;
        } catch {
          return; // killed while this save was in flight: it may or may not have been stored
        }
        if (status !== 200) throw new Error(`save ${n} of ${chain.step} answered ${status}`);
        chain.acknowledged.push(n);
        if (++acknowledged === KILL_AFTER_ACKNOWLEDGED) server.killNow('SIGKILL');
      }
    }),
  );
}

async function storedSaveOf(browser: HttpBrowser, chain: Chain): Promise<number | undefined> {
  const fields = await browser.data<{ result: { field_name: string; value: unknown }[] }>(
    'GET',
    `${STEPS[chain.step].read}?enrollment_id=${chain.enrollmentId}`,
  );
  const values = Object.fromEntries(fields.result.map((field) => [field.field_name, field.value]));
  return values.first_name || values.address1 ? STEPS[chain.step].storedSave(values) : undefined;
}

describe(`a server killed during step saves (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged save whole and starts again cleanly on the same data', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
    const port = await freePort();
    // Production's order (docs/decisions/0106): the key from the settings, `npm run migrate`, then the server.
    const store = { dataDir, databaseUrl, settings: { DATA_KEY: randomBytes(32).toString('base64') } };
    await migrateForServers(store);

    const first = await startServerProcess({ ...store, port });
    cleanups.push(() => first.kill('SIGKILL'));
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => newShopper(first.base, index)));
    const chains: Chain[] = shoppers.flatMap((shopper) =>
      (Object.keys(STEPS) as StepName[]).map((step) => ({ ...shopper, step, sent: [], acknowledged: [] })),
    );
    await saveUntilKilled(first, chains);
    await first.kill('SIGKILL');
    // Answers already on their way when the signal landed count too: they were acknowledged.
    expect(chains.reduce((sum, chain) => sum + chain.acknowledged.length, 0)).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

    // The same data folder (PGlite's files), data key and database: it must start without help.
    const second = await startServerProcess({ ...store, port });
    cleanups.push(() => second.kill('SIGTERM'));
    for (const chain of chains) {
      // The shopper's own browser (its cookie still holds the enrollment) reads the step back.
      const stored = await storedSaveOf(chain.browser, chain);
      // The chain's last save was in flight at the kill: it may have committed before its answer was sent.
      const inFlight = chain.sent.at(-1);
      const lastAcknowledged = chain.acknowledged.at(-1);
      const allowed = lastAcknowledged === undefined ? [undefined, inFlight] : [lastAcknowledged, inFlight];
      expect(allowed, `${chain.step} of ${chain.enrollmentId}: sent ${chain.sent.join(',')}`).toContain(stored);
    }
    // Writable after recovery, and nothing logged at error level.
    const shopper = chains[0]!;
    const saved = await shopper.browser.call('POST', STEPS.personal.save, {
      ...STEPS.personal.body(9999),
      enrollment_id: shopper.enrollmentId,
    });
    expect(saved.status).toBe(200);
    const errorLines = second
      .errors()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errorLines).toEqual([]);
  });
});
