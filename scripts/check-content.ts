/* `npm run check:content`: exit status 1 when anything under content/ is wrong, with every problem listed. */
import { checkContent } from './lib/check-content';

if (!(await checkContent())) process.exitCode = 1;
