import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // One module graph and one jsdom window for every file (docs/decisions/0107): a file set up its
    // own window and imported React, Mantine and the app afresh in about 2.4 s, more than its tests
    // took. The setup file empties storage and the caches' memory copies after each test, and
    // vitest puts back every stubbed global (fetch, Image).
    isolate: false,
    unstubGlobals: true,
    // A form test in jsdom takes up to about 4 s while `npm test` runs the API suite beside it on
    // two cores; Vitest's default 5 s left too little room. A timeout is not an assertion.
    testTimeout: 15_000,
  },
});
