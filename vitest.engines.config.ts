import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The journeys in WebKit and Firefox (tests/engines/), against the export in out/: `npm run test:engines`. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    // Each file drives one engine: the two run side by side.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
