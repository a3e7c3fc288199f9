import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ContentError, formatProblems, relativeToRepository } from '@/app/_content';
import { decodes, IMAGE_FILE_NAME, loadContent } from '@/app/_content/tools';
import { contentReport } from './content-report';
import { copyContent } from '@/tests/fixtures/longer-content';

/*
 * Content arrives by pull request: whatever it holds, the check names the file and what to do, and
 * reads nothing outside the content folder. Links are made here, as the test runs, since Git on
 * Windows does not keep them.
 */
const workFolder = await mkdtemp(path.join(tmpdir(), 'content-hostile-'));
afterAll(() => rm(workFolder, { recursive: true, force: true }));

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

let cases = 0;
/** A copy of the valid fixture, changed by `change(root)`. */
async function validCopy(change: (root: string) => Promise<void>): Promise<string> {
  const root = path.join(workFolder, `content-${++cases}`);
  await cp('tests/fixtures/content/valid', root, { recursive: true });
  await change(root);
  return root;
}

/** The report as an editor reads it for content/. */
const problemsOf = (root: string) => contentReport(root, { folderAs: 'content' });

/** The file of a product's facts, and its English text. */
const productFacts = (root: string, sku = 'fx-001') => path.join(root, 'products', sku, 'index.en-US.md');

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

describe('hostile places (channels.yaml)', () => {
  it('names what is wrong in each entry, whatever it holds in place of a place, and runs nothing', async () => {
    const root = await validCopy(async (root) => {
      const entries = [
        '- 42',
        '- [a, [b, [c]]]',
        '- name: { en-US: [x], zh-CN: { a: b } }',
        '  kind: { online: true }',
        '  url: javascript:alert(1)',
        '  tel: "+86 28 <script>alert(1)</script>"',
        '  __proto__: { polluted: true }',
        '  constructor: { name: x }',
        '- name: !!js/function "function () { globalThis.channelRan = true }"',
        '  kind: toString',
        '  city: { en-US: Chengdu, zh-CN: 成都 }',
        '  address: { en-US: "1 Road", zh-CN: 路1号 }',
        '- name: { en-US: Shop, zh-CN: 网店 }',
        '  kind: online',
        '  url: "https://shop.example.com/\\u0000"',
        '  hours: { en-US: [], zh-CN: null, zh-TW: 營業 }',
      ];
      await writeFile(path.join(root, 'channels.yaml'), `${entries.join('\n')}\n`);
    });
    const problems = await problemsOf(root);
    expect(problems).toMatchInlineSnapshot(`
      "content/channels.yaml:1:3  0  write each place as fields on the lines below its "- ", starting "- name:" (found 42)
      content/channels.yaml:2:3  1  write each place as fields on the lines below its "- ", starting "- name:"
      content/channels.yaml:3:18  2.name.en-US  write the name of the place in en-US, e.g. Chengdu Museum Shop
      content/channels.yaml:3:30  2.name.zh-CN  write the name of the place in zh-CN, e.g. 成都博物馆文创商店
      content/channels.yaml:4:9  2.kind  write a kind of place: one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:5:8  2.url  write a full https:// address (found "javascript:alert(1)")
      content/channels.yaml:6:8  2.tel  write a phone number, e.g. "+86 28 8620 3366" (found "+86 28 <script>alert(1)</script>")
      content/channels.yaml:7:3  2.__proto__  "__proto__" is not a field here: remove it (the fields here are name, kind, city, address, tel, hours, url)
      content/channels.yaml:8:3  2.constructor  "constructor" is not a field here: remove it (the fields here are name, kind, city, address, tel, hours, url)
      content/channels.yaml:9:23  3.name  write the name of the place in each language, on the lines below it: en-US: Chengdu Museum Shop and zh-CN: 成都博物馆文创商店 (found "function () { globalThis.channelRan = true }")
      content/channels.yaml:10:9  3.kind  "toString" is not a kind of place: use one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:15:8  4.url  it has an invisible character (U+0000) in it: retype it in English mode (found "https://shop.example.com/\\u0000")
      content/channels.yaml:16:19  4.hours.en-US  write the opening hours in en-US, e.g. Tuesday to Sunday, 9:00–17:00
      content/channels.yaml:16:30  4.hours.zh-CN  is empty: write the opening hours in zh-CN, e.g. 周二至周日 9:00–17:00
      content/channels.yaml:16:36  4.hours.zh-TW  "zh-TW" is not a field here: did you mean zh-CN?
      15 problems in 1 file"
    `);
    expect(problems).not.toContain('could not be checked');
    expect((globalThis as { channelRan?: boolean }).channelRan).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('a failure of the check itself', () => {
  it('names the file it was reading and asks to report it', async () => {
    vi.resetModules();
    vi.doMock('@/app/_content/markdown', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@/app/_content/markdown')>()),
      renderMarkdown: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    }));
    const [{ loadContent: loadWithFailingMarkdown }, { ContentError: FreshContentError }] = await Promise.all([
      import('@/app/_content/tools'),
      import('@/app/_content'),
    ]);
    const error = await loadWithFailingMarkdown(path.resolve('tests/fixtures/content/valid')).catch((error: unknown) => error);
    vi.doUnmock('@/app/_content/markdown');
    expect(error).toBeInstanceOf(FreshContentError);
    const lines = (error as ContentError).message.split('\n');
    expect(lines[0]).toBe(
      'tests/fixtures/content/valid/about/en-US.md:1:1  -  could not be checked (RangeError: Maximum call stack size exceeded)',
    );
    expect(lines.at(-1)).toBe(
      'The check itself failed on a file marked "could not be checked": please report it to the site\'s developers, with that file.',
    );
  });

  it('ends npm run check:content with exit status 1 and no stack trace, whatever the file holds', async () => {
    const root = await validCopy(async (root) => {
      await writeFile(
        productFacts(root),
        `---\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n---\n`,
      );
      await writeFile(path.join(root, 'site.yaml'), '['.repeat(30_000));
    });
    const { status, stdout, stderr } = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: root, GITHUB_ACTIONS: '' },
    });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).not.toMatch(/\bat .*\.[jt]s:\d+/);
    expect(stderr).toContain(`${relativeToRepository(productFacts(root))}:3:8  -  an alias (*a) repeats a value written elsewhere`);
    expect(stderr).toContain(`${relativeToRepository(path.join(root, 'site.yaml'))}:1:1  -  is nested too deeply`);
  });
});

