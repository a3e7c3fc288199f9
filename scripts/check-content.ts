/*
 * `npm run check:content`: validates everything under content/ (or CONTENT_DIR) and prints every
 * problem as `path:line:column  field  message`. Exit status 1 when anything is wrong.
 */
import { ContentError, contentRoot, getContent } from '../app/_content';

try {
  const content = await getContent();
  console.log(`Content is valid: ${content.products.length} products, ${content.productTypes.length} product types (${contentRoot()}).`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const problem of error.problems) {
      console.log(`::error file=${problem.file},line=${problem.line},col=${problem.column}::${problem.field} ${problem.message}`);
    }
  }
  process.exitCode = 1;
}
