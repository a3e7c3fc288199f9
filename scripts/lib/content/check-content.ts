import { ContentError, contentRoot, getContent, githubAnnotation } from '@/app/_content';

/**
 * Validates everything under content/ (or CONTENT_DIR) and prints every problem as
 * `path:line:column  field  message`, plus GitHub annotations when run on GitHub Actions.
 * Returns whether the content is valid; a failure of the check itself is reported as such, without a stack trace.
 */
export async function checkContent(): Promise<boolean> {
  try {
    const content = await getContent();
    console.log(`Content is valid: ${content.products.length} products, ${content.productTypes.length} product types (${contentRoot()}).`);
    if ('missing' in content.changes) {
      console.log(`No content history, as ${content.changes.missing}: the sitemap dates each product by the day it was added.`);
    }
    return true;
  } catch (error) {
    if (!(error instanceof ContentError)) {
      // Each file's own failures are problems of that file (app/_content/reader.ts); this is what is left.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(`The content check itself failed (${reason}): please report it to the site's developers.`);
      return false;
    }
    console.error(error.message);
    if (process.env.GITHUB_ACTIONS === 'true') {
      for (const problem of error.problems) console.log(githubAnnotation(problem));
    }
    return false;
  }
}
