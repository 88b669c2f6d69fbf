import { APP_ROUTE_SEGMENTS, STARTUP_ROUTE_SEGMENTS, type StartupRouteSegment } from '@/config/paths';

/**
 * How a host is treated (DESIGN §3 Hosts): the lifestyle brand host, a host of the normal flow
 * (localhost, 127.0.0.1, qa.*, enroll.*), or a default-domain site looked up by host name.
 */
export type HostKind = 'lifestyle' | 'normal' | 'domain-site';

/** What the entry route asks start-up to do besides the host's own step. */
export type StartupRoute =
  | { kind: 'plain' }
  | { kind: 'referral'; referralId: string | null }
  | { kind: 'external'; siteName: string | null }
  | { kind: 'website'; landingPage: string | null; isElevate: boolean }
  | { kind: 'clear-storage' };

export interface StartupMode {
  host: string;
  hostKind: HostKind;
  /** The optional `/:landing` prefix: a rep's or group's landing page name. */
  landingPage: string | null;
  route: StartupRoute;
}

export interface ResolveStartupModeInput {
  host: string;
  pathname: string;
  search: string;
  lifestyleHost: string;
}

const NORMAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const NORMAL_HOST_PREFIXES = ['qa.', 'enroll.'];
/** The elevate group's website entry also stores the elevate portal (spec 000 §4). */
const ELEVATE_LANDING_PAGE = 'elevate';

export function classifyHost(host: string, lifestyleHost: string): HostKind {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === lifestyleHost.trim().toLowerCase()) return 'lifestyle';
  if (!name || NORMAL_HOSTS.has(name) || NORMAL_HOST_PREFIXES.some((prefix) => name.startsWith(prefix))) {
    return 'normal';
  }
  return 'domain-site';
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isStartupSegment(segment: string | undefined): segment is StartupRouteSegment {
  return (STARTUP_ROUTE_SEGMENTS as readonly string[]).includes(segment ?? '');
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function routeFor(segment: StartupRouteSegment, params: URLSearchParams): StartupRoute {
  switch (segment) {
    case 'referrals':
      return { kind: 'referral', referralId: nonEmpty(params.get('rid')) };
    case 'external':
      return { kind: 'external', siteName: nonEmpty(params.get('site')) };
    case 'websites': {
      const landingPage = nonEmpty(params.get('group'));
      return { kind: 'website', landingPage, isElevate: landingPage?.toLowerCase() === ELEVATE_LANDING_PAGE };
    }
    case 'continue-enrollment':
    case 'direct-continue':
      return { kind: 'clear-storage' };
  }
}

/**
 * Start-up picks its mode by host and route (spec 000 §1, §4): the host decides the session's
 * owner (lifestyle default group, a default-domain site, or nothing), the first path segment a
 * landing page, and the entry route (referral, external site, website, resume) its own step.
 */
export function resolveStartupMode({ host, pathname, search, lifestyleHost }: ResolveStartupModeInput): StartupMode {
  const hostKind = classifyHost(host, lifestyleHost);
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const params = new URLSearchParams(search);
  const [first, second] = segments;

  let landingPage: string | null = null;
  let routeSegment: string | undefined = first;
  if (first !== undefined && !APP_ROUTE_SEGMENTS.has(first)) {
    landingPage = first;
    routeSegment = second;
  }

  const route: StartupRoute = isStartupSegment(routeSegment) ? routeFor(routeSegment, params) : { kind: 'plain' };
  return { host: host.trim().toLowerCase(), hostKind, landingPage, route };
}

/** Two URLs with the same key need no second start-up (navigation inside the app). */
export function startupKey(mode: StartupMode): string {
  return JSON.stringify(mode);
}
