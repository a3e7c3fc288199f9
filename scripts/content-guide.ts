import { readFile, writeFile } from 'node:fs/promises';
import { withFieldTables } from './lib/content/content-guide';

/*
 * npm run content-guide: writes the field tables of content/README.md from the schemas.
 * With --check (npm run lint), only says whether they are current.
 */

const GUIDE = 'content/README.md';
const written = await readFile(GUIDE, 'utf8');
const current = withFieldTables(written);

if (process.argv.includes('--check')) {
  if (current !== written) {
    console.error(`${GUIDE}: its field tables differ from the fields' descriptions in app/_content/schema/: run npm run content-guide`);
    process.exit(1);
  }
} else if (current !== written) {
  await writeFile(GUIDE, current);
  console.log(`Wrote the field tables of ${GUIDE}.`);
}
