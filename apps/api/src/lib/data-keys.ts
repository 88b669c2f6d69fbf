import { randomBytes } from 'node:crypto';

/**
 * The data keys (docs/decisions/0047): several 32-byte AES keys by id, the last one current (new
 * values are sealed with it), the older ones kept to open what they sealed until a rotation has
 * re-sealed it. The first key also keys the matching hashes and the member-link signatures, which
 * cannot be re-computed, so it stays in the ring.
 *
 * Text form (`DATA_KEY`, `DATA_KEY_FILE`, `DATA_DIR/data.key`): one key a line, `<id> <base64>`;
 * a line with only the base64 key (the form before key ids) is the key `k1`. In `DATA_KEY`
 * commas may stand for line breaks.
 */
export type KeyRing = {
  readonly keys: ReadonlyMap<string, Buffer>;
  /** The key new values are sealed with: the last of the ring. */
  readonly currentId: string;
  /** The first key: opens `v1` values (sealed before key ids) and keys the matching hashes. */
  readonly firstId: string;
};

export const FIRST_KEY_ID = 'k1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function keyRingOf(entries: readonly (readonly [string, Buffer])[]): KeyRing {
  if (entries.length === 0) throw new Error('The data key ring holds no key');
  const keys = new Map<string, Buffer>();
  for (const [id, key] of entries) {
    if (!KEY_ID.test(id)) throw new Error(`Data key id "${id}" is not letters, digits, _ or - (at most 32)`);
    if (key.length !== 32) throw new Error(`Data key ${id} must be 32 bytes, base64-encoded`);
    if (keys.has(id)) throw new Error(`Data key id ${id} appears twice`);
    keys.set(id, key);
  }
  return { keys, firstId: entries[0]![0], currentId: entries[entries.length - 1]![0] };
}

/** Reads the text form; throws a message naming the line for anything else. */
export function parseKeyRing(text: string): KeyRing {
  const lines = text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return keyRingOf(
    lines.map((line, index) => {
      const parts = line.split(/\s+/);
      if (parts.length === 1 && index === 0) return [FIRST_KEY_ID, Buffer.from(parts[0]!, 'base64')] as const;
      if (parts.length !== 2) throw new Error(`Data key line ${index + 1} is not "<id> <base64 key>"`);
      return [parts[0]!, Buffer.from(parts[1]!, 'base64')] as const;
    }),
  );
}

export function formatKeyRing(ring: KeyRing): string {
  const lines = [...ring.keys].map(([id, key]) => `${id} ${key.toString('base64')}`);
  return `# Benefit Store data keys: "<id> <base64 key>"; the last is current. Keep every line (docs/security.md).\n${lines.join('\n')}\n`;
}

/** The ring with one more key, random, as the current one; its id is `k<n+1>` past the highest `k<n>`. */
export function withNewKey(ring: KeyRing): KeyRing {
  const numbers = [...ring.keys.keys()]
    .map((id) => /^k(\d+)$/.exec(id)?.[1])
    .map(Number)
    .filter(Number.isFinite);
  const id = `k${Math.max(0, ...numbers) + 1}`;
  return keyRingOf([...ring.keys, [id, randomBytes(32)]]);
}

export function firstKey(ring: KeyRing): Buffer {
  return ring.keys.get(ring.firstId)!;
}

/** A ring of one key, `k1` (a generated key, or a test's). */
export function singleKeyRing(key: Buffer): KeyRing {
  return keyRingOf([[FIRST_KEY_ID, key]]);
}
