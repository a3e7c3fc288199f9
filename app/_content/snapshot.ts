/*
 * The content as the build's check validated it, handed as JSON to the build's other processes
 * (Next's page workers, the pictures) so that they take it as it is instead of reading and
 * checking every file again. Kept apart from the readers in catalogue.ts: the pages' server code
 * imports only this, so Next neither compiles nor loads the Markdown, YAML and schema modules.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CareText, Content } from './catalogue';

export async function writeContentSnapshot(content: Content, file: string): Promise<void> {
  // Written beside and renamed: a reader waiting for it never sees half of it.
  await writeFile(`${file}.part`, JSON.stringify({ ...content, care: [...content.care] }));
  await rename(`${file}.part`, file);
}

/**
 * The snapshot that the process `writer` (the content check) is still to write. The build checks
 * the content while Next compiles, and the few pages Next's compile step renders wait here. If
 * the check ends without writing it, it found problems, which it reports itself.
 */
export async function awaitContentSnapshot(file: string, writer: number): Promise<Content> {
  const running = () => {
    try {
      return process.kill(writer, 0);
    } catch {
      return false;
    }
  };
  while (!existsSync(file)) {
    if (!running()) throw new Error(`The content check (process ${writer}) ended without writing ${file}.`);
    await sleep(50);
  }
  return readContentSnapshot(file);
}

export async function readContentSnapshot(file: string): Promise<Content> {
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as Omit<Content, 'care'> & { care: [string, CareText][] };
  return { ...snapshot, care: new Map(snapshot.care) };
}
