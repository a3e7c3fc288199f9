/*
 * Builds the site twice more for the end-to-end tests and serves both as a static host would:
 * from hostile content (texts that try to run code) on the first port, and under the base path
 * /silk, with paginated lists, on the second. The builds run one after the other: they share
 * the picture cache.
 * `tsx tests/e2e/servers/variant-builds.ts <hostile port> <base path port>`
 */
import httpServer from 'http-server';
import { BASE_PATH_BUILD, buildVariant, HOSTILE_BUILD } from './test-servers';

const [hostilePort = '4174', basePathPort = '4176'] = process.argv.slice(2);

for (const build of [HOSTILE_BUILD, BASE_PATH_BUILD]) await buildVariant(build);

httpServer.createServer({ root: HOSTILE_BUILD.root, cache: -1, showDir: 'false' }).listen(Number(hostilePort), '127.0.0.1');
httpServer.createServer({ root: BASE_PATH_BUILD.root, cache: -1, showDir: 'false' }).listen(Number(basePathPort), '127.0.0.1');
