import { constants, watch } from 'node:fs';
import { lstat, open, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ContentError, relativeToRepository } from './problems';

/**
 * The content folder, listed once before anything in it is read. Content arrives by pull request
 * and CI builds it, so a link in it could make the build read, and publish, any file of the machine
 * that builds it. content/ therefore holds plain files and folders only: a link is refused wherever
 * it points (inside content/ too: Git on Windows and the browser editor cannot keep links, and a
 * text shared by a link changes two pages unseen), and so is anything else that is neither. Every
 * read goes through this listing, to a plain file it holds, and opens it without following a link.
 */
export type ContentFiles = {
  /** The names of the plain files, the folders and the refused entries in a folder, by its path relative to the root (`.` for the root). */
  list(folder: string): Listing;
  /** Why `relative` (anything the root holds that is neither a plain file nor a folder) is refused. */
  refused: ReadonlyMap<string, string>;
  /**
   * The bytes of the plain file `relative`, or its size if that is over `maxBytes`: a huge file is
   * a mistake, and is not read into memory.
   */
  read(relative: string, maxBytes: number): Promise<Buffer | { tooLarge: number }>;
  /** What changes whenever the file `relative` is saved or replaced: its inode, size and time of change. */
  version(relative: string): Promise<string>;
};

type Listing = { files: string[]; folders: string[]; refused: string[] };

/** Lists every file and folder under `root`, without following links. */
export async function listContentFiles(root: string): Promise<ContentFiles> {
  const rootEntry = await lstat(root).catch(() => undefined);
  if (rootEntry?.isSymbolicLink()) {
    // Everything would be read from wherever the link points.
    const message = 'is a link: the content must be a folder of its own, holding the files themselves';
    throw new ContentError([{ file: relativeToRepository(root), line: 1, column: 1, field: '-', message }]);
  }
  const empty = (): Listing => ({ files: [], folders: [], refused: [] });
  const folders = new Map<string, Listing>([['.', empty()]]);
  const refused = new Map<string, string>();
  // Node lists links as links here and does not descend into linked folders.
  const entries = rootEntry?.isDirectory() ? await readdir(root, { recursive: true, withFileTypes: true }) : [];
  const realRoot = await realpath(root).catch(() => root);
  for (const entry of entries.toSorted((a, b) => a.parentPath.length - b.parentPath.length)) {
    const parent = path.relative(root, entry.parentPath).split(path.sep).join('/') || '.';
    const relative = path.posix.join(parent, entry.name);
    const listing = folders.get(parent)!;
    if (entry.isFile()) listing.files.push(entry.name);
    else if (entry.isDirectory()) {
      listing.folders.push(entry.name);
      folders.set(relative, empty());
    } else {
      listing.refused.push(entry.name);
      const reason = entry.isSymbolicLink()
        ? await describeLink(path.join(root, relative), realRoot, root)
        : 'is neither a file nor a folder (a pipe, socket or device): remove it';
      refused.set(relative, reason);
    }
  }
  const assertListedFile = (relative: string) => {
    if (!folders.get(path.posix.dirname(relative))?.files.includes(path.posix.basename(relative))) {
      throw new Error(`${relative} is not a plain file of the content folder`);
    }
  };
  return {
    list: (folder) => folders.get(folder) ?? empty(),
    refused,
    async read(relative, maxBytes) {
      assertListedFile(relative);
      // O_NOFOLLOW: were the file swapped for a link since it was listed, opening it fails.
      const handle = await open(path.join(root, relative), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      try {
        const { size } = await handle.stat();
        return size > maxBytes ? { tooLarge: size } : await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    async version(relative) {
      assertListedFile(relative);
      const { ino, size, mtimeMs, ctimeMs } = await lstat(path.join(root, relative));
      return `${ino}:${size}:${mtimeMs}:${ctimeMs}`;
    },
  };
}

/**
 * Why the link `link` is refused, naming where it points only when that is inside the content
 * folder: the path of a file elsewhere is none of the content's business, and its contents are
 * never read.
 */
async function describeLink(link: string, realRoot: string, root: string): Promise<string> {
  const target = await realpath(link).catch(() => undefined);
  if (!target) return 'is a link to nothing (its target is missing): content/ takes no links; put the file itself in its place';
  const kind = (await stat(target).catch(() => undefined))?.isDirectory() ? 'folder' : 'file';
  const inside = path.relative(realRoot, target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    return `is a link to a ${kind} outside content/: links out of content/ are not allowed; put the ${kind} itself in its place`;
  }
  const shown = relativeToRepository(path.join(root, inside));
  return `is a link to ${shown}: content/ takes no links (Git on Windows and the browser editor cannot keep them); put a copy of the ${kind} in its place`;
}

/**
 * Calls `onChange` whenever anything under `root` is saved, added, removed or renamed, for as long
 * as the process runs.
 */
export function watchContent(root: string, onChange: () => void): void {
  watch(root, { recursive: true }, onChange).on('error', onChange);
}
