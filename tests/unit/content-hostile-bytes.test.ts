import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodes } from '@/app/_content/tools';
import { contentWorkFolder, problemsOf, productFacts } from './content-copies';

/*
 * Content arrives by pull request: whatever bytes it holds (YAML made to grow or nest without end,
 * random bytes, control characters, files too large, pictures damaged or lying about their size),
 * the check names the file and what to do, without running out of time or memory.
 */
const { validCopy } = await contentWorkFolder('content-hostile-bytes-');

describe('hostile bytes', () => {
  it('refuses YAML aliases, which a few lines can make into billions of values', async () => {
    const root = await validCopy(async (root) => {
      const bomb = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
      for (let level = 1; level < 9; level++) {
        const [name, previous] = [String.fromCharCode(97 + level), String.fromCharCode(96 + level)];
        bomb.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
      }
      await writeFile(productFacts(root), (await readFile(productFacts(root), 'utf8')).replace('\n---\n', `\n${bomb.join('\n')}\n---\n`));
      await writeFile(
        productFacts(root, 'fx-002'),
        (await readFile(productFacts(root, 'fx-002'), 'utf8')).replace('care: gentle', 'care: &c gentle\nshop: *c'),
      );
    });
    const problems = await problemsOf(root);
    expect(problems.split('\n')[0]).toMatchInlineSnapshot(
      `"content/products/fx-001/index.en-US.md:20:8  -  an alias (*a) repeats a value written elsewhere: write the value itself here and in place of the other 71 aliases (*…) of this file"`,
    );
    expect(problems.split('\n').at(-1)).toMatchInlineSnapshot(`"2 problems in 2 files"`);
  });

  it('refuses YAML nested too deeply, however deep', async () => {
    const root = await validCopy(async (root) => {
      await writeFile(path.join(root, 'site.yaml'), `shopHosts: ${'['.repeat(15_000)}${']'.repeat(15_000)}\n`);
      const indented = Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}level${depth}:`).join('\n');
      await writeFile(path.join(root, 'contact/contact.yaml'), `${indented} deep\n`);
    });
    expect(await problemsOf(root)).toMatchInlineSnapshot(`
      "content/contact/contact.yaml:1:1  -  is nested too deeply to read ([ inside [, or fields indented under fields, more than 32 levels): no field here goes deeper than three
      content/site.yaml:1:1  -  is nested too deeply to read ([ inside [, or fields indented under fields, more than 32 levels): no field here goes deeper than three
      2 problems in 2 files"
    `);
  });

  it('refuses random bytes, control characters, quotes nested thousands deep and files too large to be content, without reading the large ones', async () => {
    let seed = 17;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16) & 0xff;
    const root = await validCopy(async (root) => {
      await writeFile(productFacts(root), Buffer.from(Array.from({ length: 4096 }, random)));
      // Not in fx-002's facts, which would hide the problem with its picture below.
      const care = path.join(root, 'care/gentle/en-US.md');
      await writeFile(care, (await readFile(care, 'utf8')).replace('Care', 'Ca\u0000re'));
      await writeFile(path.join(root, 'products/fx-002/index.zh-CN.md'), `---\nname: 大\n---\n${'丝'.repeat(100_000)}\n`);
      await writeFile(path.join(root, 'about/en-US.md'), `---\ntitle: About\nlead: Silk.\n---\n${'>'.repeat(30_000)} deep\n`);
      // Sparse: a 2 GB file that takes no disk, and would take 2 GB of memory to read.
      await truncate(path.join(root, 'products/fx-002/front.jpg'), 2 * 1024 ** 3);
    });
    expect(await problemsOf(root)).toMatchInlineSnapshot(`
      "content/about/en-US.md:5:1  -  more than 8 quote or list marks (>, -, *, +, 1.) open this line, one inside the other: nest quotes and lists at most 8 deep
      content/care/gentle/en-US.md:2:10  -  holds an invisible control character (U+0000), which no text has: if this is the right file, delete the character, or save the file again as plain text
      content/products/fx-001/index.en-US.md:1:1  -  is not saved as UTF-8, so its Chinese would show as gibberish: save it again with the encoding UTF-8
      content/products/fx-002/index.en-US.md:17:5  images.0  "front.jpg" is 2048.0 MB: a picture here is at most 40 MB: export it at most 3000 pixels on each side, a few MB as JPEG
      content/products/fx-002/index.zh-CN.md:1:1  -  is 293 KB, and a text here is at most 32 KB (some 5,000 English words or 10,000 Chinese characters): shorten the text, or check that it is the right file
      5 problems in 5 files"
    `);
  });

  it('decodes every picture: a header that promises pixels the file does not hold is named', async () => {
    const noise = sharp({
      create: { width: 1600, height: 1600, channels: 3, background: '#8a3b4c', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    });
    const [jpeg, png] = await Promise.all([noise.clone().jpeg().toBuffer(), noise.clone().png().toBuffer()]);
    // The PNG with a header (the IHDR chunk) that says 100,000 × 100,000 pixels.
    const giant = Buffer.from(png);
    giant.writeUInt32BE(100_000, 16);
    giant.writeUInt32BE(100_000, 20);
    giant.writeUInt32BE(crc32(giant.subarray(12, 29)), 29);
    const root = await validCopy(async (root) => {
      await writeFile(path.join(root, 'products/fx-001/front.jpg'), jpeg.subarray(0, jpeg.length / 2));
      await rm(path.join(root, 'products/fx-002/front.jpg'));
      await writeFile(path.join(root, 'products/fx-002/front.png'), png.subarray(0, png.length / 2));
      await writeFile(path.join(root, 'products/fx-002/back.png'), giant);
      const yaml = await readFile(productFacts(root, 'fx-002'), 'utf8');
      await writeFile(productFacts(root, 'fx-002'), yaml.replace('  - front.jpg', '  - front.png\n  - back.png'));
    });
    expect(await problemsOf(root)).toMatchInlineSnapshot(`
      "content/products/fx-001/index.en-US.md:17:5  images.0  "front.jpg" is damaged or cut short: export or copy the picture again
      content/products/fx-002/index.en-US.md:17:5  images.0  "front.png" is damaged or cut short: export or copy the picture again
      content/products/fx-002/index.en-US.md:18:5  images.1  "back.png" is 100000 × 100000 pixels, too large to make the site's sizes from: make it at most 3000 pixels on each side
      3 problems in 2 files"
    `);
  });

  it('finds the damage the pictures step would stop on in a baseline JPEG, as cameras write them, byte by byte', async () => {
    // An 800-pixel picture, quick to decode 1,100 times: the whole decode is tried alone, without the size rule.
    const baseline = await readFile('tests/fixtures/pictures/baseline.jpg');
    expect((await sharp(baseline).metadata()).isProgressive).toBe(false);
    const missed: number[] = [];
    const falseAlarms: number[] = [];
    let damaged = 0;
    // One byte cut out of the compressed picture, at every third place after the header.
    for (let offset = 700; offset < baseline.length - 2; offset += 3) {
      const cut = Buffer.concat([baseline.subarray(0, offset), baseline.subarray(offset + 1)]);
      const passes = await decodes(cut, `cut at ${offset}`);
      const stopsPictures = await sharp(cut)
        .resize({ width: 400 })
        .raw()
        .toBuffer()
        .then(
          () => false,
          () => true,
        );
      if (stopsPictures) damaged++;
      if (stopsPictures && passes) missed.push(offset);
      if (!stopsPictures && !passes) falseAlarms.push(offset);
    }
    expect(damaged).toBeGreaterThan(0);
    expect({ missed, falseAlarms }).toEqual({ missed: [], falseAlarms: [] });
  });
});
