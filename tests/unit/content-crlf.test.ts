import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/app/_content/tools';
import { copyContent } from '@/tests/fixtures/longer-content';
import { contentReport } from './content-report';

/*
 * Git on Windows checks text files out with Windows line ends (CR LF) by default, and editors there
 * save them so: every kind of content file must read as it does with LF alone.
 */
const made: string[] = [];
afterAll(() => Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The longer fixture catalogue in a folder of its own, `edit` applied to each text file's LF text, then saved with `lineEnd`. */
async function catalogue(lineEnd: '\n' | '\r\n' | '\r', edit: (relative: string, text: string) => string = (_, text) => text) {
  const root = await copyContent(await mkdtemp(path.join(tmpdir(), 'content-crlf-')));
  made.push(root);
  const texts = (await readdir(root, { recursive: true })).filter((relative) => /\.(md|ya?ml)$/.test(relative)).toSorted();
  for (const relative of texts) {
    const file = path.join(root, relative);
    const text = edit(relative.split(path.sep).join('/'), await readFile(file, 'utf8'));
    await writeFile(file, text.replaceAll('\n', lineEnd));
  }
  return { root, texts: texts.map((relative) => relative.split(path.sep).join('/')) };
}

const problemsOf = async (root: string) => (await contentReport(root, { folderAs: '<root>' })).split('\n');

describe('content saved with Windows line ends (CR LF)', () => {
  it('reads every kind of file exactly as with LF line ends, and so with CR alone', async () => {
    const [lf, crlf] = await Promise.all([catalogue('\n'), catalogue('\r\n')]);
    // Every kind of content file is in the comparison.
    expect(crlf.texts).toEqual(
      expect.arrayContaining([
        'site.yaml',
        'product-types.yaml',
        'contact/contact.yaml',
        'contact/en-US.md',
        'contact/zh-CN.md',
        'about/en-US.md',
        'about/zh-CN.md',
        'care/gentle/en-US.md',
        'care/gentle/zh-CN.md',
        'products/fx-001/index.en-US.md',
        'products/fx-001/index.zh-CN.md',
      ]),
    );
    expect((await readFile(path.join(crlf.root, 'products/fx-001/index.en-US.md'), 'utf8')).split('\r\n').length).toBeGreaterThan(10);
    const now = new Date();
    // And with the classic Mac OS's CR alone, which some editors still save.
    const cr = await catalogue('\r');
    const [fromLf, fromCrlf, fromCr] = await Promise.all([lf, crlf, cr].map(({ root }) => loadContent(root, { now })));
    expect({ ...fromCrlf, root: '' }).toEqual({ ...fromLf, root: '' });
    expect({ ...fromCr, root: '' }).toEqual({ ...fromLf, root: '' });
  });

  it('points at the same line and column of a problem as with LF line ends', async () => {
    // A picture that is not there, on the frontmatter's last line, and a heading too large, in a text's body.
    const edit = (relative: string, text: string) =>
      relative === 'products/fx-001/index.en-US.md'
        ? text.replace('images:\n  - front.jpg\nadded: 2025-10-01\n---', 'added: 2025-10-01\nimages:\n  - folded.jpg\n---')
        : relative === 'about/en-US.md'
          ? `${text}\n# Our house\n`
          : text;
    const [lf, crlf] = await Promise.all([catalogue('\n', edit), catalogue('\r\n', edit)]);
    const problems = await problemsOf(crlf.root);
    expect(problems).toEqual(await problemsOf(lf.root));
    expect(problems).toEqual([
      "<root>/about/en-US.md:7:1  -  start this heading with ## (found #): fewer # would make it as large as the page's own headings",
      '<root>/products/fx-001/index.en-US.md:18:5  images.0  "folded.jpg" is not in content/products/fx-001/: add the file or fix its name',
      '2 problems in 2 files',
    ]);
  });
});
