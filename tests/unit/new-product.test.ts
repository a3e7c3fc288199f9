import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relativeToRepository } from '@/app/_content';
import { loadContent } from '@/app/_content/tools';

const workFolder = await mkdtemp(path.join(tmpdir(), 'new-product-'));
const root = path.join(workFolder, 'content');

/** Runs `npm run new:product -- …` on a copy of the valid fixture; output shows paths as for content/. */
function newProduct(...args: string[]) {
  const { status, stdout, stderr } = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/new-product.ts', ...args], {
    encoding: 'utf8',
    // Late in the evening in Europe, already the next day in China.
    env: { ...process.env, CONTENT_DIR: root, BUILD_TIME: '2026-03-18T23:30:00+01:00' },
  });
  const shown = (text: string) => text.replaceAll(`${relativeToRepository(root)}/`, 'content/');
  return { status, stdout: shown(stdout), stderr: shown(stderr) };
}

describe('npm run new:product', () => {
  beforeAll(() => cp('tests/fixtures/content/valid', root, { recursive: true }));
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('creates every field in both languages and lists exactly what is left to fill in', async () => {
    const { status, stdout } = newProduct('fx-003', '--type', 'stole');
    expect(status).toBe(0);
    expect(stdout).toMatchInlineSnapshot(`
      "Created content/products/fx-003/index.en-US.md, content/products/fx-003/index.zh-CN.md.

      Fill in, then run npm run check:content:
      content/products/fx-003/index.en-US.md:3:6  name  is empty: write the product's name in this language
      content/products/fx-003/index.en-US.md:13:9  size.width  is empty: write a number of centimetres, e.g. 90
      content/products/fx-003/index.en-US.md:14:10  size.height  is empty: write a number of centimetres, e.g. 180
      content/products/fx-003/index.en-US.md:17:10  price.amount  is empty: write the price as a plain number, e.g. 1680
      content/products/fx-003/index.en-US.md:20:9  shopUrl  is empty: write a full https:// address
      content/products/fx-003/index.en-US.md:24:6  care  is empty: write a care text (a folder in content/care/): one of gentle
      content/products/fx-003/index.en-US.md:27:5  images.0  "front.jpg" is not in content/products/fx-003/: add the file or fix its name
      content/products/fx-003/index.en-US.md:31:1  -  write the description below the closing --- line
      content/products/fx-003/index.zh-CN.md:3:6  name  is empty: write the product's name in this language
      content/products/fx-003/index.zh-CN.md:5:1  -  write the description below the closing --- line
      10 problems in 2 files
      "
    `);
  });

  it('gives a product that builds once the listed fields are filled in and the picture added', async () => {
    const folder = path.join(root, 'products', 'fx-003');
    const fill = async (file: string, replacements: [string, string][]) => {
      let text = await readFile(path.join(folder, file), 'utf8');
      for (const [from, to] of replacements) text = text.replace(from, to);
      await writeFile(path.join(folder, file), text);
    };
    await fill('index.en-US.md', [
      ['name:\n', 'name: Fixture Stole 003\n'],
      // The closing --- line: the file opens with --- and no line break before it.
      ['\n---\n', '\n---\nA new stole.\n'],
      ['width:\n', 'width: 65\n'],
      ['height:\n', 'height: 180\n'],
      ['amount:\n', 'amount: 1380\n'],
      ['shopUrl:\n', 'shopUrl: https://shop.example.com/products/fx-003\n'],
      ['care:\n', 'care: gentle\n'],
    ]);
    await fill('index.zh-CN.md', [['name:\n---\n', 'name: 测试披肩 003\n---\n新的长披肩。\n']]);
    await copyFile(path.join(root, 'products', 'fx-001', 'front.jpg'), path.join(folder, 'front.jpg'));

    const written = await readFile(path.join(folder, 'index.en-US.md'), 'utf8');
    expect(written).toContain('\nadded: 2026-03-19\n');
    // A list with nothing in it yet is left empty, not written [], so that items added under it are read.
    expect(written).toMatch(/\nvariants:\n#/);
    const product = (await loadContent(root, { now: new Date('2026-03-19T12:00:00+08:00') })).products.find(
      (candidate) => candidate.sku === 'fx-003',
    );
    expect(product).toMatchObject({
      type: 'stole',
      added: '2026-03-19',
      price: { amount: 1380, currency: 'CNY' },
      text: { 'zh-CN': { name: '测试披肩 003' } },
    });
  });

  it('refuses a sku that exists, a malformed sku and an unknown type, saying what to do', () => {
    expect(newProduct('fx-001')).toMatchObject({
      status: 1,
      stderr: 'content/products/fx-001/ already exists: choose another sku, or edit that product\n',
    });
    expect(newProduct('FX 4')).toMatchObject({
      status: 1,
      stderr: '"FX 4" cannot be a sku: use lowercase letters, digits and single hyphens, e.g. rj-st-003\n',
    });
    expect(newProduct('fx-004', '--type', 'scarf')).toMatchObject({
      status: 1,
      stderr: '"scarf" is not a product type: use one of stole, pocket-square\n',
    });
    expect(newProduct('fx-004', '--type', 'Stole')).toMatchObject({
      status: 1,
      stderr: '"Stole" is not a product type: did you mean stole?\n',
    });
    expect(newProduct().stderr).toContain('Usage: npm run new:product -- <sku>');
    // The type may follow the sku alone, as it arrives when npm or PowerShell took the -- and --type.
    expect(newProduct('fx-004', 'scarf')).toMatchObject({
      status: 1,
      stderr: '"scarf" is not a product type: use one of stole, pocket-square\n',
    });
  });

  it("refuses a word of the product list's addresses before making any folder, and explains a misspelt option", () => {
    expect(newProduct('page')).toMatchObject({
      status: 1,
      stderr: '"page" is a word the product list\'s own addresses use (/product/page/…): choose another sku\n',
    });
    expect(existsSync(path.join(root, 'products', 'page'))).toBe(false);
    const misspelt = newProduct('fx-004', '--typ', 'stole');
    expect(misspelt.status).toBe(1);
    expect(misspelt.stderr).toMatch(/^Unknown option '--typ'.*\nUsage: npm run new:product -- <sku>/s);
    expect(misspelt.stderr).not.toContain('    at ');
    expect(newProduct('--help')).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Usage: npm run new:product -- <sku>/) });
  });

  it('neither reads nor writes through a link in the content, as the check refuses them', async () => {
    const outside = path.join(workFolder, 'outside');
    await mkdir(path.join(outside, 'products'), { recursive: true });
    await writeFile(path.join(outside, 'types.yaml'), '- id: secret-from-outside\n');
    const types = path.join(root, 'product-types.yaml');
    const keptTypes = await readFile(types);
    await rm(types);
    await symlink(path.join(outside, 'types.yaml'), types);
    try {
      const readThrough = newProduct('fx-005', '--type', 'nope');
      expect(readThrough.status).toBe(1);
      expect(readThrough.stderr).toContain('content/product-types.yaml is a link to a file outside content/');
      expect(readThrough.stderr).not.toContain('secret-from-outside');
    } finally {
      await rm(types);
      await writeFile(types, keptTypes);
    }

    const products = path.join(root, 'products');
    await rename(products, path.join(workFolder, 'products-kept'));
    await symlink(path.join(outside, 'products'), products);
    try {
      const writtenThrough = newProduct('fx-005', '--type', 'stole');
      expect(writtenThrough.status).toBe(1);
      expect(writtenThrough.stderr).toContain('content/products is a link to a folder outside content/');
      expect(await readdir(path.join(outside, 'products'))).toEqual([]);
    } finally {
      await rm(products);
      await rename(path.join(workFolder, 'products-kept'), products);
    }
  });
});
