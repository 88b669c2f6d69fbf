import type { Env } from '../env';
import { createDataCipher, type DataCipher } from '../lib/data-cipher';
import { readKeyRingFile } from './key-file';

/**
 * The data cipher of a long-running process (the API, the mail worker): a key file rotated while
 * it runs (npm run data-key -- rotate) is read again at its first new key id (docs/decisions/0047).
 */
export function serverCipher(env: Pick<Env, 'dataKeys' | 'dataKeyFile'>): DataCipher {
  const keyFile = env.dataKeyFile;
  return createDataCipher(env.dataKeys, keyFile ? { reload: () => readKeyRingFile(keyFile) } : {});
}
