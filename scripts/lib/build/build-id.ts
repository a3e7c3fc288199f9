import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Next's build ID for a build: a hash of what the pages' code is made from. Next writes its build
 * ID into every page and every navigation payload; its default, a random one, makes every page new
 * to every build, so that no compressed copy of a page could ever be reused (lib/build/precompress.ts).
 * Made from the code, a build of unchanged code writes every page whose content did not change
 * byte for byte as before, while a change of code still gives a new ID, which is what Next uses it
 * for: telling a page of an older build from the scripts of a newer one.
 */

/** The source of the pages and their scripts, and what compiles it. Content reaches pages as data only. */
const CODE = ['app', 'messages', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

async function filesOf(entry: string): Promise<string[]> {
  const found = await readdir(entry, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (!found) return [entry];
  return found.filter((item) => item.isFile()).map((item) => path.join(item.parentPath, item.name));
}

/** The build ID of the code in the working folder, built under `basePath` (which Next compiles into the scripts). */
export async function codeBuildId(basePath: string): Promise<string> {
  const files = (await Promise.all(CODE.map(filesOf))).flat().sort();
  const hash = createHash('sha256').update(`base path ${basePath}\n`);
  for (const file of files) hash.update(`${file}\n`).update(await readFile(file));
  return hash.digest('base64url').slice(0, 21);
}
