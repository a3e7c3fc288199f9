/*
 * Builds the site twice more for the end-to-end tests and serves both as a static host would:
 * from hostile content (texts that try to run code) on the first port, and under the base path
 * /silk, with paginated lists, on the second. The builds run one after the other: they share
 * the picture cache.
 * `tsx tests/e2e/servers/variant-builds.ts <hostile port> <base path port>`
 */
import { serveStatic } from '@/scripts/lib/serving/static-server';
import { BASE_PATH, BASE_PATH_BUILD, buildVariant, HOSTILE_BUILD } from './test-servers';

const [hostilePort = '4174', basePathPort = '4176'] = process.argv.slice(2);

for (const build of [HOSTILE_BUILD, BASE_PATH_BUILD]) await buildVariant(build);

await serveStatic(HOSTILE_BUILD.outDir, { port: Number(hostilePort) });
await serveStatic(BASE_PATH_BUILD.outDir, { port: Number(basePathPort), basePath: BASE_PATH });
