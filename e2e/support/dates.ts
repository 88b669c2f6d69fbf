/**
 * A date of birth (mm/dd/yyyy) that makes a person `age` today and still on every effective date a
 * cart offers (the birthday four months past; effective dates are at most 60 days ahead): an age
 * rule or a price that follows the age then gives the same answer whichever day the test runs.
 */
export function birthdateAged(age: number, today = new Date()): string {
  const birth = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 4, 10));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(birth.getUTCMonth() + 1)}/${pad(birth.getUTCDate())}/${birth.getUTCFullYear()}`;
}
