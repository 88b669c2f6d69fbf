import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { routePatterns, staffPageRole } from '@/config/paths';
import { cartAmountQuery } from '@/features/cart/api/get-cart-amount';
import { cartCountQuery } from '@/features/cart/api/get-cart-count';
import { menuQueriesOf } from '@/features/catalog/api/use-menu-categories';
import { checkLeadQuery } from '@/features/engagement/api/check-lead-information';
import { currentWebUrl, readDeviceId } from '@/features/engagement/device-id';
import { mayAskLocation } from '@/features/engagement/location-ask';
import { planCartQuery } from '@/lib/calls/get-plan-cart';
import { settingsMapOf, siteSettingsQuery } from '@/lib/calls/get-site-settings';
import { nextTask } from '@/lib/next-task';
import { preloadImage } from '@/lib/preload-image';
import { agentLandingInfoQuery } from '@/features/sites/api/get-agent-landing-info';
import { groupLandingInfoQuery } from '@/features/sites/api/get-group-landing-info';
import { composeBranding, resolveBrandingSource } from '@/features/sites/branding/compose-branding';
import type { StoredSession } from '@/lib/storage';
import { enrollmentIdOf } from '@/lib/use-enrollment-id';
import { cartEffectiveDatesQuery } from '@/features/cart/api/get-cart-effective-dates';
import { dynamicTabsQuery } from '@/features/enrollment/api/get-dynamic-tabs';
import { ethnicCategoriesQuery } from '@/features/enrollment/api/get-ethnic-category';
import { footerPlanQuery } from '@/features/sites/api/get-footer-plan';
import { ticketLinkQuery } from '@/features/sites/api/get-ticket-link';
import type { HostContext } from '@/features/sites/use-host-context';

/** The longest the first render of a page waits for its first answers; past it the page draws and they arrive as they come. */
export const FIRST_LOAD_WAIT_MS = 1500;

/**
 * The calls the store's shell (header, banners, footer) makes on every page's first render, with
 * the same query keys its components use: started together, before that render, so the page is
 * drawn once with them instead of once and then again for each answer (docs/decisions/0060).
 */
export function shellQueries(
  session: StoredSession,
  { host, hostKind }: HostContext,
  deviceId: string,
  pathname: string,
): FirstLoadPrefetch[] {
  const cartId = enrollmentIdOf(session.tempId);
  const menus = menuQueriesOf(session, hostKind === 'domain-site');
  const menu: FirstLoadPrefetch = menus.isGroupSite
    ? (client) => client.prefetchQuery(menus.group)
    : (client) => client.prefetchQuery(menus.common);
  const prefetches: FirstLoadPrefetch[] = [
    (client) => prefetchBranding(client, session, host, pathname),
    (client) => client.prefetchQuery(ticketLinkQuery()),
    (client) => client.prefetchQuery(footerPlanQuery()),
    menu,
  ];
  if (mayAskLocation(pathname)) {
    prefetches.push((client) =>
      client.prefetchQuery(checkLeadQuery({ device_id: deviceId, web_url: currentWebUrl(), agent_id: session.agentId })),
    );
  }
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

/**
 * The header's branding (site settings, and the rep's or group's landing info when the page is
 * theirs: useBranding's rules), then the logo it will show: requested as soon as it is known, not
 * once the header is drawn, since on most pages it is the largest thing painted first.
 */
async function prefetchBranding(client: QueryClient, session: StoredSession, host: string, pathname: string): Promise<void> {
  const source = resolveBrandingSource(session, staffPageRole(pathname));
  const [settings, agent, group] = await Promise.all([
    client.fetchQuery(siteSettingsQuery(host)),
    source.kind === 'agent' ? client.fetchQuery(agentLandingInfoQuery(source.agentId)) : undefined,
    source.kind === 'group' ? client.fetchQuery(groupLandingInfoQuery(source.groupId)) : undefined,
  ]);
  const { logoUrl } = composeBranding({ source, agent, group, settings: settingsMapOf(settings) });
  if (logoUrl) preloadImage(logoUrl);
}

/** One of the calls of a first load, started through the page's query client. */
export type FirstLoadPrefetch = (client: QueryClient) => Promise<void>;

/** The wizard's first step (features/enrollment/routes.ts), under an optional landing page. */
const PERSONAL_INFO_PATTERN = `${routePatterns.enrollment}/personal-info`;

/**
 * The first calls of the pages a shopper most often opens first (the cart, the wizard's first
 * step), the same way: each page's own query keys, for the session's cart. Not the plans list:
 * its categories drawn in the first render made that render longer than the render they saved
 * (docs/decisions/0060).
 */
export function pageQueries(pathname: string, session: StoredSession): FirstLoadPrefetch[] {
  const cartId = enrollmentIdOf(session.tempId);
  if (!cartId) return [];
  if (matchPath(routePatterns.cart, pathname)) return [(client) => client.prefetchQuery(cartEffectiveDatesQuery(cartId))];

  if (matchPath(PERSONAL_INFO_PATTERN, pathname)) {
    // Not the step's own fields: they are read again whenever the step opens (staleTime 0), and the
    // form drawn in the first render made that render one long task (docs/decisions/0060).
    return [(client) => client.prefetchQuery(dynamicTabsQuery(cartId)), (client) => client.prefetchQuery(ethnicCategoriesQuery())];
  }
  return [];
}

/**
 * Starts each call in a task of its own: building a call and its query, and the browser's own
 * `fetch`, cost a few milliseconds each, and the ten of a cart's first load in one task were one
 * long task after the first paint on a slow phone (docs/decisions/0077).
 */
async function startEachInATask(queryClient: QueryClient, queries: FirstLoadPrefetch[]): Promise<void> {
  const settled: Promise<void>[] = [];
  for (const [index, prefetch] of queries.entries()) {
    if (index > 0) await nextTask();
    // A failed call is left to its component to show; caught at once, not after the later calls start.
    settled.push(prefetch(queryClient).catch(() => undefined));
  }
  await Promise.all(settled);
}

/**
 * Fetches a first load's answers, the shell's and the page's, all started within a few tasks,
 * waiting at most `waitMs` from the first.
 */
export async function prefetchFirstLoad(
  queryClient: QueryClient,
  {
    pathname,
    session,
    host,
    waitMs = FIRST_LOAD_WAIT_MS,
  }: { pathname: string; session: StoredSession; host: HostContext; waitMs?: number },
): Promise<void> {
  const queries = [...shellQueries(session, host, readDeviceId(), pathname), ...pageQueries(pathname, session)];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([startEachInATask(queryClient, queries), waited]);
  clearTimeout(timer);
}
