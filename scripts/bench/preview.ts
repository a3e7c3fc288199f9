import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { homePath, localePath, productPath } from '@/app/_addresses/site-addresses';
import { productTextFile } from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';
import { scriptCommand } from '../lib/content/script-command';

/** How the editors' preview (`next dev`) answers: a product page's first request, which compiles it, then the next ones. */
export type PreviewRun = { firstSeconds: number; reloadSeconds: number; afterEditSeconds: number };

const PORT = 3210;

async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (performance.now() - started) / 1000;
}

/**
 * Starts the preview (`npm run dev`) on the catalogue in `contentDir` and times a product page:
 * its first request (compiling it), the median of three reloads, and a reload after its text was saved.
 */
export async function measurePreview(contentDir: string, sku: string): Promise<PreviewRun> {
  const server = spawn(...scriptCommand('scripts/dev.ts', '--port', String(PORT)), {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CONTENT_DIR: contentDir },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const url = `${origin}${localePath('en-US', productPath(sku))}`;
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`${origin}${homePath}`, { method: 'HEAD' });
        break;
      } catch (error) {
        if (tries > 600) throw error;
        await sleep(100);
      }
    }
    const firstSeconds = await timeRequest(url);
    const reloads = [await timeRequest(url), await timeRequest(url), await timeRequest(url)].sort((a, b) => a - b);
    const text = path.join(contentDir, 'products', sku, productTextFile(routing.defaultLocale));
    await writeFile(text, await readFile(text));
    const afterEditSeconds = await timeRequest(url);
    return { firstSeconds, reloadSeconds: reloads[1]!, afterEditSeconds };
  } finally {
    // The preview runs next dev, which starts workers of its own: stop the whole group.
    process.kill(-server.pid!, 'SIGTERM');
  }
}
