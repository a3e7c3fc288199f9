import { cp, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = await mkdtemp(path.join(tmpdir(), 'preview-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** The loader as the preview runs it, keeping what it made of unchanged files from one reading to the next. */
async function previewLoader() {
  vi.resetModules();
  const [{ loadContent, keepResultsBetweenReadings }, { ContentError }] = await Promise.all([
    import('@/app/_content/tools'),
    import('@/app/_content'),
  ]);
  keepResultsBetweenReadings();
  return { loadContent, ContentError };
}

describe('the editors’ preview', () => {
  it('shows every saved change on the next read: a text, and a picture replaced by a damaged one', async () => {
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    const { loadContent, ContentError } = await previewLoader();
    const first = await loadContent(root);
    expect(first.products.find((product) => product.sku === 'fx-001')?.text['en-US'].name).toBe('Fixture Stole 001');

    const text = path.join(root, 'products/fx-001/index.en-US.md');
    await writeFile(text, (await readFile(text, 'utf8')).replace('Fixture Stole 001', 'Fixture Stole One').replace('**silk**', '*silk*'));
    const second = await loadContent(root);
    const changed = second.products.find((product) => product.sku === 'fx-001')!;
    expect(changed.text['en-US'].name).toBe('Fixture Stole One');
    expect(changed.text['en-US'].html).toContain('<em>silk</em>');

    const picture = path.join(root, 'products/fx-002/front.jpg');
    await truncate(picture, 2000);
    const error = await loadContent(root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/products\/fx-002\/index\.en-US\.md:\d+:\d+ +images\.0 +"front\.jpg" is damaged or cut short/);
  });
});
