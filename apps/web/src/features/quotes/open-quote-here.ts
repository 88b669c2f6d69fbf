import type { ClaimedQuoteView, OpenType, QuoteView } from '@benefit-store/domain';
import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';
import { openQuote } from './api/open-quote';

/** The quoted enrollment, now this browser's, with its rep, group and portal: the store then shows their branding and menu. */
export interface ClaimedQuote {
  readOnly: false;
  enrollmentId: string;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  /** Whose branding the store shows, as the quote e-mail did: the rep's for a rep's quote, the group's for a group's. */
  openType: OpenType | null;
  quote: ClaimedQuoteView;
}

/** A link already claimed by another browser, or older than 30 days: the quote to look at. */
export interface ReadOnlyQuote {
  readOnly: true;
  quote: QuoteView;
}

export type OpenedQuote = ClaimedQuote | ReadOnlyQuote;

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Opens a quote link in this browser (DESIGN §3 "Quote links"): the first opener claims the
 * enrollment (the server binds it to this browser's session token, which came with the page), and
 * the quote's rep, group and portal are read back; any later opener gets the quote read-only.
 */
export async function openQuoteHere(token: string, signal?: AbortSignal): Promise<OpenedQuote> {
  const opened = await openQuote(token, signal);
  if (opened.read_only) return { readOnly: true, quote: opened.quote };
  const enrollmentId = opened.enrollment_id;
  const read = async (column: 'agent_id' | 'group_id' | 'portal_id') => {
    try {
      return idOf((await getEnrollmentTempInfo(enrollmentId, column)).result);
    } catch {
      return null;
    }
  };
  const [agent, group, portal, eprocess] = await Promise.all([
    read('agent_id'),
    read('group_id'),
    read('portal_id'),
    getEnrollmentTempInfo(enrollmentId, 'eprocess').then(
      (data) => data.result,
      () => null,
    ),
  ]);
  return {
    readOnly: false,
    enrollmentId,
    agentId: agent,
    groupId: group,
    portalId: portal,
    openType: openTypeOfSender(eprocess, agent),
    quote: opened.quote,
  };
}

/** The e-mail carried the rep's branding in a rep's process and the group's in a group's (the server's enrollmentBrand). */
function openTypeOfSender(eprocess: unknown, agentId: number | null): OpenType | null {
  if (eprocess === 'group') return 'group';
  if (eprocess === 'rep' && agentId !== null) return 'agent';
  return null;
}
