/*
 * `npm run dev`: the editors' preview. This process reads and checks the content and hands it to
 * the pages of `next dev`, which it runs, at a local address (CONTENT_SERVER, read by
 * app/_content/index.ts): one reading serves every request until a file under content/ changes,
 * and the request after a change waits for the content read afresh, so a saved change shows on the
 * next reload. Being one long-lived process, it keeps what it made of the texts and pictures that
 * did not change (app/_content/preview-cache.ts). After each reading it makes the product pictures'
 * variants that are missing (the build makes its own).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { type Content, ContentError, contentRoot } from '@/app/_content';
import { contentToJson, keepResultsBetweenReadings, loadContent, watchContent } from '@/app/_content/tools';
import { prepareProductImages } from './lib/build/product-images';

keepResultsBetweenReadings();
/** The content as last read, as the JSON the pages are sent, or none when a file changed since. */
let reading: Promise<string> | undefined;
let pictures = Promise.resolve();

function currentContent(): Promise<string> {
  if (!reading) {
    const started = performance.now();
    const content = loadContent(contentRoot());
    content.then(
      (read) => {
        console.log(`Content read and checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
        // One picture run at a time; the pages need not wait for it.
        pictures = pictures.then(() => preparePictures(read)).catch(() => {});
      },
      // The page that asked shows the problems; they are printed here too.
      (error: unknown) => console.error(error instanceof ContentError ? error.message : error),
    );
    // Written once per reading, not for each of the many requests it serves.
    reading = content.then(contentToJson);
    // Printed above; a reading no page asked for (after a change) must not end the preview.
    reading.catch(() => {});
  }
  return reading;
}

async function preparePictures(content: Content) {
  const { made } = await prepareProductImages(content);
  if (made > 0) console.log(`Product pictures: ${made} variants made.`);
}

let timer: NodeJS.Timeout | undefined;
watchContent(contentRoot(), () => {
  reading = undefined;
  // Read again soon even if no page asks, so that a new picture's variants are made.
  clearTimeout(timer);
  timer = setTimeout(currentContent, 300);
});

const server = createServer(async (_request, response) => {
  try {
    const json = await currentContent();
    response.writeHead(200, { 'content-type': 'application/json' }).end(json);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    response.writeHead(error instanceof ContentError ? 422 : 500, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
  }
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  currentContent();
  const next = spawn(path.resolve('node_modules/.bin/next'), ['dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_SERVER: `http://127.0.0.1:${port}/` },
  });
  next.on('exit', (code) => process.exit(code ?? 0));
});
// Ctrl-C reaches next dev too; wait for it to stop.
process.on('SIGINT', () => {});
