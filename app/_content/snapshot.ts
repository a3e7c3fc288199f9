/*
 * The content as checked, handed as JSON to the processes that show it (the build's page workers
 * and pictures through a file, the preview's pages from scripts/dev.ts) so that they take it as it
 * is instead of reading and checking every file again. Kept apart from the loader and its reader
 * (catalogue.ts, reader.ts): the pages' server code imports only this, so Next neither compiles nor
 * loads the Markdown, YAML and schema modules.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { CareText, Content } from './types';

export function contentToJson(content: Content): string {
  return JSON.stringify({ ...content, care: [...content.care] });
}

export function contentFromJson(json: string): Content {
  const snapshot = JSON.parse(json) as Omit<Content, 'care'> & { care: [string, CareText][] };
  return { ...snapshot, care: new Map(snapshot.care) };
}

export async function writeContentSnapshot(content: Content, file: string): Promise<void> {
  await writeFile(file, contentToJson(content));
}

export async function readContentSnapshot(file: string): Promise<Content> {
  return contentFromJson(await readFile(file, 'utf8'));
}
