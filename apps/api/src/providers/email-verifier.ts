import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import { isEmail } from '@benefit-store/domain';
import type { Env } from '../env';
import { missingAdapter } from './adapter-slot';

/** What a verification says of an address; only `valid` is accepted. */
export type EmailVerdict = 'valid' | 'malformed' | 'disposable' | 'undeliverable';

/**
 * E-mail verification (POST validate-email-neverbounce). The offline default never answers
 * `undeliverable`: only a mailbox check (the paid service, neverbounce) can know that.
 */
export interface EmailVerifier {
  verify(email: string): Promise<EmailVerdict>;
}

/** The disposable-domain list of the disposable-email-domains project, as its npm package ships it; read once. */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet();

/** A listed domain, or a subdomain of one (`x.mailinator.com`). */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  return labels.some((_label, at) => at < labels.length - 1 && DISPOSABLE_DOMAINS.has(labels.slice(at).join('.')));
}

/** Offline default: zod's e-mail syntax (the domain's `isEmail`), then the shipped disposable-domain list. */
export const offlineEmailVerifier: EmailVerifier = {
  verify(email) {
    if (!isEmail(email)) return Promise.resolve('malformed');
    const domain = email.slice(email.lastIndexOf('@') + 1);
    return Promise.resolve(isDisposableDomain(domain) ? 'disposable' : 'valid');
  },
};

export function emailVerifierFor(choice: Env['EMAIL_CHECK']): EmailVerifier {
  return choice === 'offline' ? offlineEmailVerifier : missingAdapter('EMAIL_CHECK', choice);
}
