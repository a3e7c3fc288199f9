/*
 * The content as the build's check validated it, handed as JSON to the build's other processes
 * (Next's page workers, the pictures) so that they take it as it is instead of reading and
 * checking every file again. Kept apart from the readers in catalogue.ts: the pages' server code
 * imports only this, so Next neither compiles nor loads the Markdown, YAML and schema modules.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { CareText, Content } from './catalogue';

export async function writeContentSnapshot(content: Content, file: string): Promise<void> {
  await writeFile(file, JSON.stringify({ ...content, care: [...content.care] }));
}

export async function readContentSnapshot(file: string): Promise<Content> {
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as Omit<Content, 'care'> & { care: [string, CareText][] };
  return { ...snapshot, care: new Map(snapshot.care) };
}
