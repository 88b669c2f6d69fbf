/** Money is integer cents inside; two-decimal strings on the wire (DESIGN §3). */
export function centsToWire(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "$1,234.50" and "-$2.50" for display: what `Intl.NumberFormat('en-US', { style: 'currency',
 * currency: 'USD' })` writes, composed by hand because the browser's first Intl number formatter
 * costs about 15 ms of start-up (60 ms on a mid-range phone), most of a page's first task
 * (docs/decisions/0060).
 */
export function formatDollars(cents: number): string {
  const [dollars = '0', fraction = '00'] = centsToWire(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${dollars.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** Parses "12.5", "12.50", "$1,200" into cents; undefined when it is not an amount. */
export function parseDollarsToCents(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
