import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { PageManifest } from '@/scripts/lib/notify/page-manifest';

/*
 * `npm run build` must never lose what is published: whatever fails, and wherever, the previous
 * output folder stays byte for byte as it was. These runs build into a folder of their own (inside
 * the project, as Next.js requires of its output).
 */
const workFolder = path.resolve('test-results/build-test');
const outDir = path.join(workFolder, 'out');
/**
 * The build as `npm run build` starts it: in Node's own process, with tsx as a loader. tsx's
 * command would run it in a second process and answer a SIGTERM itself, with status 143, before
 * the build's handler had run.
 */
const buildCommand = [process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/build.ts']] as const;

/** Every file under a folder with a hash of its bytes. */
async function fingerprint(folder: string): Promise<Record<string, string>> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [
          path.relative(folder, file),
          createHash('sha256')
            .update(await readFile(file))
            .digest('hex'),
        ] as const;
      }),
  );
  return Object.fromEntries(entries.sort());
}

function build(env: Record<string, string>) {
  return spawnSync(...buildCommand, { encoding: 'utf8', env: { ...process.env, OUT_DIR: outDir, ...env } });
}

describe('a failed build', () => {
  let published: Record<string, string>;

  beforeAll(async () => {
    await rm(workFolder, { recursive: true, force: true });
    await mkdir(path.join(outDir, 'en-US'), { recursive: true });
    await writeFile(path.join(outDir, 'index.html'), '<!doctype html><title>Published</title>');
    await writeFile(path.join(outDir, 'en-US', 'index.html'), '<!doctype html><title>Published in English</title>');
    published = await fingerprint(outDir);
  });
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  it('stops on a content problem, lists it, and leaves the previous output untouched', async () => {
    const { status, stderr } = build({ CONTENT_DIR: 'tests/fixtures/content/broken' });
    expect(status).toBe(1);
    expect(stderr).toContain('9 problems in 3 files');
    expect(stderr).toContain(`${path.relative('.', outDir)}/ was left as it was`);
    expect(await fingerprint(outDir)).toEqual(published);
  });

  it('stops on hostile content (a link out of content/, an alias bomb, random bytes) without reading it or a stack trace', async () => {
    const content = path.join(workFolder, 'hostile-content');
    const secret = path.join(workFolder, 'secret.md');
    await writeFile(secret, '---\nname: NOT-CONTENT-4471\n---\nNOT-CONTENT-4471\n');
    await cp('tests/fixtures/content/valid', content, { recursive: true });
    await rm(path.join(content, 'about/en-US.md'));
    await symlink(secret, path.join(content, 'about/en-US.md'));
    await writeFile(
      path.join(content, 'site.yaml'),
      'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b]\n',
    );
    await writeFile(
      path.join(content, 'products/fx-001/index.en-US.md'),
      Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
    );
    const { status, stdout, stderr } = build({ CONTENT_DIR: content });
    expect(status).toBe(1);
    expect(stderr).toContain('3 problems in 3 files');
    expect(stderr).toContain(`${path.relative('.', outDir)}/ was left as it was`);
    expect(stderr).not.toMatch(/\bat .*\.[jt]s:\d+/);
    expect(stdout + stderr).not.toContain('NOT-CONTENT-4471');
    expect(await fingerprint(outDir)).toEqual(published);
  });

  it.each([
    ['BASE_PATH', 'no leading slash', 'BASE_PATH "no leading slash" is not a folder path: write it like /silk'],
    ['NOINDEX', 'yes', 'NOINDEX "yes" is not true or false: write NOINDEX=true'],
  ])('stops on a malformed %s with a message, not a stack trace', async (variable, value, message) => {
    const { status, stderr } = build({ CONTENT_DIR: 'tests/fixtures/content/valid', [variable]: value });
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\bat .*\.[jt]s:\d+/);
    expect(await fingerprint(outDir)).toEqual(published);
  });

  it('leaves the previous output untouched when a page fails while next build renders it', async () => {
    const { status, stderr } = build({ CONTENT_DIR: 'tests/fixtures/content/valid', SITE_URL: 'http://insecure.example.com' });
    expect(status).toBe(1);
    expect(stderr).toContain('SITE_URL "http://insecure.example.com" is not an https address');
    expect(stderr).toContain('next build failed');
    expect(await fingerprint(outDir)).toEqual(published);
    expect(existsSync(`${outDir}.staging`)).toBe(false);
  }, 120_000);

  // While it checks the content: a next build interrupted while it writes its own diagnostics
  // leaves them broken for the next build in the same folder (docs/deploying.md, The build). After next
  // build: the steps that finish the export run in the build's own process, to their end.
  it.each([
    ['while it checks the content', 'Checking the content'],
    ['while it finishes the export', 'for search.'],
  ])(
    'leaves the previous output untouched when the build is interrupted %s',
    async (_when, shown) => {
      // In a process group of its own, so that a test that fails or runs out of time stops the
      // whole build, next build included: one left running would refuse the next test's build.
      const child = spawn(...buildCommand, {
        env: { ...process.env, OUT_DIR: outDir, CONTENT_DIR: 'tests/fixtures/content/valid' },
        detached: true,
      });
      onTestFinished(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // The build and all it started have ended.
        }
      });
      let output = '';
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      await new Promise<void>((resolve) =>
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes(shown)) resolve();
        }),
      );
      child.kill('SIGTERM');
      const status = await new Promise((resolve) => child.on('close', resolve));
      expect(status).toBe(1);
      expect(stderr).toContain('The build was interrupted (SIGTERM).');
      expect(output).not.toContain('The site is in');
      expect(await fingerprint(outDir)).toEqual(published);
      expect(existsSync(`${outDir}.staging`)).toBe(false);
    },
    // A whole build before the signal, as the rebuild below allows for each of its two.
    150_000,
  );
});

