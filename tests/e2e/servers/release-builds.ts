/*
 * Two releases of the site, served by nginx with deploy/nginx.conf as a host serves the one folder
 * each release replaces, for the journey of a page opened before a release
 * (tests/e2e/releases.spec.ts), in out.two-releases/ (./releases.ts names its parts):
 * `tsx tests/e2e/servers/release-builds.ts <https port> <http port>`.
 *
 * - Release A is out/ as the tests' build made it, linked file by file into a/, so that it stays
 *   as it was.
 * - Release B is the project with a change of code (the zoom's module, so that its script gets
 *   another name) and of content (a product's description), built by scripts/build.ts into a
 *   folder that held release A, as the host's next build finds its out/: it takes in A's files
 *   named by their content, and b.releases.json lists them.
 * - served links to release A; the test points it at B.
 *
 * B is built in a copy of the project (source/) rather than in the project, whose .next/ the other
 * builds of the tests hold while they run. The copy's node_modules/ is linked file by file, not as
 * one symbolic link: webpack names each module by its real path, and through a link out of the
 * copy every script would get another name, not only those the change reaches. (Next names each
 * page's entry module after the page's absolute path, so the pages' own scripts get other names all
 * the same; the old pages ask for none of them after the release.) Its node_modules/.cache/ is the
 * project's, so the pictures' variants and the compressed copies are taken, not made again.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { productTextFile } from '@/app/_content/tools';
import { routing } from '@/app/_i18n/routing';
import { releaseRecordFile } from '@/scripts/lib/releases/out-folder';
import { content } from '@/tests/shared/site';
import { startNginx } from './nginx';
import { changedProduct, RELEASE_B_TEXT, RELEASES, serveRelease } from './releases';

/** What the project's build is made from, but node_modules/ (linked apart); public/ only where there is one. */
const SOURCES = ['app', 'messages', 'content', 'scripts', 'public', 'next.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * Runs `command`, and fails with `failure` if it does. With `quietly`, its output is kept and shown
 * only then: it would run through the output of the builds beside it.
 */
function run(command: string, args: string[], failure: string, { quietly = false, ...options }: SpawnOptions & { quietly?: boolean } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: quietly ? 'pipe' : 'inherit', ...options });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`${failure} (${signal ?? `exit status ${code}`}).`));
    });
  });
}

/** Links `from` (a file or a folder, every file under it) to `to`: hard links, nothing copied. */
const linkTree = (from: string[], to: string) => run('cp', ['-al', ...from, to], `Linking ${from.join(', ')} to ${to} failed`);

/** The copy of the project B is built in, with its change of code and of content. */
async function copyProject(source: string) {
  await mkdir(path.join(source, 'node_modules'), { recursive: true });
  await Promise.all(
    SOURCES.map((entry) =>
      cp(entry, path.join(source, entry), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
  const modules = (await readdir('node_modules')).filter((entry) => entry !== '.cache');
  await linkTree(
    modules.map((entry) => path.join('node_modules', entry)),
    path.join(source, 'node_modules'),
  );
  await mkdir('node_modules/.cache', { recursive: true });
  await symlink(path.resolve('node_modules/.cache'), path.join(source, 'node_modules/.cache'));

  // Code the minifier keeps: a comment alone would leave the script as it was.
  const zoom = path.join(source, 'app/_lib/product/zoom.ts');
  await writeFile(zoom, `${await readFile(zoom, 'utf8')}\n(globalThis as Record<string, unknown>).zoomRelease = 'B';\n`);

  const text = path.join(source, 'content/products', changedProduct(content.products).sku, productTextFile(routing.defaultLocale));
  const [frontMatter] = /^---\n[\s\S]*?\n---\n/.exec(await readFile(text, 'utf8')) ?? [];
  if (!frontMatter) throw new Error(`${text} has no front matter to keep.`);
  await writeFile(text, `${frontMatter}\n${RELEASE_B_TEXT}\n`);
}

/** Builds release B from A, and puts it beside A; where B keeps nothing of A, it fails. */
async function buildReleaseB() {
  await copyProject(RELEASES.source);
  // The folder B's build replaces holds release A, as the host's out/ does.
  await linkTree([RELEASES.a], path.join(RELEASES.source, 'out'));
  const started = performance.now();
  await run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/build.ts'], 'Building release B failed', {
    cwd: RELEASES.source,
    env: { ...process.env, OUT_DIR: 'out', CONTENT_DIR: 'content' },
    quietly: true,
  });
  await rename(path.join(RELEASES.source, releaseRecordFile('out')), releaseRecordFile(RELEASES.b)).catch(() => {
    throw new Error(`Release B kept none of release A's files: it wrote no ${releaseRecordFile('out')}.`);
  });
  // Last: the test waits for B's folder.
  await rename(path.join(RELEASES.source, 'out'), RELEASES.b);
  await rm(RELEASES.source, { recursive: true, force: true });
  console.log(`Release B was built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

const [https = '4178', http = '4179'] = process.argv.slice(2);

if (!existsSync(path.join('out', 'index.html')))
  throw new Error('No exported site in out/, which is release A: run `npm run build` first.');
await rm(RELEASES.folder, { recursive: true, force: true });
await mkdir(RELEASES.folder);
await linkTree(['out'], RELEASES.a);
await serveRelease(RELEASES.a);
const nginx = startNginx(RELEASES.served, `127.0.0.1:${https}`, `127.0.0.1:${http}`);
void nginx.exited.then((code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.process.kill('SIGQUIT'));

// Playwright starts its servers one after the other, each once the one before answers: this one
// answers at once, with release A, and builds B while the servers after it build theirs. The
// test waits for B, or reads why it failed.
await buildReleaseB().catch(async (error: Error) => {
  console.error(error.message);
  await rm(RELEASES.source, { recursive: true, force: true });
  await writeFile(RELEASES.failure, error.message);
});
