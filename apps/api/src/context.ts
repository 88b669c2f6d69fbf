import type { Db } from './db/client';
import type { Env } from './env';
import type { DataCipher } from './lib/data-cipher';
import type { Checks } from './providers/checks';
import type { FileStore } from './files/file-store';
import type { SessionCookies } from './plugins/session-cookies';
import type { CatalogCache } from './modules/catalog/index';
import type { EnrollmentCache } from './lib/enrollment-cache';

/** What "now" is: injected so tests can stand on any hour of any day (the store's day comes from it). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** What every route module is given: the database, settings, the data cipher, the clock, the external checks, the file store, the session cookies, the catalog and the read-only calls' enrollments in memory. */
export type AppContext = {
  db: Db;
  env: Env;
  cipher: DataCipher;
  clock: Clock;
  checks: Checks;
  files: FileStore;
  cookies: SessionCookies;
  catalog: CatalogCache;
  enrollmentCache: EnrollmentCache;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock, for guards that have a request but no context (`request.server.clock()`). */
    clock: Clock;
    /** STAFF_TWO_FACTOR is `required`: staff guards refuse an account without two-factor on (docs/decisions/0051). */
    staffTwoFactorRequired: boolean;
    /** The catalog in memory (docs/decisions/0063); `sync()` waits for changes made through another connection. */
    catalog: CatalogCache;
    /** The enrollments the read-only calls keep in memory (docs/decisions/0065); `sync()` as the catalog's. */
    enrollmentCache: EnrollmentCache;
  }
}
