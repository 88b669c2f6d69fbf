import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum the bundler-free build cannot import). */
const ARGON2ID = 2;

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export function verifyPassword(stored: string, plain: string): Promise<boolean> {
  return verify(stored, plain).catch(() => false);
}
