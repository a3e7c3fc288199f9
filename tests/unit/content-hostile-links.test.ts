import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentWorkFolder, problemsOf, productFacts } from './content-copies';

/*
 * Content arrives by pull request: whatever it holds, the check reads nothing outside the content
 * folder, through a link or a picture's name, and names the file and what to do. Links are made
 * here, as the test runs, since Git on Windows does not keep them.
 */
const { workFolder, validCopy } = await contentWorkFolder('content-hostile-links-');

/** Outside every content folder: a valid product and site file whose words must never show. */
const outside = path.join(workFolder, 'outside');
const SECRET = 'NOT-CONTENT-4471';
await mkdir(path.join(outside, 'product'), { recursive: true });
await cp('tests/fixtures/content/valid/products/fx-001', path.join(outside, 'product'), { recursive: true });
await writeFile(path.join(outside, 'product', 'index.zh-CN.md'), `---\nname: ${SECRET}\n---\n${SECRET}\n`);
await writeFile(
  path.join(outside, 'site.yaml'),
  (await readFile('tests/fixtures/content/valid/site.yaml', 'utf8')).replace('蜀ICP备00000000号', SECRET),
);

describe('links out of content/', () => {
  it('refuses a Markdown, YAML or picture file linked from outside, absolute or relative, without reading it', async () => {
    const root = await validCopy(async (root) => {
      await rm(path.join(root, 'products/fx-001/index.zh-CN.md'));
      await symlink(path.join(outside, 'product/index.zh-CN.md'), path.join(root, 'products/fx-001/index.zh-CN.md'));
      await rm(path.join(root, 'site.yaml'));
      await symlink(path.relative(root, path.join(outside, 'site.yaml')), path.join(root, 'site.yaml'));
      await rm(path.join(root, 'products/fx-001/front.jpg'));
      await symlink(path.join(outside, 'product/front.jpg'), path.join(root, 'products/fx-001/front.jpg'));
      await rm(path.join(root, 'products/fx-002/front.jpg'));
      await symlink('../../../outside/product/front.jpg', path.join(root, 'products/fx-002/front.jpg'));
    });
    const problems = await problemsOf(root);
    expect(problems).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:17:5  images.0  "front.jpg" is a link to a file outside content/: links out of content/ are not allowed; put the file itself in its place
      content/products/fx-001/index.zh-CN.md:1:1  -  is a link to a file outside content/: links out of content/ are not allowed; put the file itself in its place
      content/products/fx-002/index.en-US.md:17:5  images.0  "front.jpg" is a link to a file outside content/: links out of content/ are not allowed; put the file itself in its place
      content/site.yaml:1:1  -  is a link to a file outside content/: links out of content/ are not allowed; put the file itself in its place
      4 problems in 4 files"
    `);
    expect(problems).not.toContain(SECRET);
  });

  it('refuses a linked folder, at any depth, and a link to nothing', async () => {
    const root = await validCopy(async (root) => {
      await symlink(path.join(outside, 'product'), path.join(root, 'products/fx-003'));
      await symlink('../../outside', path.join(root, 'care/outside'));
      await mkdir(path.join(root, 'products/fx-001/notes/old'), { recursive: true });
      await symlink('/etc/passwd', path.join(root, 'products/fx-001/notes/old/passwd.md'));
      await symlink('gone.jpg', path.join(root, 'products/fx-001/back.jpg'));
    });
    const problems = await problemsOf(root);
    expect(problems).toMatchInlineSnapshot(`
      "content/care/outside:1:1  -  is a link to a folder outside content/: links out of content/ are not allowed; put the folder itself in its place
      content/products/fx-001/back.jpg:1:1  -  is a link to nothing (its target is missing): content/ takes no links; put the file itself in its place
      content/products/fx-001/notes/old/passwd.md:1:1  -  is a link to a file outside content/: links out of content/ are not allowed; put the file itself in its place
      content/products/fx-003:1:1  -  is a link to a folder outside content/: links out of content/ are not allowed; put the folder itself in its place
      4 problems in 4 files"
    `);
    expect(problems).not.toContain(SECRET);
  });

  it('refuses links inside content/ too, the same for every kind of file, naming where they point', async () => {
    const root = await validCopy(async (root) => {
      await rm(path.join(root, 'products/fx-002/front.jpg'));
      await symlink('../fx-001/front.jpg', path.join(root, 'products/fx-002/front.jpg'));
      await rm(path.join(root, 'care/gentle/zh-CN.md'));
      await symlink('en-US.md', path.join(root, 'care/gentle/zh-CN.md'));
    });
    expect(await problemsOf(root)).toMatchInlineSnapshot(`
      "content/care/gentle/zh-CN.md:1:1  -  is a link to content/care/gentle/en-US.md: content/ takes no links (Git on Windows and the browser editor cannot keep them); put a copy of the file in its place
      content/products/fx-002/index.en-US.md:17:5  images.0  "front.jpg" is a link to content/products/fx-001/front.jpg: content/ takes no links (Git on Windows and the browser editor cannot keep them); put a copy of the file in its place
      2 problems in 2 files"
    `);
  });

  it('refuses a content folder that is itself a link', async () => {
    const root = path.join(workFolder, 'linked-content');
    await symlink(outside, root);
    expect(await problemsOf(root)).toMatchInlineSnapshot(`
      "content:1:1  -  is a link: the content must be a folder of its own, holding the files themselves
      1 problem in 1 file"
    `);
  });

  it('never lets a picture name climb out of its product folder', async () => {
    const root = await validCopy(async (root) => {
      const names = [
        '../../../outside/product/front.jpg',
        '/etc/passwd',
        'C:\\photos\\front.jpg',
        '%2e%2e%2fsecret.jpg',
        '..%2F..%2Fback.png',
        '.front.jpg',
      ];
      const yaml = await readFile(productFacts(root), 'utf8');
      await writeFile(productFacts(root), yaml.replace('  - front.jpg', names.map((name) => `  - ${JSON.stringify(name)}`).join('\n')));
    });
    expect(await problemsOf(root)).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:17:5  images.0  write the picture's file name alone, e.g. front.jpg: a product's pictures are in its own folder, beside index.en-US.md (found "../../../outside/product/front.jpg")
      content/products/fx-001/index.en-US.md:18:5  images.1  write the picture's file name alone, e.g. front.jpg: a product's pictures are in its own folder, beside index.en-US.md (found "/etc/passwd")
      content/products/fx-001/index.en-US.md:19:5  images.2  write the picture's file name alone, e.g. front.jpg: a product's pictures are in its own folder, beside index.en-US.md (found "C:\\\\photos\\\\front.jpg")
      content/products/fx-001/index.en-US.md:20:5  images.3  write the picture's file name alone, e.g. secret.jpg: a product's pictures are in its own folder, beside index.en-US.md (found "%2e%2e%2fsecret.jpg")
      content/products/fx-001/index.en-US.md:21:5  images.4  write the picture's file name alone, e.g. back.png: a product's pictures are in its own folder, beside index.en-US.md (found "..%2F..%2Fback.png")
      content/products/fx-001/index.en-US.md:22:5  images.5  write the picture's file name alone, e.g. front.jpg: a product's pictures are in its own folder, beside index.en-US.md (found ".front.jpg")
      6 problems in 1 file"
    `);
  });
});
