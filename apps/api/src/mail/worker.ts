// Runs the e-mail delivery worker on its own: `node --import tsx apps/api/src/mail/worker.ts`.
import { loadEnv } from '../env';
import { openDatabase, pgliteDirFor } from '../db/client';
import { createSmtpTransport, startDeliveryWorker } from './delivery-worker';
import { restrictNewFiles, secureDataDir } from '../data-dir';
import { serverCipher } from '../data-key/server-cipher';
import { sealLegacyOutbox } from './outbox';
import { sealMigrationCopies } from '../db/seal-migration-copies';

restrictNewFiles();
const env = loadEnv();
if (!env.SMTP_URL) {
  console.error('SMTP_URL is not set: nothing to deliver to.');
  process.exit(1);
}
if (!env.DATABASE_URL) secureDataDir(env.DATA_DIR);
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
const cipher = serverCipher(env);
// Messages waiting since before they were sealed (migration 0015), and members' contact data from
// before it was sealed (0019), are sealed first, as a server's start does.
await sealLegacyOutbox(database.db, cipher);
await sealMigrationCopies(database.db, cipher);
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
