import { hash, verify } from '@node-rs/argon2';
import { assertAcceptablePassword } from './password-policy';

/** `Algorithm.Argon2id` (a const enum the bundler-free build cannot import). */
const ARGON2ID = 2;

/**
 * The hash of a new staff password: argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
 * Every password that is set goes through here, so the policy is checked here: a password shorter
 * than 12 characters or on the common list is refused (docs/decisions/0051).
 */
export async function hashPassword(plain: string): Promise<string> {
  assertAcceptablePassword(plain);
  return hash(plain, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export function verifyPassword(stored: string, plain: string): Promise<boolean> {
  return verify(stored, plain).catch(() => false);
}
