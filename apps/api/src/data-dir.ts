import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The data folder and every folder in it: its owner only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Every file of the data folder (database files, the local data key): read and written by its owner only. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files and folders this process creates from now on are its owner's only (umask 077), so the
 * database files PGlite adds while running (WAL segments, new tables) are 0600 like the rest.
 * Called once at start by the server and the mail worker.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Creates the data folder 0700 if missing, and tightens what is there: folders 0700, files 0600
 * (a folder made by an older version, a copy, or a process with a loose umask). Symbolic links
 * are left alone. docs/decisions/0045.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir);
}

function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(path)) tighten(join(path, entry));
  } else if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(path, PRIVATE_FILE_MODE);
  }
}
