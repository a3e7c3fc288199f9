import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent, writeContentSnapshot } from '@/app/_content/tools';
import { copyContent } from '@/tests/fixtures/longer-content';
import { contentReport } from './content-report';

const fixture = (name: string) => path.resolve('tests/fixtures/content', name);

describe('content loader', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.doUnmock('node:fs/promises');
  });

  it('accepts the live catalogue in content/, as npm run check:content does', async () => {
    // The editors' safety net. What content/ holds is theirs to change: nothing about it is pinned here.
    const content = await loadContent(path.resolve('content'));
    expect(content.root).toBe(path.resolve('content'));
  });

  it('reads a valid folder into typed content with rendered Markdown', async () => {
    const content = await loadContent(fixture('valid'));
    expect(content.products.map((product) => product.sku)).toEqual(['fx-001', 'fx-002']);
    expect(content.products[0]?.text['zh-CN']).toEqual({
      name: '测试披肩 001',
      html: '<p>真丝斜纹<strong>长披肩</strong>。</p>',
      text: '真丝斜纹长披肩。',
    });
    expect(content.care.get('gentle')?.['en-US'].html).toContain('<li>Hand wash cold.</li>');
    expect(content.contact.text['zh-CN'].address).toBe('成都市测试路1号');
    expect(content.site.copyrightYear).toBe(2020);
  });

  it('reads a longer catalogue: products in folder order with their variants, every picture, Markdown tables and footnotes', async () => {
    const root = await copyContent(await mkdtemp(path.join(tmpdir(), 'content-longer-')));
    const content = await loadContent(root).finally(() => rm(root, { recursive: true, force: true }));
    expect(content.products.map(({ sku, type, variants, care }) => [sku, type, variants, care])).toEqual([
      ['fx-001', 'stole', ['fx-002'], 'gentle'],
      ['fx-002', 'stole', ['fx-001'], 'gentle'],
      ['fx-003', 'stole', [], 'gentle'],
      ['fx-004', 'pocket-square', ['fx-005'], 'delicate'],
      ['fx-005', 'pocket-square', ['fx-004'], 'delicate'],
    ]);
    expect(content.products[2]?.images.map(({ file, sku, width, height }) => [file, sku, width, height])).toEqual([
      ['front.jpg', 'fx-003', 1600, 1600],
      ['detail.webp', 'fx-003', 1600, 1600],
    ]);
    expect(content.products[4]?.images.map(({ file }) => file)).toEqual(['front.png']);
    const { html, text } = content.products[2]!.text['zh-CN'];
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://shop.example.com/products/fx-003" rel="noopener noreferrer">网店</a>');
    expect(html).toContain('>脚注</h2>');
    expect(text).not.toContain('售完即止');
    expect(content.care.get('delicate')?.['en-US'].html).toContain('<li>Dry clean only.</li>');
  });

  it('reports every problem of every file at once, each with its place, field and fix', async () => {
    expect(await contentReport(fixture('broken'))).toMatchInlineSnapshot(`
      "tests/fixtures/content/broken/products/fx-001/index.en-US.md:4:7  type  "scarf" is not a product type: use one of stole, pocket-square
      tests/fixtures/content/broken/products/fx-001/index.en-US.md:8:11  size.height  write a size above zero, e.g. 180 (found -180)
      tests/fixtures/content/broken/products/fx-001/index.en-US.md:11:13  price.currency  "yuan" is not an ISO 4217 currency code: write e.g. CNY, USD or EUR in capitals
      tests/fixtures/content/broken/products/fx-001/index.en-US.md:12:10  shopUrl  write a full https:// address (found "http://shop.example.com/products/fx-001")
      tests/fixtures/content/broken/products/fx-001/index.en-US.md:14:5  variants.0  "fx-404" is not a product (a folder in content/products/): use one of fx-001, fx-002
      tests/fixtures/content/broken/products/fx-001/index.en-US.md:17:5  images.0  "back.jpg" is not in content/products/fx-001/: add the file or fix its name
      tests/fixtures/content/broken/products/fx-001/index.en-US.md:18:1  colour  "colour" is not a field here: remove it (the fields here are name, pictures, sku, type, material, size, price, shopUrl, variants, care, images, added)
      tests/fixtures/content/broken/products/fx-002/index.en-US.md:3:1  -  YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]: check the indentation, colons and quotes here and on the line above
      tests/fixtures/content/broken/products/fx-002/index.zh-CN.md:1:1  -  the zh-CN text is missing: create this file, with name: between two --- lines and the description below them
      9 problems in 3 files"
    `);
  });

  it('reads and validates the files once per process, however many pages ask', async () => {
    vi.stubEnv('CONTENT_DIR', fixture('valid'));
    // Every content file is opened through fs.open (app/_content/files.ts).
    const open = vi.fn();
    vi.doMock('node:fs/promises', async (importOriginal) => {
      const original = await importOriginal<typeof import('node:fs/promises')>();
      open.mockImplementation(original.open);
      return { ...original, open };
    });
    const { getContent, listProducts, getProduct } = await import('@/app/_content');
    await getContent();
    const readsForOneLoad = open.mock.calls.length;
    expect(readsForOneLoad).toBeGreaterThan(0);
    await Promise.all([getContent(), listProducts(), getProduct('fx-002')]);
    expect(open).toHaveBeenCalledTimes(readsForOneLoad);
  });

  it('reads the build’s snapshot instead of the content folder when the build left one', async () => {
    const content = await loadContent(fixture('valid'));
    const snapshot = path.join(await mkdtemp(path.join(tmpdir(), 'content-snapshot-')), 'content.json');
    await writeContentSnapshot(content, snapshot);
    // The folder is gone: only the snapshot can answer.
    vi.stubEnv('CONTENT_DIR', fixture('missing'));
    vi.stubEnv('CONTENT_SNAPSHOT', snapshot);
    const { getContent } = await import('@/app/_content');
    expect(await getContent()).toEqual(content);
    await rm(path.dirname(snapshot), { recursive: true, force: true });
  });
});
