import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Env } from '../env';
import { isApiRequest } from './errors';
import { pagesWithPreloads } from './page-preloads';

const assetsDir = fileURLToPath(new URL('../../assets', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Built files under assets/ carry their content hash in the name, so a changed file is a new URL. */
const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files of the build (favicon) may change with a release: kept briefly. */
const PLAIN_FILE_CACHE = 'public, max-age=3600';

export const webFileCaching = (pathInBuild: string) => (pathInBuild.startsWith(`assets${sep}`) ? HASHED_FILE_CACHE : PLAIN_FILE_CACHE);

const PAGE_ENCODINGS = ['br', 'gzip'];

/**
 * The web app's page in each encoding, made once at start: a not-found handler is not a route, so
 * the compression plugin never sees it.
 */
const compressedOnce = (html: string) => ({
  identity: html,
  br: brotliCompressSync(html),
  gzip: gzipSync(html, { level: 9 }),
});

/** A built file's or an image's path: a miss is answered 404 without the app's page. */
const looksLikeAFile = (pathname: string) => pathname.startsWith('/assets/');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves plan logos and site images, the built web app, and the SPA fallback. The client key and
 * the lifestyle host are injected into index.html so one build serves any configuration.
 */
export async function registerWebApp(app: FastifyInstance, env: Env, isAppPage: (pathname: string) => Promise<boolean>) {
  // Each folder of apps/api/assets (logos, site, branding) is served under /assets/<folder>/;
  // the web build's own /assets/*.js files stay at the root prefix.
  const folders = readdirSync(assetsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const folder of folders) {
    await app.register(fastifyStatic, {
      root: resolve(assetsDir, folder),
      prefix: `/assets/${folder}/`,
      decorateReply: false,
      maxAge: '1d',
      // Logos and site images also appear in e-mails read on other origins (webmail).
      setHeaders: (res) => {
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  const webDist = resolve(env.WEB_DIST ?? defaultWebDist);
  const indexFile = resolve(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: false,
      // The build writes .br and .gz copies beside each text file (vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', webFileCaching(relative(webDist, path)));
      },
    });
  }
  const indexHtml = hasWeb
    ? readFileSync(indexFile, 'utf8').replace(
        '<head>',
        `<head>\n    <meta name="api-client-key" content="${escapeAttr(env.API_CLIENT_KEY)}" />\n    <meta name="lifestyle-host" content="${escapeAttr(env.LIFESTYLE_HOST)}" />`,
      )
    : '<!doctype html><title>Benefit Store</title><p>The web app is not built. Run <code>npm start</code>.</p>';

  const plainPage = compressedOnce(indexHtml);
  // Paths whose page modules the build names (page-preloads.ts); every other path gets index.html as it is.
  const pagesByPath = hasWeb
    ? pagesWithPreloads(webDist, indexHtml).map(({ html, matches }) => ({ page: compressedOnce(html), matches }))
    : [];
  const pageFor = (pathname: string) => {
    return pagesByPath.find(({ matches }) => matches(pathname))?.page ?? plainPage;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (isApiRequest(request) || request.method !== 'GET' || looksLikeAFile(pathname)) {
      return reply.status(404).send({
        status: 'error',
        data: [{ target_element: 'request', error_message: 'Not found' }],
        message: 'Not found',
      });
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS);
    const page = pageFor(pathname);
    // A path that is none of the app's pages is not found (docs/decisions/0110); a person still sees the app, which says so.
    reply
      .status((await isAppPage(pathname)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(page[encoding]);
    return reply.send(page.identity);
  });
}
