import type { EnrollFromQuoteData } from '@benefit-store/domain';
import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';
import { storage } from '@/lib/storage';
import { enrollFromQuote } from './api/enroll-from-quote';

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * "Enroll now" on a quote (DESIGN §3 "Quote links"): the server starts a new enrollment bound to
 * this browser with the quoted plans; its id and its rep, group and portal are stored as the
 * finder stores a new enrollment's, so the cart and the store's branding follow.
 */
export async function enrollFromQuoteHere(token: string, dob: string): Promise<EnrollFromQuoteData> {
  const started = await enrollFromQuote(token, dob);
  const enrollmentId = started.enrollment_id;
  const read = async (column: 'agent_id' | 'group_id' | 'portal_id') => {
    try {
      return idOf((await getEnrollmentTempInfo(enrollmentId, column)).result);
    } catch {
      return null;
    }
  };
  const [agentId, groupId, portalId] = await Promise.all([read('agent_id'), read('group_id'), read('portal_id')]);
  storage.set('tempId', enrollmentId);
  storage.set('isFilterDataSubmitted', 'true');
  if (agentId !== null) storage.set('agent_id', agentId);
  if (groupId !== null) storage.set('group_id', groupId);
  if (portalId !== null) storage.set('portal_id', portalId);
  // The store shows the branding the quote carried: the group's for a group's quote, else the rep's.
  if (groupId !== null) storage.set('open_type', 'group');
  else if (agentId !== null) storage.set('open_type', 'agent');
  return started;
}
