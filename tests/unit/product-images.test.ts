import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@/app/_content/catalogue';
import { ContentError, relativeToRepository } from '@/app/_content/problems';
import { prepareProductImages } from '@/scripts/lib/product-images';

const workFolder = await mkdtemp(path.join(tmpdir(), 'product-images-'));
const folders = { cache: path.join(workFolder, 'cache'), published: path.join(workFolder, 'published') };

describe('product picture variants', () => {
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('makes AVIF and WebP at each width up to the original, and one JPEG, then reuses them', async () => {
    const root = path.join(workFolder, 'content');
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    // A picture 1000 pixels wide that no other test uses, so nothing is cached yet.
    const noise = Buffer.from(Array.from({ length: 1000 * 900 * 3 }, (_, index) => (index * 7919) % 251));
    await sharp(noise, { raw: { width: 1000, height: 900, channels: 3 } })
      .jpeg()
      .toFile(path.join(root, 'products/fx-001/front.jpg'));
    const content = await loadContent(root);
    const [image] = content.products[0]!.images;

    const first = await prepareProductImages(content, folders);
    // fx-002 keeps the fixture's 800-pixel picture: 2 AVIF, 2 WebP, 1 JPEG; fx-001's new one the same.
    expect(first).toEqual({ made: 10, reused: 0 });
    const published = (await readdir(folders.published)).filter((file) => file.startsWith(image!.hash)).sort();
    expect(published).toEqual(
      [400, 800]
        .flatMap((width) => [`${image!.hash}-${width}.avif`, `${image!.hash}-${width}.webp`])
        .concat(`${image!.hash}-800.jpg`)
        .sort(),
    );
    const avif = await sharp(path.join(folders.published, `${image!.hash}-400.avif`)).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(['heif', 'av1', 400, 360]);

    expect(await prepareProductImages(content, folders)).toEqual({ made: 0, reused: 10 });
  });

  it('names a picture it cannot decode (cut short since the content check) and says how to mend it', async () => {
    const root = path.join(workFolder, 'cut-short');
    await cp('tests/fixtures/content/valid', root, { recursive: true });
    const picture = path.join(root, 'products/fx-001/front.jpg');
    const noise = Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_, index) => (index * 104729) % 253));
    const whole = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .jpeg()
      .toBuffer();
    await writeFile(picture, whole);
    const content = await loadContent(root);
    // The check decodes every picture (tests/unit/content-hostile.test.ts): this one breaks after it.
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
