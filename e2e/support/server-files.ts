import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT } from './store';

/** Where scripts/e2e-server.mjs keeps the test server's database and log (the same names there). */
export const SERVER_DATA_DIR = join(tmpdir(), `benefit-store-e2e-${PORT}`);
export const SERVER_LOG_FILE = `${SERVER_DATA_DIR}.log`;

/** Every file under a folder, read whole (the database's pages, its write-ahead log, the file store). */
export function readFilesUnder(folder: string): { path: string; bytes: Buffer }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, bytes: readFileSync(path) }));
}
