import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The rules lint holds that a reviewer would otherwise have to: checked on snippets written into a
 * page of the site, as the project's own ESLint configuration reads them.
 */

const eslint = new ESLint();
const PAGE = 'app/[locale]/about/page.tsx';

async function problems(code: string, filePath = PAGE) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('a page reads content only through the content module’s front door', () => {
  it.each([
    ["import { loadContent } from '@/app/_content/tools';\nexport { loadContent };", 'the loader'],
    ["import { loadContent } from '@/app/_content/catalogue';\nexport { loadContent };", 'a file behind the loader'],
    ["import { reader } from '../../_content/reader';\nexport { reader };", 'a relative path'],
    ["export const load = () => import('@/app/_content/tools');", 'a dynamic import'],
  ])('refuses %s (%s)', async (code) => {
    expect(await problems(code)).toEqual([expect.stringContaining('through @/app/_content')]);
  });

  it('lets it import the front door and the rules of names', async () => {
    expect(
      await problems("import { getSite } from '@/app/_content';\nimport { SKU } from '@/app/_content/naming';\nexport { getSite, SKU };"),
    ).toEqual([]);
  });
});

describe('the logic of app/_lib sits below the components', () => {
  const LOGIC = 'app/_lib/selection/enquiry.ts';

  it('refuses a component in app/_lib, by alias or relative path', async () => {
    for (const code of [
      "import { SaveButton } from '@/app/_components/selection/save-button';\nexport { SaveButton };",
      "import { SaveButton } from '../../_components/selection/save-button';\nexport { SaveButton };",
    ])
      expect(await problems(code, LOGIC)).toEqual([expect.stringContaining('never a component or a route')]);
  });

  it('refuses app/_lib in the layers below it', async () => {
    expect(await problems("import { fill } from '@/app/_lib/text/fill';\nexport { fill };", 'app/_addresses/site-addresses.ts')).toEqual([
      expect.stringContaining('never app/_lib'),
    ]);
  });

  it('lets a component use app/_lib, and app/_lib the content module’s front door', async () => {
    expect(
      await problems("import { fill } from '@/app/_lib/text/fill';\nexport { fill };", 'app/_components/selection/saved-mark.tsx'),
    ).toEqual([]);
    expect(await problems("import { getSite } from '@/app/_content';\nexport { getSite };", LOGIC)).toEqual([]);
  });
});
