import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import { exportedFile } from '@/app/_addresses/site-addresses';

/*
 * What the search engines are told about (scripts/notify.ts): every page of the sitemap, by its
 * canonical address, with a hash of what it says. Written by the build beside the output folder
 * (out.pages.json), not into it: the public site has no use for it.
 */

export type PageManifest = {
  version: 1;
  /** The site's address with its base path, without a trailing slash: where /<key>.txt lies. */
  root: string;
  /** Each canonical address and the hash of its page. */
  pages: Record<string, string>;
};

export const manifestFile = (outDir: string) => `${outDir}.pages.json`;

/**
 * A hash of what a page says: its HTML without its scripts, style sheets and the links to them, and
 * its Content-Security-Policy, which a change of code alone renames or rehashes. A picture that
 * changes changes its file's name, and the hash with it.
 */
function pageHash(html: string): string {
  const said = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<link\b[^>]*>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '');
  return createHash('sha256').update(said).digest('base64url');
}

/** The manifest of the export in `folder`, built for `basePath`: the pages its sitemap lists. */
export async function makePageManifest(folder: string, basePath: string): Promise<PageManifest> {
  const sitemap = await readFile(path.join(folder, 'sitemap.xml'), 'utf8');
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => address!);
  const hashes = await pMap(
    addresses,
    async (address) => pageHash(await readFile(path.join(folder, exportedFile(new URL(address).pathname.slice(basePath.length))), 'utf8')),
    { concurrency: 16 },
  );
  const pages = Object.fromEntries(addresses.map((address, index) => [address, hashes[index]!]));
  const origin = addresses[0] ? new URL(addresses[0]).origin : '';
  return { version: 1, root: `${origin}${basePath}`, pages };
}

export async function writePageManifest(file: string, manifest: PageManifest): Promise<void> {
  await writeFile(file, `${JSON.stringify(manifest, null, 1)}\n`);
}

/** The manifest in `file`, or undefined when there is none; a file of another kind is an error that says which. */
export async function readPageManifest(file: string): Promise<PageManifest | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not a page manifest (not JSON): delete it, and the next notification sends every page`);
  }
  const { version, root, pages } = (manifest ?? {}) as Partial<PageManifest>;
  if (version !== 1 || typeof root !== 'string' || typeof pages !== 'object' || pages === null) {
    throw new Error(`${file} is not a page manifest of this site's version 1: delete it, and the next notification sends every page`);
  }
  return { version, root, pages };
}
