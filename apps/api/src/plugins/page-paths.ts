import { PAGE_PATTERNS, routePatterns } from '@benefit-store/domain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a pattern found in a path: null when it does not match; `landing` when it took a landing page's name. */
export type PatternMatch = { landing?: string } | null;

/**
 * A matcher for one of the router's patterns as React Router reads it: `:name` is one segment,
 * `:name?` an optional one, `*` the rest of the path; letters match in any case and a trailing
 * slash is allowed.
 */
export function patternMatcher(pattern: string): (pathname: string) => PatternMatch {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === ':landing?') return '(?:/(?<landing>[^/]+))?';
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  const expression = new RegExp(`^${source}/?$`, 'i');
  return (pathname) => {
    const match = expression.exec(pathname);
    if (!match) return null;
    const landing = match.groups?.landing;
    return landing === undefined ? {} : { landing: decodeSegment(landing) };
  };
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** How long a landing page's existence is remembered: a page made by staff shows within a minute; a scanner's guesses cost one query each per ten seconds. */
const KNOWN_FOR_MS = 60_000;
const UNKNOWN_FOR_MS = 10_000;
const MOST_REMEMBERED = 2_000;

/**
 * Whether a path is one of the app's pages (docs/decisions/0110): a route pattern matches it, and
 * when the path begins with a landing page's name (`/jsmith/plans`), that landing page exists.
 * Every other path is not found, so a probe or a crawler asking for `/metrics` or `/wp-admin` gets
 * 404, not the app's page with 200.
 */
export function appPagePaths(isLandingPage: (name: string) => Promise<boolean>, now: () => number = Date.now) {
  const matchers = PAGE_PATTERNS.filter((pattern) => pattern !== routePatterns.notFound).map(patternMatcher);
  const remembered = new Map<string, { exists: boolean; until: number }>();
  const landingExists = async (name: string) => {
    const key = name.toLowerCase();
    const known = remembered.get(key);
    if (known && known.until > now()) return known.exists;
    const exists = await isLandingPage(name);
    if (remembered.size >= MOST_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, { exists, until: now() + (exists ? KNOWN_FOR_MS : UNKNOWN_FOR_MS) });
    return exists;
  };
  return async function isAppPage(pathname: string): Promise<boolean> {
    const landings = new Set<string>();
    for (const matches of matchers) {
      const match = matches(pathname);
      if (!match) continue;
      if (match.landing === undefined) return true;
      landings.add(match.landing);
    }
    for (const landing of landings) if (await landingExists(landing)) return true;
    return false;
  };
}
