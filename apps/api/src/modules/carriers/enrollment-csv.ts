/**
 * The same enrollments as the 834, as a spreadsheet for carriers that take one (docs/decisions/0054):
 * one row per person per plan, the subscriber first, then the dependents the plan's tier covers.
 */
import { coveredDependents, type Coverage, type Person, type Subscriber } from './enrollment-file';

export const CSV_COLUMNS = [
  'subscriber_id',
  'relationship',
  'last_name',
  'first_name',
  'middle_name',
  'ssn',
  'birth_date',
  'gender',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'plan_code',
  'plan_name',
  'coverage_tier',
  'effective_date',
  'policy_number',
] as const;

const GENDER: Record<string, string> = { '0': 'M', '1': 'F' };

/**
 * One CSV cell (RFC 4180 quoting). A typed value starting like a formula (= + - @) gets a leading
 * apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function row(subscriber: Subscriber, person: Person, relationship: string, coverage: Coverage): string {
  const address = relationship === 'self' ? subscriber : undefined;
  return [
    subscriber.memberId,
    relationship,
    person.lastName,
    person.firstName,
    person.middleName,
    person.ssn,
    person.birthdate,
    GENDER[person.gender] ?? 'U',
    address?.address1,
    address?.address2,
    address?.city,
    address?.state,
    address?.zip,
    address?.phone,
    address?.email,
    coverage.planCode,
    coverage.planName,
    coverage.tier,
    coverage.effectiveDate,
    coverage.policyId,
  ]
    .map(csvCell)
    .join(',');
}

/** The CSV text: a header line, then the rows, CRLF line ends. */
export function writeEnrollmentCsv(subscribers: readonly Subscriber[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const subscriber of subscribers) {
    for (const coverage of subscriber.coverages) {
      lines.push(row(subscriber, subscriber, 'self', coverage));
      for (const dependent of coveredDependents(coverage.tier, subscriber.dependents))
        lines.push(row(subscriber, dependent, dependent.relationship, coverage));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
