import { statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { Env } from './env';

const isInside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/**
 * What the server says at start about how it is set up, one line each (docs/decisions/0045).
 * In production the data key must not sit beside the data it protects: whoever copies the data
 * folder (a backup, a volume snapshot) would otherwise hold both.
 */
export function startupWarnings(env: Pick<Env, 'NODE_ENV' | 'DATA_DIR' | 'dataKeyFile'>): string[] {
  if (env.NODE_ENV !== 'production' || !env.dataKeyFile) return [];
  const warnings: string[] = [];
  if (isInside(env.DATA_DIR, env.dataKeyFile))
    warnings.push(
      `The data key is kept inside the data folder (${env.dataKeyFile}): a copy of the folder holds both the data and its key. ` +
        'Set DATA_KEY from a secret store, or DATA_KEY_FILE to a file outside DATA_DIR.',
    );
  if ((statSync(env.dataKeyFile).mode & 0o077) !== 0)
    warnings.push(`The data key file ${env.dataKeyFile} can be read by other users than its owner: make it 0600.`);
  return warnings;
}
