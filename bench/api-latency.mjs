// Measures the store's hottest read calls against a real server with autocannon and checks them
// against the budgets in budgets.json. Starts its own server (fresh PGlite, demo seed) on BENCH_PORT.
//   node bench/api-latency.mjs            print figures and exit 1 when a budget is exceeded
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://localhost:${port}`;
const key = 'YmVuZWZpdC1zdG9yZS1kZW1vOm9wZW4tZW5yb2xsbWVudA==';
const headers = { authorization: `Basic ${key}`, 'content-type': 'application/json' };
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function createEnrollment() {
  const res = await fetch(`${base}/api/v2/add-filter-for-new-user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ zip: '75201', dob: '04/12/1985', gender: '0', tier: 'IO', eprocess: 'applicant', agent_id: 1, coverage: ['LOW_COST'], categories: ['dental', 'vision', 'medical'] }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const body = await res.json();
  return { enrollmentId: body.data.temp_enrollment_id, cookie };
}

function run(title, path, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: 10, duration: 5, headers: { ...headers, ...extraHeaders } }, (err, result) => {
      if (err) return reject(err);
      resolve({ title, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.non2xx + result.errors });
    });
  });
}

let failed = false;
try {
  await waitForServer();
  const { enrollmentId, cookie } = await createEnrollment();
  const results = [
    await run('get-common-menu', '/api/v1/get-common-menu?agent_id=1&portal_id=1&eprocess=rep&open_type=agent'),
    await run('get-featured-plans', '/api/v1/get-featured-plans?agent_id=1&portal_id=1'),
    await run('get-filtered-plans', `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`, { cookie }),
    await run('recommendation/popularity', '/recommendation/popularity?agentID=1'),
  ];
  for (const r of results) {
    const budget = budgets[r.title];
    const over = budget && (r.p99 > budget.p99Ms || r.rps < budget.minRps || r.errors > 0);
    if (over) failed = true;
    console.log(`${over ? 'OVER ' : 'ok   '} ${r.title.padEnd(28)} p99 ${String(r.p99).padStart(5)} ms  ${String(r.rps).padStart(6)} req/s  errors ${r.errors}  (budget p99 <= ${budget?.p99Ms} ms, >= ${budget?.minRps} req/s)`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
