import type { Db } from './db/client';
import type { Env } from './env';
import type { DataCipher } from './lib/data-cipher';
import type { Checks } from './providers/checks';
import type { FileStore } from './files/file-store';
import type { SessionCookies } from './plugins/session-cookies';

/** What "now" is: injected so tests can stand on any hour of any day (the store's day comes from it). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** What every route module is given: the database, settings, the data cipher, the clock, the external checks, the file store and the session cookies. */
export type AppContext = { db: Db; env: Env; cipher: DataCipher; clock: Clock; checks: Checks; files: FileStore; cookies: SessionCookies };

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock, for guards that have a request but no context (`request.server.clock()`). */
    clock: Clock;
    /** STAFF_TWO_FACTOR is `required`: staff guards refuse an account without two-factor on (docs/decisions/0051). */
    staffTwoFactorRequired: boolean;
  }
}
