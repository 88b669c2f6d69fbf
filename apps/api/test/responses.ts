import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';
import { storeToday } from '../src/lib/store-date';

type Res = Awaited<ReturnType<TestApp['call']>>;

/** Cookies of a browser that holds no enrollment yet. */
export const browser = () => ({ bs_browser: randomBytes(32).toString('base64url') });

/** The fields an error envelope names, in order. */
export const targets = (res: Res) => res.json<{ data: { target_element: string }[] }>().data.map((e) => e.target_element);

/** The message an error envelope puts under one field. */
export const errorOf = (res: Res, target: string) =>
  res.json<{ data: { target_element: string; error_message: string }[] }>().data.find((e) => e.target_element === target)?.error_message;

/**
 * 'mm/dd/yyyy' of the store's day (US Eastern, as the server counts ages) `years` years ago,
 * shifted by `days`, so age-boundary tests hold at any hour.
 */
export function usDateYearsAgo(years: number, days = 0) {
  const [y, m, d] = storeToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
}
