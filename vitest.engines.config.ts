import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The journeys in WebKit and Firefox (tests/engines/), against the export in out/: `npm run test:engines`. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // The modules for the server alone import 'server-only', which throws outside React's server
      // condition. The tests take its empty module, as Next's server build does: the condition
      // itself would also give them React's server build, without react-dom/server.
      'server-only': fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    // Each file drives one engine: the two run side by side.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
