import { ContentError, relativeToRepository } from '@/app/_content';
import { loadContent } from '@/app/_content/tools';

/**
 * What the content check reports on the folder `root`, which must hold a mistake, with the folder
 * named `folderAs` where given (`content`, as an editor reads it of her own folder). Anything but
 * the check's report fails the test: content that passes, or a crash.
 */
export async function contentReport(root: string, { now, folderAs }: { now?: Date; folderAs?: string } = {}): Promise<string> {
  try {
    await loadContent(root, now && { now });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return folderAs === undefined ? error.message : error.message.replaceAll(relativeToRepository(root), folderAs);
  }
  throw new Error(`expected ${root} to be rejected`);
}
