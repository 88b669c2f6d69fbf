import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://localhost:3000';
/**
 * Paths the API answers (`/assets` holds the seed's logos and images); in development Vite
 * forwards them, keeping the Host header so the API can tell sites apart by host.
 */
const API_PATHS = ['/api', '/service', '/recommendation', '/healthz', '/docs', '/assets'];

export default defineConfig({
  plugins: [
    react(),
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
          ],
        },
      },
    },
  },
});
