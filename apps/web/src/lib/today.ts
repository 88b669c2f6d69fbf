/** Today in the visitor's own calendar, 'YYYY-MM-DD': the `asOf` of the client's age and date checks. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
