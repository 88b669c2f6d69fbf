import { isApiError } from '@/lib/api-client';
import { getEnrollmentTempInfo } from './api/get-enrollment-temp-info';
import { openQuote } from './api/open-quote';

/** The quoted enrollment's rep, group and portal: the cart then opens with their branding and menu. */
export interface OpenedQuote {
  enrollmentId: string;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
}

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Opens a quote link in this browser. The server binds the enrollment to the browser cookie the
 * call carried; a browser that arrives by the link has no cookie yet, and the page's first calls
 * each get one, the last to answer winning. So the binding is checked by reading the enrollment
 * back, and made again (once the first calls have answered) when it went to a cookie the
 * browser no longer holds.
 */
export async function openQuoteHere(token: string, signal?: AbortSignal): Promise<OpenedQuote> {
  for (let attempt = 1; ; attempt += 1) {
    const { enrollment_id: enrollmentId } = await openQuote(token, signal);
    try {
      const agent = await getEnrollmentTempInfo(enrollmentId, 'agent_id');
      const [group, portal] = await Promise.allSettled([
        getEnrollmentTempInfo(enrollmentId, 'group_id'),
        getEnrollmentTempInfo(enrollmentId, 'portal_id'),
      ]);
      return {
        enrollmentId,
        agentId: idOf(agent.result),
        groupId: group.status === 'fulfilled' ? idOf(group.value.result) : null,
        portalId: portal.status === 'fulfilled' ? idOf(portal.value.result) : null,
      };
    } catch (error) {
      const isUnbound = isApiError(error) && error.status === 404;
      if (!isUnbound) return { enrollmentId, agentId: null, groupId: null, portalId: null };
      if (attempt >= ATTEMPTS) throw error;
      await wait(RETRY_DELAY_MS);
    }
  }
}
