import { EnrollmentIdSchema } from '@benefit-store/domain';
import type { QueryClient } from '@tanstack/react-query';
import { cartAmountQuery } from '@/features/cart/api/get-cart-amount';
import { cartCountQuery } from '@/features/cart/api/get-cart-count';
import { commonMenuQuery } from '@/features/catalog/api/get-common-menu';
import { groupMenuQuery } from '@/features/catalog/api/get-group-menu';
import { checkLeadQuery } from '@/features/engagement/api/check-lead-information';
import { currentWebUrl, readDeviceId } from '@/features/engagement/device-id';
import { planCartQuery } from '@/lib/calls/get-plan-cart';
import { siteSettingsQuery } from '@/lib/calls/get-site-settings';
import type { StoredSession } from '@/lib/storage';
import { footerPlanQuery } from '@/features/sites/api/get-footer-plan';
import { ticketLinkQuery } from '@/features/sites/api/get-ticket-link';
import type { HostContext } from '@/features/sites/use-host-context';

/** The longest the first render of a page waits for its shell's answers; past it the page draws and they arrive as they come. */
export const SHELL_WAIT_MS = 1500;

/**
 * The calls the store's shell (header, banners, footer) makes on every page's first render, with
 * the same query keys its components use: started together, before that render, so the page is
 * drawn once with them instead of once and then again for each answer (docs/decisions/0060).
 */
export function shellQueries(session: StoredSession, { host, hostKind }: HostContext, deviceId: string): ShellPrefetch[] {
  const isGroupSite = hostKind === 'domain-site' && session.groupId !== null;
  const cartId = EnrollmentIdSchema.safeParse(session.tempId).success ? session.tempId : null;
  const menu: ShellPrefetch = isGroupSite
    ? (client) => client.prefetchQuery(groupMenuQuery({ group_id: session.groupId ?? 0, from_site: session.fromSite }))
    : (client) =>
        client.prefetchQuery(
          commonMenuQuery({
            agent_id: session.agentId,
            group_id: session.groupId,
            portal_id: session.portalId,
            eprocess: session.eprocess,
            open_type: session.openType,
          }),
        );
  const prefetches: ShellPrefetch[] = [
    (client) => client.prefetchQuery(siteSettingsQuery(host)),
    (client) => client.prefetchQuery(ticketLinkQuery()),
    (client) => client.prefetchQuery(footerPlanQuery()),
    menu,
    (client) => client.prefetchQuery(checkLeadQuery({ device_id: deviceId, web_url: currentWebUrl(), agent_id: session.agentId })),
  ];
  if (cartId) {
    prefetches.push(
      (client) => client.prefetchQuery(cartCountQuery(cartId)),
      (client) => client.prefetchQuery(cartAmountQuery(cartId)),
      // The cart's plans: the plans, cart and enrollment pages all begin from them.
      (client) => client.prefetchQuery(planCartQuery(cartId)),
    );
  }
  return prefetches;
}

/** One of the shell's calls, started through the page's query client. */
export type ShellPrefetch = (client: QueryClient) => Promise<void>;

/** Fetches the shell's answers (a failed call is left to its component to show), waiting at most `waitMs`. */
export async function prefetchShell(
  queryClient: QueryClient,
  { session, host, waitMs = SHELL_WAIT_MS }: { session: StoredSession; host: HostContext; waitMs?: number },
): Promise<void> {
  const queries = shellQueries(session, host, readDeviceId());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.allSettled(queries.map((prefetch) => prefetch(queryClient))), waited]);
  clearTimeout(timer);
}
