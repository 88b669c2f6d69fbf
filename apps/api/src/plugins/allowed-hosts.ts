import type { FastifyInstance } from 'fastify';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema';

export const UNKNOWN_HOST_MESSAGE = 'Unknown host';
/** How often an unknown host may make the server read the sites' hosts again (a new site appears within it). */
const SITE_HOSTS_REFRESH_MS = 30_000;

export type AllowedHostsOptions = {
  /** PUBLIC_URL: its host is the store's own. */
  publicUrl: string;
  lifestyleHost: string;
  /** Outside production every `*.localhost` host is taken too (development sites, browser tests). */
  production: boolean;
  /** ALLOWED_HOSTS: more host names, comma-separated (a second public name, a proxy's). */
  extraHosts: string;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Only the store's hosts are answered (docs/decisions/0085): PUBLIC_URL's, the lifestyle host,
 * loopback, ALLOWED_HOSTS, the active and inactive default-domain sites of the sites table, and
 * outside production `*.localhost`. Any other Host answers 421 before any route runs, so a page
 * of another name resolved to this server (DNS rebinding) reads nothing, the local mailbox
 * included. The probes and the metrics answer every host: balancers and scrapers come by address.
 */
/** What a balancer or a metrics scraper asks for by the server's address (docs/decisions/0110). */
const BY_ADDRESS = new Set(['/healthz', '/readyz', '/metrics']);

export function registerAllowedHosts(app: FastifyInstance, db: Db, options: AllowedHostsOptions) {
  const fixed = new Set(
    ['localhost', '127.0.0.1', '[::1]', '::1', hostOf(options.publicUrl), options.lifestyleHost, ...options.extraHosts.split(',')]
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
  let siteHosts = new Set<string>();
  let readAt = -Infinity;
  const readSiteHosts = async () => {
    readAt = performance.now();
    const rows = await db.select({ domain: sites.domain }).from(sites).where(isNotNull(sites.domain));
    siteHosts = new Set(rows.map((row) => row.domain!.toLowerCase()));
  };
  const isAllowed = async (host: string) => {
    if (fixed.has(host) || (!options.production && host.endsWith('.localhost'))) return true;
    if (siteHosts.has(host)) return true;
    if (performance.now() - readAt < SITE_HOSTS_REFRESH_MS) return false;
    await readSiteHosts();
    return siteHosts.has(host);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (BY_ADDRESS.has(request.routeOptions.url ?? '')) return;
    if (await isAllowed(request.hostname.toLowerCase())) return;
    return reply.status(421).send({
      status: 'error',
      data: [{ target_element: 'host', error_message: UNKNOWN_HOST_MESSAGE }],
      message: UNKNOWN_HOST_MESSAGE,
    });
  });
}
