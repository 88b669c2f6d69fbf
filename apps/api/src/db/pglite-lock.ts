import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Whether the embedded PGlite database in `dir` has been created (its PostgreSQL version file). */
export const pgliteExists = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/**
 * Whether the embedded PGlite database in `dir` is open in a process (a running server or mail
 * worker): PGlite keeps `postmaster.pid` there while open and removes it when closed. A second
 * process opening the same files would damage them. A process killed without closing leaves
 * the file behind until the next server start and stop.
 */
export const pgliteIsOpen = (dir: string): boolean => existsSync(join(dir, 'postmaster.pid'));
