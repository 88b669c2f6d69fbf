/** A yearly window as 'MM-DD' days, both ends inclusive; start after end wraps the year end. */
export interface BlackoutWindow {
  start: string;
  end: string;
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isMonthDay(text: string): boolean {
  return MONTH_DAY.test(text);
}

/**
 * Whether an ISO date falls inside a yearly blackout window. Comparing 'MM-DD' strings keeps
 * 02-29 in order on leap years without special cases.
 */
export function isInBlackout(isoDate: string, window: BlackoutWindow): boolean {
  if (!isMonthDay(window.start) || !isMonthDay(window.end)) {
    throw new RangeError(`blackout window must be MM-DD days, got ${window.start}..${window.end}`);
  }
  const monthDay = isoDate.slice(5, 10);
  if (window.start <= window.end) return window.start <= monthDay && monthDay <= window.end;
  return monthDay >= window.start || monthDay <= window.end;
}

/** 'MM-DD' as 'MM/DD' for messages. */
export function formatMonthDay(monthDay: string): string {
  return monthDay.replace('-', '/');
}