describe('a rebuild a day later, with no content changed', () => {
  const days = ['2025-10-26', '2025-10-27'];
  const INDEXNOW_KEY = 'fixture-key-2025';
  const outDirs = days.map((day) => path.join(workFolder, `day-${day}`));

  beforeAll(async () => {
    await rm(workFolder, { recursive: true, force: true });
  });
  afterAll(() => rm(workFolder, { recursive: true, force: true }));

  // The fixture's fx-001 was added on 2025-10-01: its 26th day, the 27th of October, is its first
  // without the "New" mark and its first of "1 month ago".
  it('writes the same files, but for the pages whose words or marks changed that day', async () => {
    for (const [index, day] of days.entries()) {
      const { status, stderr } = spawnSync(...buildCommand, {
        encoding: 'utf8',
        env: {
          ...process.env,
          OUT_DIR: outDirs[index]!,
          CONTENT_DIR: 'tests/fixtures/content/valid',
          BUILD_TIME: `${day}T09:00:00+08:00`,
          INDEXNOW_KEY,
        },
      });
      expect(status, stderr).toBe(0);
    }
    const [before, after] = await Promise.all(outDirs.map(fingerprint));
    expect(Object.keys(after!)).toEqual(Object.keys(before!));
    // Each page's folder once, for its HTML, its route payloads and their compressed copies.
    const changed = [
      ...new Set(
        Object.keys(after!)
          .filter((file) => after![file] !== before![file])
          .map((file) => path.dirname(file)),
      ),
    ];
    expect(changed.toSorted()).toEqual(
      ['en-US', 'zh-CN'].flatMap((locale) => [
        // The home page's new arrivals, the lists and fx-001's page: its "New" mark is gone.
        locale,
        // The line sheets: their cover's date is the build's, and so is their order form's.
        `${locale}/line-sheet`,
        `${locale}/line-sheet/pocket-square`,
        `${locale}/line-sheet/stole`,
        `${locale}/product`,
        `${locale}/product/fx-001`,
        `${locale}/product/type/stole`,
        // Not the selection, which prints behind the line sheet's cover: it is dated the day it is printed.
      ]),
    );
    // The order form's parts are stamped with the sheet's day, not the moment they were written: a
    // build later the same day writes the same bytes, and publishing sends nothing new.
    const stamps = outDirs.map((dir) => {
      const listing = execFileSync('unzip', ['-Z', '-T', path.join(dir, 'en-US/line-sheet/order-form.xlsx')], { encoding: 'utf8' });
      const times = new Set([...listing.matchAll(/ (\d{4})(\d\d)(\d\d)\.(\d\d)(\d\d)(\d\d) /g)].map((found) => found.slice(1).join('-')));
      expect(times.size).toBe(1);
      const [year, month, date, hours, minutes, seconds] = [...times][0]!.split('-').map(Number);
      return Date.UTC(year!, month! - 1, date!, hours, minutes, seconds);
    });
    // A day apart, give or take the hour a local clock may have turned back that night (zip times are local).
    expect(Math.abs(stamps[1]! - stamps[0]! - 24 * 3600_000)).toBeLessThanOrEqual(3600_000);
    // What the search engines are told: the key, at the site's root, and of the sitemap's pages the changed ones.
    expect(await readFile(path.join(outDirs[1]!, `${INDEXNOW_KEY}.txt`), 'utf8')).toBe(INDEXNOW_KEY);
    const [told, toldNext] = await Promise.all(
      outDirs.map(async (dir) => JSON.parse(await readFile(`${dir}.pages.json`, 'utf8')) as PageManifest),
    );
    expect(Object.keys(toldNext!.pages)).toEqual(Object.keys(told!.pages));
    expect(
      Object.keys(told!.pages)
        .filter((address) => told!.pages[address] !== toldNext!.pages[address])
        .toSorted(),
    ).toEqual(
      ['en-US', 'zh-CN'].flatMap((locale) =>
        ['/', '/product/', '/product/fx-001/', '/product/type/stole/'].map((page) => `${told!.root}/${locale}${page}`),
      ),
    );
  }, 300_000);
});
