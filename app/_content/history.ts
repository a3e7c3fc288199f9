import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * When each file of the content last changed: the time of the newest commit that touched it, from
 * git, as Hugo's enableGitInfo takes it. The sitemap tells search engines which pages changed by
 * it. A copy without the history (a tarball, a shallow clone, where the oldest commit would seem
 * to have written every file) has none, and the sitemap falls back to the days products were added.
 */

/** The newest commit time (ISO 8601, UTC) of each file, by its path under the content folder. */
export type ContentHistory = ReadonlyMap<string, string>;

const git = promisify(execFile);

/** The history of the files under `root`, or why there is none. */
export async function readContentHistory(root: string): Promise<{ history: ContentHistory } | { missing: string }> {
  const run = (...args: string[]) => git('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  try {
    if ((await run('rev-parse', '--is-shallow-repository')).stdout.trim() === 'true') {
      return { missing: 'the repository is a shallow clone (check it out with its whole history: fetch-depth: 0)' };
    }
    // Newest first; each commit is \x01 and its time, then the files it changed, NUL-separated.
    const { stdout } = await run('log', '-z', '--format=%x01%cI', '--name-only', '--relative', '--', '.');
    const history = new Map<string, string>();
    let committedAt = '';
    for (const token of stdout.split('\0')) {
      const entry = token.replace(/^\n/, '');
      if (entry.startsWith('\x01')) committedAt = new Date(entry.slice(1)).toISOString();
      else if (entry && !history.has(entry)) history.set(entry, committedAt);
    }
    return { history };
  } catch {
    return { missing: 'the content folder is not in a git repository, or git is not installed' };
  }
}

/** The newest change among the files whose paths under the content folder start with one of `prefixes`. */
export function lastChanged(history: ContentHistory, prefixes: readonly string[]): string | undefined {
  let newest: string | undefined;
  for (const [file, changedAt] of history) {
    if (prefixes.some((prefix) => file.startsWith(prefix)) && (newest === undefined || changedAt > newest)) newest = changedAt;
  }
  return newest;
}

/** The newest change of each product's folder (its texts in every language and its pictures), by sku. */
export function lastChangedProducts(history: ContentHistory): Record<string, string> {
  const newest = new Map<string, string>();
  for (const [file, changedAt] of history) {
    const sku = /^products\/([^/]+)\//.exec(file)?.[1];
    const known = sku && newest.get(sku);
    if (sku && (known === undefined || changedAt > known)) newest.set(sku, changedAt);
  }
  return Object.fromEntries(newest);
}
