/** `npm run audit`: which entries of the audit log to print, and how (docs/decisions/0048). With --member, the carrier
 * files that sent the member's SSN are among the lines. */
import { isIsoDate, storeDay } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { listAuditEntries, listCarrierFilesSent, type AuditEntry, type CarrierFileSent } from './audit.repository';

export const AUDIT_USAGE = `Usage:
  npm run audit -- --member <member id>
  npm run audit -- --from YYYY-MM-DD --to YYYY-MM-DD
(both together narrow to the member's entries in those days; days are the store's, US Eastern)`;

export type AuditQuery = { memberId?: string; from?: string; to?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** The command's options, or the message saying what is wrong with them. */
export function parseAuditArgs(args: readonly string[]): { query: AuditQuery } | { error: string } {
  const query: AuditQuery = {};
  for (let index = 0; index < args.length; index += 2) {
    const [option, value] = [args[index], args[index + 1]];
    if (value === undefined || value.startsWith('--')) return { error: `${option} needs a value` };
    if (option === '--member') {
      if (!UUID.test(value)) return { error: `--member needs a member id (a UUID such as 3f0c…-…), not "${value}"` };
      query.memberId = value.toLowerCase();
    } else if (option === '--from' || option === '--to') {
      if (!isIsoDate(value)) return { error: `${option} needs a date written YYYY-MM-DD, not "${value}"` };
      query[option === '--from' ? 'from' : 'to'] = value;
    } else return { error: `Unknown option ${option}` };
  }
  if ((query.from === undefined) !== (query.to === undefined)) return { error: 'Give both --from and --to' };
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) return { error: '--from must not be after --to' };
  if (query.memberId === undefined && query.from === undefined) return { error: 'Give --member, or --from and --to' };
  return { query };
}

/** One line: when, what, who (a browser by the start of its token's hash), which enrollment and member, which call. */
export function formatAuditEntry(entry: AuditEntry): string {
  const actor = entry.actorKind === 'staff' ? entry.actorId : entry.actorId.slice(0, 16);
  return [
    entry.at.toISOString(),
    entry.action,
    entry.subject,
    `actor=${entry.actorKind}:${actor}`,
    `enrollment=${entry.enrollmentId ?? '-'}`,
    `member=${entry.memberId ?? '-'}`,
    ...(entry.scope ? [`list=${entry.scope}`] : []),
    `call=${entry.call}`,
  ].join(' ');
}

/** One line for a carrier file that sent the member: their SSN and details left the store in it. */
export function formatCarrierFile(file: CarrierFileSent): string {
  return [
    file.at.toISOString(),
    'sent',
    'ssn',
    `actor=command:${file.ranBy}`,
    'enrollment=-',
    `member=${file.memberId}`,
    `carrier=${file.carrierCode}`,
    `format=${file.format}`,
    `policies=${file.policies}`,
    `file=${file.fileName}`,
    `sha256=${file.fileSha256}`,
  ].join(' ');
}

/** The matching entries as lines, oldest first, with a member's carrier files among them. Store days: the database is asked a day wider on each side, the days are then cut exactly. */
export async function auditLines(db: DbOrTx, query: AuditQuery): Promise<string[]> {
  const range =
    query.from !== undefined && query.to !== undefined
      ? { from: new Date(Date.parse(query.from) - DAY_MS), to: new Date(Date.parse(query.to) + 2 * DAY_MS) }
      : {};
  const entries = await listAuditEntries(db, { memberId: query.memberId, ...range });
  const files = query.memberId === undefined ? [] : await listCarrierFilesSent(db, { memberId: query.memberId, ...range });
  const inDays = ({ at }: { at: Date }) =>
    query.from === undefined || query.to === undefined || (storeDay(at) >= query.from && storeDay(at) <= query.to);
  const lines = [
    ...entries.filter(inDays).map((entry) => ({ at: entry.at, line: formatAuditEntry(entry) })),
    ...files.filter(inDays).map((file) => ({ at: file.at, line: formatCarrierFile(file) })),
  ];
  // Oldest first; the sort is stable, so entries of one instant keep their order.
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ line }) => line);
}
