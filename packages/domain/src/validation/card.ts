import cardValidator from 'card-validator';

export type CardInput = {
  number: string;
  cvv: string;
  expMonth: number;
  expYear: number;
  /** The day the card is checked on, 'YYYY-MM-DD' (the store's day): a card is good through its expiry month. */
  asOf: string;
};

export type CardProblem = 'number' | 'cvv' | 'expiry';
export type CardCheck =
  | { valid: true; brand: string; last4: string }
  | { valid: false; problems: CardProblem[]; brand: string | null };

/**
 * A payment card: number by Luhn and brand (card-validator), security code of the brand's length
 * (3, or 4 for American Express), expiry month not before the month of `asOf`. Pure: no clock.
 */
export function validateCard({ number, cvv, expMonth, expYear, asOf }: CardInput): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  const problems: CardProblem[] = [];
  const checked = cardValidator.number(digits);
  const card = checked.card;
  if (!/^\d+$/.test(digits) || !checked.isValid || !card) problems.push('number');
  const codeSize = card?.code.size ?? 3;
  if (!new RegExp(`^\\d{${codeSize}}$`).test(cvv)) problems.push('cvv');
  const [asOfYear, asOfMonth] = asOf.split('-').map(Number) as [number, number];
  const monthOk = Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12 && Number.isInteger(expYear);
  if (!monthOk || expYear * 12 + expMonth < asOfYear * 12 + asOfMonth) problems.push('expiry');
  if (problems.length === 0 && card) return { valid: true, brand: card.type, last4: digits.slice(-4) };
  return { valid: false, problems, brand: card?.type ?? null };
}
