import { randomBytes, randomInt } from 'node:crypto';
import { CONTINUE_CODE_ALPHABET, CONTINUE_CODE_LENGTH, type SaveLaterTab } from '@benefit-store/domain';

/** A continue code: 8 characters drawn uniformly from the alphabet without look-alikes. */
export function newContinueCode(): string {
  return Array.from({ length: CONTINUE_CODE_LENGTH }, () => CONTINUE_CODE_ALPHABET[randomInt(CONTINUE_CODE_ALPHABET.length)]).join('');
}

/** A direct-continue link's token: 32 random bytes, base64url (the link's first part as it stands). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `${PUBLIC_URL}/direct-continue/{base64(token)}/{base64(tab)}` (spec 001 §2: both parts base64, here its URL-safe form). */
export function directContinueLink(publicUrl: string, token: string, tab: SaveLaterTab): string {
  return `${publicUrl.replace(/\/+$/, '')}/direct-continue/${token}/${Buffer.from(tab).toString('base64url')}`;
}

export const continuePageUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/continue-enrollment`;
