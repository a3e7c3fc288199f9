import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, relativeToRepository } from '@/app/_content';
import { loadContent } from '@/app/_content/tools';
import { prepareProductImages } from '@/scripts/lib/build/product-images';

const workFolder = await mkdtemp(path.join(tmpdir(), 'product-images-'));
const folders = { cache: path.join(workFolder, 'cache'), published: path.join(workFolder, 'published') };

describe('product picture variants', () => {
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('makes AVIF and WebP at each width up to the original and for the zoom, and one JPEG, then reuses them', async () => {
    const root = path.join(workFolder, 'content');
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    // A picture 1,800 pixels wide that no other test uses, so nothing is cached yet.
    const noise = Buffer.from(Array.from({ length: 1800 * 1600 * 3 }, (_, index) => (index * 7919) % 251));
    await sharp(noise, { raw: { width: 1800, height: 1600, channels: 3 } })
      .jpeg()
      .toFile(path.join(root, 'products/fx-001/front.jpg'));
    const content = await loadContent(root);
    const [image] = content.products[0]!.images;

    const first = await prepareProductImages(content, folders);
    // Each picture: AVIF and WebP at 400, 800 and 1,200 pixels and for the zoom, and a JPEG (fx-002 keeps the fixture's).
    expect(first).toEqual({ made: 18, reused: 0 });
    const published = (await readdir(folders.published)).filter((file) => file.startsWith(image!.hash)).sort();
    expect(published).toEqual(
      ['400', '800', '1200', 'zoom']
        .flatMap((size) => [`${image!.hash}-${size}.avif`, `${image!.hash}-${size}.webp`])
        .concat(`${image!.hash}-1200.jpg`)
        .sort(),
    );
    const avif = await sharp(path.join(folders.published, `${image!.hash}-400.avif`)).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(['heif', 'av1', 400, 356]);
    // The zoom's picture is as wide as the original where that is narrower than 2,400 pixels.
    const zoom = await sharp(path.join(folders.published, `${image!.hash}-zoom.webp`)).metadata();
    expect([zoom.format, zoom.width, zoom.height]).toEqual(['webp', 1800, 1600]);

    expect(await prepareProductImages(content, folders)).toEqual({ made: 0, reused: 18 });
  });

  it('makes every picture with one encoder while the second is held back, as it is while Next builds', async () => {
    const content = await loadContent(path.resolve('tests/fixtures/content/valid'));
    const foldersIn = (name: string) => ({
      cache: path.join(workFolder, `${name}-cache`),
      published: path.join(workFolder, `${name}-published`),
    });
    const [both, held] = [foldersIn('both'), foldersIn('held')];
    const withBoth = await prepareProductImages(content, both);
    // Never released: the first encoder empties the queue, and the call returns all the same.
    expect(await prepareProductImages(content, { ...held, secondEncoder: new Promise(() => {}) })).toEqual(withBoth);
    expect(withBoth.made).toBeGreaterThan(0);
    expect(await readdir(held.published)).toEqual(await readdir(both.published));
  });

  it('names a picture it cannot decode (cut short since the content check) and says how to mend it', async () => {
    const root = path.join(workFolder, 'cut-short');
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    const picture = path.join(root, 'products/fx-001/front.jpg');
    const noise = Buffer.from(Array.from({ length: 1600 * 1600 * 3 }, (_, index) => (index * 104729) % 253));
    const whole = await sharp(noise, { raw: { width: 1600, height: 1600, channels: 3 } })
      .jpeg()
      .toBuffer();
    await writeFile(picture, whole);
    const content = await loadContent(root);
    // The check decodes every picture (tests/unit/content-hostile-bytes.test.ts): this one breaks after it.
    await writeFile(picture, whole.subarray(0, whole.length / 2));

    const failure = await prepareProductImages(content, folders).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).message).toMatch(
      new RegExp(
        `^${relativeToRepository(picture)}:1:1  -  could not be made into the site's picture sizes \\(.*JPEG.*\\): if the picture is damaged or was not copied completely, copy or export it again\n1 problem in 1 file$`,
      ),
    );
  });
});
