import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadPreloads, mantineIdWithoutRerender, mantineScrollAreaOwnRefs, zodWithoutJsonSchema } from './build-plugins';
import { FIRST_LOAD_PAGES } from './src/config/first-load-pages';

const API_ORIGIN = 'http://localhost:3000';
/**
 * Paths the API answers (`/assets` holds the seed's logos and images); in development Vite
 * forwards them, keeping the Host header so the API can tell sites apart by host.
 */
const API_PATHS = ['/api', '/service', '/recommendation', '/healthz', '/docs', '/assets'];

/**
 * Preloads the body font from the page itself: otherwise the browser finds it only once the app
 * has rendered text, and the text is drawn twice (fallback, then Inter), shifting the layout.
 */
function preloadFont(file: RegExp): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => file.test(name));
        if (!font) throw new Error(`preload-font: no built file matches ${String(file)}`);
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    mantineScrollAreaOwnRefs(),
    mantineIdWithoutRerender(),
    preloadFont(/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    firstLoadPreloads(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''), FIRST_LOAD_PAGES),
    // Brotli and gzip copies of every text file beside it; the API sends the one the browser
    // accepts (plugins/web-app.ts, preCompressed) without compressing on each request.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|svg|json|html)$/, threshold: 1024 }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    allowedHosts: ['.localhost'],
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases. Only
        // libraries the landing page loads whole are grouped; Mantine is not, so each page brings the
        // components it uses (docs/decisions/0059).
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            // Zod's jitless setting travels with Zod, so it is set before any chunk builds a schema (src/lib/zod-jitless.ts).
            { name: 'vendor-data', test: /node_modules[\\/](zod|@tanstack)[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/ },
            // Everything else the first page needs in one file: otherwise the modules it shares with later
            // chunks arrive as a dozen small files, each a round trip on a phone's slow line (docs/decisions/0060).
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
