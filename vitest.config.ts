import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `@/` imports of tsconfig.json.
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
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Several tests run the project's scripts as an editor would, a process each: on a busy
    // two-core machine four of them take longer than the default five seconds.
    testTimeout: 30_000,
    // A file per core. Vitest keeps one core for itself by default, but its own process idles
    // while the tests run (docs/measured-choices.md).
    maxWorkers: availableParallelism(),
  },
});
