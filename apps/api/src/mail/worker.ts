// Runs the e-mail delivery worker on its own: `node --import tsx apps/api/src/mail/worker.ts`.
import { loadEnv } from '../env';
import { openDatabaseFromEnv } from '../db/open-from-env';
import { createSmtpTransport, startDeliveryWorker } from './delivery-worker';
import { restrictNewFiles } from '../data-dir';
import { serverCipher } from '../data-key/server-cipher';
import { startOrRefuse } from '../lib/start-refusal';

restrictNewFiles();
const env = await startOrRefuse(async () => loadEnv());
if (!env.SMTP_URL) {
  console.error('SMTP_URL is not set: nothing to deliver to.');
  process.exit(1);
}
// Opened as a server opens it (docs/decisions/0106): outside production brought up to date (older
// messages and contact data sealed among it); in production once `npm run migrate` has, and only
// with a data key that opens the database's sealed values.
const database = await startOrRefuse(() => openDatabaseFromEnv(env, { withDemo: false }));
const cipher = serverCipher(env);
const worker = startDeliveryWorker({
  db: database.db,
  cipher,
  transport: createSmtpTransport(env.SMTP_URL),
  from: env.MAIL_FROM,
  log: console,
});
const stop = async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
console.log('E-mail delivery worker running.');