describe('random edits of a valid catalogue (the longer fixture)', () => {
  /** mulberry32: the same edits on every run, so that a failure can be replayed. */
  function randomNumbers(seed: number): (below: number) => number {
    return (below) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
    };
  }
  /** What editors and attackers type that means something to YAML, Markdown or a decoder. */
  const PIECES = [
    ':',
    ': ',
    '-',
    '- ',
    '[',
    ']',
    '{',
    '}',
    '*',
    '&a ',
    '*a',
    '!',
    '|',
    '>',
    '#',
    '"',
    "'",
    '\n',
    '\n  ',
    '\t',
    '\u0000',
    '\uFEFF',
    '：',
    '中',
    '<script>',
    '](javascript:alert(1))',
    '---\n',
    '%',
    '../',
  ];
  /** Fields that refer to another file, where an edit of that file may rightly be reported. */
  const REFERRING_FIELD = /^(type|variants(\.\d+)?|care|shopUrl|images(\.\d+)?)$/;
  const EDITS = 300;

  it(
    `ends each of ${EDITS} edits (spans deleted, doubled or replaced) in a valid catalogue or in problems naming the edited file`,
    { timeout: 240_000 },
    async () => {
      const root = await copyContent(path.join(workFolder, 'longer'));
      await loadContent(root);
      const files = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
      const random = randomNumbers(2026);
      for (let edit = 1; edit <= EDITS; edit++) {
        const relative = files[random(files.length)]!;
        const file = path.join(root, relative);
        const original = await readFile(file);
        const start = random(original.length);
        const end = Math.min(original.length, start + 1 + random(48));
        const operation = (['delete', 'double', 'replace'] as const)[random(3)]!;
        const replacement =
          operation === 'delete'
            ? Buffer.alloc(0)
            : operation === 'double'
              ? Buffer.concat([original.subarray(start, end), original.subarray(start, end)])
              : Buffer.from(Array.from({ length: 1 + random(4) }, () => PIECES[random(PIECES.length)]).join(''));
        await writeFile(file, Buffer.concat([original.subarray(0, start), replacement, original.subarray(end)]));
        const what = `edit ${edit}: ${operation} bytes ${start}–${end} of ${relative}`;
        const outcome = await loadContent(root).then(
          () => undefined,
          (error: unknown) => error,
        );
        // A picture the check passes is one the pictures step can decode whole.
        const picture =
          outcome === undefined && IMAGE_FILE_NAME.test(path.basename(relative))
            ? await sharp(file)
                .rotate()
                .raw()
                .toBuffer()
                .catch((error: Error) => error)
            : undefined;
        await writeFile(file, original);
        expect(picture instanceof Error ? `${what} passed, but does not decode: ${picture.message}` : '').toBe('');
        if (outcome === undefined) continue;
        expect(outcome, what).toBeInstanceOf(ContentError);
        const { problems } = outcome as ContentError;
        expect(
          problems.filter((problem) => problem.unexpected || problem.line < 1 || problem.column < 1),
          what,
        ).toEqual([]);
        // A picture is named by the line of its product's facts that lists it.
        const [folder, name] = [path.dirname(relative), path.basename(relative)];
        const named = problems.some(
          (problem) =>
            problem.file === relativeToRepository(file) ||
            (problem.file === relativeToRepository(path.join(root, folder, 'index.en-US.md')) && problem.message.startsWith(`"${name}"`)),
        );
        // Or the edited file is valid in itself, and the files that refer to what it changed are named, at the referring fields.
        expect(named || problems.every((problem) => REFERRING_FIELD.test(problem.field)), `${what}\n${formatProblems(problems)}`).toBe(
          true,
        );
      }
    },
  );
});
