import { loadEnv } from './env';
import { buildApp } from './app';
import { databaseWarnings, openDatabaseFromEnv } from './db/open-from-env';
import { startOrRefuse } from './lib/start-refusal';
import { createSmtpTransport, startDeliveryWorker } from './mail/delivery-worker';
import { serverCipher } from './data-key/server-cipher';
import { stopServer } from './stop-server';
import { restrictNewFiles } from './data-dir';
import { startupWarnings } from './startup-warnings';

// The data folder's files are the owner's only (docs/decisions/0045): set before anything is written.
restrictNewFiles();
// A setting or a database this version may not start with is said in one line, without a stack (docs/decisions/0106).
const env = await startOrRefuse(async () => loadEnv());
const database = await startOrRefuse(() => openDatabaseFromEnv(env));
const app = await buildApp({ db: database.db, env, ...(database.poolUse ? { poolUse: database.poolUse } : {}) });
for (const warning of [...startupWarnings(env), ...(await databaseWarnings(database, env))]) app.log.warn(warning);
const worker = env.SMTP_URL
  ? startDeliveryWorker({
      db: database.db,
      cipher: serverCipher(env),
      transport: createSmtpTransport(env.SMTP_URL),
      from: env.MAIL_FROM,
      log: app.log,
    })
  : undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await stopServer({ app, worker, database, idleMs: env.DRAIN_IDLE_MS });
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// Standard output carries the JSON log only (docs/decisions/0110): the start is one line of it.
app.log.info({ database: database.kind, publicUrl: env.PUBLIC_URL, production: env.NODE_ENV === 'production' }, 'Benefit Store is running');
// Outside production the demo store's addresses are also said in words, on standard error (there is no demo in production, docs/decisions/0106).
if (env.NODE_ENV !== 'production') {
  const base = `http://localhost:${env.PORT}`;
  const where = database.kind === 'pglite' ? 'embedded PGlite database in ' + env.DATA_DIR : 'PostgreSQL';
  process.stderr.write(`\nBenefit Store is running (${where}):
  Store (normal host):        ${base}
  Lifestyle host:             http://${env.LIFESTYLE_HOST}:${env.PORT}
  Default-domain site (Acme): http://acme.localhost:${env.PORT}
  Rep landing page:           ${base}/jsmith
  API documentation:          ${base}/docs
${env.SMTP_URL ? '' : `  Local mailbox (no SMTP_URL): ${base}/dev/mailbox\n`}\n`);
}
