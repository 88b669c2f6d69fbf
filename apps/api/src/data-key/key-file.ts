import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { formatKeyRing, parseKeyRing, withNewKey, type KeyRing } from '../lib/data-keys';

/** The key ring a key file holds now (also read again by a running server that meets a newer key id). */
export function readKeyRingFile(file: string): KeyRing {
  return parseKeyRing(readFileSync(file, 'utf8'));
}

/** Writes the ring whole (a new file renamed over the old one, 0600): a reader never sees half a file. */
export function writeKeyRingFile(file: string, ring: KeyRing): void {
  const next = `${file}.next`;
  writeFileSync(next, formatKeyRing(ring), { mode: 0o600 });
  renameSync(next, file);
}

/** Adds a new random key to the file as the current one; answers the new ring. */
export function addKeyToFile(file: string): KeyRing {
  const ring = withNewKey(readKeyRingFile(file));
  writeKeyRingFile(file, ring);
  return ring;
}
