import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Env } from '../env';
import { isApiPath } from './errors';

const assetsDir = fileURLToPath(new URL('../../assets', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves plan logos and site images, the built web app, and the SPA fallback. The client key and
 * the lifestyle host are injected into index.html so one build serves any configuration.
 */
export async function registerWebApp(app: FastifyInstance, env: Env) {
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
    await app.register(fastifyStatic, { root: webDist, prefix: '/', index: false, wildcard: false, decorateReply: false });
  }
  const indexHtml = hasWeb
    ? readFileSync(indexFile, 'utf8').replace(
        '<head>',
        `<head>\n    <meta name="api-client-key" content="${escapeAttr(env.API_CLIENT_KEY)}" />\n    <meta name="lifestyle-host" content="${escapeAttr(env.LIFESTYLE_HOST)}" />`,
      )
    : '<!doctype html><title>Benefit Store</title><p>The web app is not built. Run <code>npm start</code>.</p>';

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return reply.status(404).send({
        status: 'error',
        data: [{ target_element: 'request', error_message: 'Not found' }],
        message: 'Not found',
      });
    }
    return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
