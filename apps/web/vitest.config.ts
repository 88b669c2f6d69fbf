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
    // A form test in jsdom takes up to about 4 s while `npm test` runs the API suite beside it on
    // two cores; Vitest's default 5 s left too little room. A timeout is not an assertion.
    testTimeout: 15_000,
  },
});
