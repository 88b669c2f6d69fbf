/**
 * The two servers a benchmark run measures side by side: the store (the real server in production
 * mode on a fresh data folder, PGlite or PostgreSQL, the demo store seeded beforehand) and a bare
 * Fastify app answering captured bytes.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Running {
  base: string;
  stop(): Promise<void>;
}

export interface RunningStore extends Running {
  /** The server process's id (the soak reads its memory from /proc). */
  pid: number;
}

export interface StoreOptions {
  port: number;
  databaseUrl?: string;
  /** Settings over the benchmark's (the soak's SMTP server, one data key for several processes). */
  settings?: Record<string, string>;
  /** The server's standard output (its start banner and log lines from LOG_LEVEL up) shown here; unset: dropped. */
  isLogShown?: boolean;
  /**
   * Whether the database is first brought up to date and given the demo store (`npm run migrate -- --demo`
   * outside production, as production servers never migrate or seed: docs/decisions/0106). Default true;
   * false for further processes on a database the first one prepared.
   */
  isDemoSeeded?: boolean;
}

/** `npm run migrate -- --demo` on the store's data folder and database, outside production (the demo is never seeded in it). */
async function seedDemoStore(env: NodeJS.ProcessEnv): Promise<void> {
  const command = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/migrate.ts', '--demo'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(command, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run migrate -- --demo failed (${code})`);
}

async function waitForHealth(base: string, exited: () => boolean): Promise<void> {
  for (let tries = 0; tries < 240; tries += 1) {
    if (exited()) throw new Error('the store exited before it answered /healthz');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the store did not answer ${base}/healthz within 2 minutes`);
}

/** Starts apps/api/src/server.ts as production would, on its own temporary data folder. */
export async function startStore({
  port,
  databaseUrl,
  settings,
  isLogShown = false,
  isDemoSeeded = true,
}: StoreOptions): Promise<RunningStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    // Production never generates a data key (docs/decisions/0106): one for this store, unless the settings give one.
    DATA_KEY: randomBytes(32).toString('base64'),
    // As behind a proxy: each journey's shopper comes from an address of their own (bench/journey.ts).
    TRUST_PROXY: 'true',
    // Throughput is measured at saturation: shedding load there (docs/decisions/0057) would turn
    // the run's answers into 503s, which the bench counts as failures.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...settings,
  };
  if (isDemoSeeded) await seedDemoStore(env);
  // BENCH_CPU_PROF=DIR writes the store's CPU profile there when it stops (`node --cpu-prof`).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', isLogShown ? 'inherit' : 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: server.pid! };
}

/** One captured answer: the route it is served on and the exact bytes and type the store sent. */
export interface CapturedAnswer {
  method: 'GET' | 'POST';
  path: string;
  contentType: string;
  body: Buffer;
}

/** A bare Fastify app (no plugins, no database) sending each captured answer as it is. */
export async function startBare(port: number, answers: CapturedAnswer[]): Promise<Running> {
  const app = Fastify({ logger: false });
  for (const answer of answers) {
    app.route({
      method: answer.method,
      url: answer.path,
      handler: async (_request, reply) => reply.type(answer.contentType).send(answer.body),
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
