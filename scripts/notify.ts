/*
 * `npm run notify [-- --dry-run]`, after a deploy: tells search engines which pages are new or
 * changed since the last build they were told about. It compares the build's out.pages.json
 * (scripts/lib/notify/page-manifest.ts) with the copy kept when the engines last took a list
 * (.notify/notified-pages.json, which the deploy workflow restores and saves), sends the new and
 * changed canonical addresses of both languages to IndexNow (INDEXNOW_KEY) and to Baidu
 * (BAIDU_PUSH_TOKEN), and keeps this build's manifest as the new copy. An engine without its key or
 * token is skipped with one line. Any failure is one line and exit status 1, and the copy is left
 * as it was, so that the next run sends the same addresses again. `--dry-run` prints what would be
 * sent, and sends nothing.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '@/app/_config/env';
import { manifestFile, readPageManifest, writePageManifest } from './lib/notify/page-manifest';
import { SubmissionError, submitToBaidu, submitToIndexNow } from './lib/notify/search-engines';

const NOTIFIED = '.notify/notified-pages.json';

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, notified: { type: 'string', default: NOTIFIED } },
});
const dryRun = values['dry-run'];

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  const built = manifestFile(readEnv('OUT_DIR'));
  const manifest = await readPageManifest(built);
  if (!manifest) stop(`No ${path.relative('.', built)}: run \`npm run build\` first (a build with NOINDEX=true has nothing to tell).`);
  const notified = await readPageManifest(values.notified);
  const addresses = Object.keys(manifest.pages);
  const fresh = addresses.filter((address) => notified?.pages[address] === undefined);
  const changed = addresses.filter(
    (address) => notified?.pages[address] !== undefined && notified.pages[address] !== manifest.pages[address],
  );
  const toSend = [...fresh, ...changed];
  console.log(
    notified
      ? `${fresh.length} new and ${changed.length} changed pages since the last notified build, ${addresses.length - toSend.length} unchanged.`
      : `No earlier notification (${values.notified}): all ${addresses.length} pages are new.`,
  );

  const key = readEnv('INDEXNOW_KEY');
  const token = readEnv('BAIDU_PUSH_TOKEN');
  // Baidu knows the site by its origin, as verified on ziyuan.baidu.com.
  const site = readEnv('SITE_URL') ?? new URL(manifest.root).origin;
  const indexNow = { endpoint: readEnv('INDEXNOW_ENDPOINT'), root: manifest.root };
  const baidu = { endpoint: readEnv('BAIDU_PUSH_ENDPOINT'), site };
  /** Each engine with its key or token: its name, where it is sent, and how it is sent and reported. */
  const engines = [
    ...(key
      ? [
          {
            name: 'IndexNow',
            endpoint: indexNow.endpoint,
            send: async () => console.log(`IndexNow: took ${await submitToIndexNow(toSend, { ...indexNow, key })} addresses.`),
          },
        ]
      : []),
    ...(token
      ? [
          {
            name: 'Baidu',
            endpoint: baidu.endpoint,
            send: async () => {
              const report = await submitToBaidu(toSend, { ...baidu, token });
              console.log(`Baidu: took ${report.success} addresses; ${report.remain} more may be sent today.`);
              for (const address of report.notSameSite) console.log(`  not of the site ${site}: ${address}`);
              for (const address of report.notValid) console.log(`  not valid: ${address}`);
            },
          },
        ]
      : []),
  ];
  if (!key) console.log('IndexNow: skipped, no INDEXNOW_KEY.');
  if (!token) console.log('Baidu: skipped, no BAIDU_PUSH_TOKEN.');

  if (toSend.length === 0) {
    console.log('Nothing to send.');
  } else if (dryRun) {
    for (const engine of engines) console.log(`Would send ${toSend.length} addresses to ${engine.name} (${engine.endpoint}):`);
    for (const address of toSend) console.log(`  ${address}`);
  } else {
    for (const engine of engines) await engine.send();
  }
  // Kept only once every engine with a key has taken the list: the next run then compares with it.
  if (!dryRun && engines.length > 0) {
    await mkdir(path.dirname(values.notified), { recursive: true });
    await writePageManifest(values.notified, manifest);
  }
} catch (error) {
  if (error instanceof SubmissionError) stop(`${error.message}. Nothing was marked as notified.`);
  stop((error as Error).message);
}
