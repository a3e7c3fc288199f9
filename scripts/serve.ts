/*
 * `npm run serve`: serves an exported site as a static host would (scripts/lib/serving/static-server.ts),
 * on 127.0.0.1, until stopped.
 * `tsx scripts/serve.ts [folder, default out] [port, default 3000]`
 */
import { serveStatic } from './lib/serving/static-server';

const [root = 'out', port = '3000'] = process.argv.slice(2);
const { origin } = await serveStatic(root, { port: Number(port) });
console.log(`Serving ${root}/ at ${origin}/ (Ctrl-C stops it)`);
