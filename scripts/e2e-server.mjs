// Starts the real server for the Playwright journeys: port 3100 (E2E_PORT), a fresh PGlite
// database, the demo seed, and the built web app. The database folder and the server's log are
// at known places (e2e/support/server-files.ts names them the same way), so a journey can read
// what the store wrote: e2e/data-at-rest.spec.ts looks for personal data in both.
// E2E_PREPARE names a module run on the fresh database before the server starts (e2e/xss.spec.ts
// starts a second server whose texts e2e/support/plant-xss.ts filled with script payloads).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const dataDir = join(tmpdir(), `benefit-store-e2e-${port}`);
const logFile = `${dataDir}.log`;
const clean = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(logFile, { force: true });
};
clean();
mkdirSync(dataDir, { recursive: true, mode: 0o700 });

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  // Request logs included, so that the journeys prove nothing personal reaches them.
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  // The journeys sign the demo rep in many times from one address; the limit itself is an API test.
  SIGN_IN_RATE_LIMIT: '1000',
  // A CI machine busy with other work must not make the journeys' calls answer 'busy' (503); load
  // shedding has its own API test (apps/api/test/overload.test.ts, docs/decisions/0057).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};
if (process.env.E2E_PREPARE) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', process.env.E2E_PREPARE], { cwd: root, stdio: 'inherit', env });
  if (prepared.status !== 0) {
    clean();
    process.exit(prepared.status ?? 1);
  }
}

const log = createWriteStream(logFile, { mode: 0o600 });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env,
});
for (const [from, to] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    log.write(chunk);
    to.write(chunk);
  });
}
const stop = (signal) => {
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  log.end();
  clean();
  process.exit(code ?? 0);
});
