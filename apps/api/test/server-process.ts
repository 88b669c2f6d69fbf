/**
 * The real server (apps/api/src/server.ts) as a child process, as production runs it, on a data
 * folder and database the test chooses, so a test can kill it and start it again on the same data;
 * and the command-line tools beside it (`npm run migrate`).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A loopback port free right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  base: string;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Sends the signal at once, without waiting (to kill it within the current tick). */
  killNow(signal: NodeJS.Signals): void;
  /** What the process wrote to standard error (warnings and errors: the log level is `warn`). */
  errors(): string;
  /** What the process wrote to standard output: its JSON log. */
  output(): string;
}

export type StoreProcessOptions = {
  dataDir: string;
  /** PostgreSQL; PGlite in `dataDir` when undefined. */
  databaseUrl?: string;
  /** Settings over the production ones below (the data key, `NODE_ENV`, `MIGRATE_WAIT_SECONDS`...). */
  settings?: Record<string, string>;
};

export type ServerProcessOptions = StoreProcessOptions & { port: number };

/** The environment of a store process as production runs it: NODE_ENV=production, on the test's data folder and database. */
function storeEnv({ dataDir, databaseUrl, settings }: StoreProcessOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    // Each test shopper comes from an address of its own, as a proxy in front would tell it.
    TRUST_PROXY: 'true',
    // A busy test machine is not under test: no load shedding (docs/decisions/0057).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...settings,
  };
}

/**
 * Runs a command-line entry point (`npm run migrate`'s `apps/api/src/cli/migrate.ts`...) to its end
 * with the servers' settings, `input` piped to it; answers its exit code and what it printed.
 */
export async function runStoreCommand(
  script: string,
  args: string[],
  { input, ...options }: StoreProcessOptions & { input?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env: storeEnv(options), stdio: 'pipe' });
  child.stdin.end(input ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** `npm run migrate` with the servers' settings, which a production server needs before its first start (docs/decisions/0106); throws when it fails. */
export async function migrateForServers(options: StoreProcessOptions): Promise<void> {
  const result = await runStoreCommand('apps/api/src/cli/migrate.ts', [], options);
  if (result.code !== 0) throw new Error(`npm run migrate failed (${result.code}):\n${result.stdout}${result.stderr}`);
}

/** Starts the server and waits until /healthz answers; throws with its standard error when it exits first. */
export async function startServerProcess({ port, ...options }: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...storeEnv(options), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const exited = once(child, 'exit');
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    killNow: (signal) => void child.kill(signal),
    kill: async (signal) => {
      if (hasExited) return;
      child.kill(signal);
      await exited;
    },
    errors: () => stderr,
    output: () => stdout,
  };
  for (let tries = 0; tries < 600; tries += 1) {
    if (hasExited) throw new Error(`the server exited before it answered /healthz:\n${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within a minute:\n${stderr}`);
}
