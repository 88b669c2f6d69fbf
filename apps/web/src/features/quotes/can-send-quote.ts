import type { Eprocess } from '@benefit-store/domain';

export interface QuoteVisibilityInput {
  eprocess: Eprocess | null;
  isLifestyleHost: boolean;
  /** The stored show-quotation value. */
  showQuotation: string | null;
}

/**
 * 'Send Personalized Quote' is for rep and group processes, never on the lifestyle host, and not
 * when the stored show-quotation is 'no' (spec 000 §2 Cart, §6). The server checks the same.
 */
export function canSendQuote({ eprocess, isLifestyleHost, showQuotation }: QuoteVisibilityInput): boolean {
  if (isLifestyleHost) return false;
  if (showQuotation?.trim().toLowerCase() === 'no') return false;
  return eprocess === 'rep' || eprocess === 'group';
}
