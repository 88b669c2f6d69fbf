import { loadEnv } from './env';
import { buildApp } from './app';
import { openDatabaseFromEnv } from './db/open-from-env';
import { createSmtpTransport, startDeliveryWorker } from './mail/delivery-worker';
import { serverCipher } from './data-key/server-cipher';
import { stopServer } from './stop-server';
import { restrictNewFiles } from './data-dir';
import { startupWarnings } from './startup-warnings';

// The data folder's files are the owner's only (docs/decisions/0045): set before anything is written.
restrictNewFiles();
const env = loadEnv();
const database = await openDatabaseFromEnv(env);
const app = await buildApp({ db: database.db, env });
for (const warning of startupWarnings(env)) app.log.warn(warning);
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
    await stopServer({ app, worker, database });
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const base = `http://localhost:${env.PORT}`;
console.log(`\nBenefit Store is running (${database.kind === 'pglite' ? 'embedded PGlite database in ' + env.DATA_DIR : 'PostgreSQL'}):
  Store (normal host):        ${base}
  Lifestyle host:             http://${env.LIFESTYLE_HOST}:${env.PORT}
  Default-domain site (Acme): http://acme.localhost:${env.PORT}
  Rep landing page:           ${base}/jsmith
  API documentation:          ${base}/docs
${env.SMTP_URL ? '' : `  Local mailbox (no SMTP_URL): ${base}/dev/mailbox\n`}`);
