import { timingSafeEqual } from 'node:crypto';

/** Whether a secret a caller sent is the expected one, compared in constant time (no timing hint of how much matched). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
