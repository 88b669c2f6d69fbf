import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';
import { openQuote } from './api/open-quote';

/** The quoted enrollment's rep, group and portal: the cart then opens with their branding and menu. */
export interface OpenedQuote {
  enrollmentId: string;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Opens a quote link in this browser: the server binds the enrollment to this browser's session
 * token (which came with the page), then the quote's rep, group and portal are read back.
 */
export async function openQuoteHere(token: string, signal?: AbortSignal): Promise<OpenedQuote> {
  const { enrollment_id: enrollmentId } = await openQuote(token, signal);
  const read = async (column: 'agent_id' | 'group_id' | 'portal_id') => {
    try {
      return idOf((await getEnrollmentTempInfo(enrollmentId, column)).result);
    } catch {
      return null;
    }
  };
  const [agent, group, portal] = await Promise.all([read('agent_id'), read('group_id'), read('portal_id')]);
  return { enrollmentId, agentId: agent, groupId: group, portalId: portal };
}
