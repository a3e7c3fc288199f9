import { existsSync } from 'node:fs';
import { readFile, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Product } from '@/app/_content';

/**
 * The journey of a page opened before a release (tests/e2e/releases.spec.ts): where nginx serves
 * it, and the two releases tests/e2e/servers/release-builds.ts makes, all in one folder. The link
 * nginx serves is in it rather than beside out/: next build looks at every link at the top of the
 * project, and fails on one that leads nowhere, as this one would while the releases are made anew.
 */

/** nginx with deploy/nginx.conf serving the release RELEASES.served leads to, over HTTPS… */
export const RELEASES_PORT = 4178;
/** …and its plain HTTP server, which moves every request to HTTPS. */
export const RELEASES_HTTP_PORT = 4179;

const FOLDER = 'out.two-releases';
export const RELEASES = {
  folder: FOLDER,
  /** The folder nginx serves: a link to one of the two releases, as a host swaps its folder. */
  served: path.join(FOLDER, 'served'),
  /** out/ as the tests' build made it. */
  a: path.join(FOLDER, 'a'),
  /** A change of code and of content, built into a folder that held A; the files it kept are in `b.releases.json` beside it. */
  b: path.join(FOLDER, 'b'),
  /** The copy of the project B is built in, while it is built. */
  source: path.join(FOLDER, 'source'),
  /** Why B could not be built, if it could not. */
  failure: path.join(FOLDER, 'b.failure.txt'),
};

/** The product whose description release B changes: the catalogue's first. */
export const changedProduct = (products: readonly Product[]) => products[0]!;

/** That product's description in release B, in the default language. */
export const RELEASE_B_TEXT =
  'Rewoven for the new season: its pattern now runs in saffron thread over a ground of lacquer red, with a lotus at its heart.';

/** Serves `release` (RELEASES.a or RELEASES.b) in one step, as a host swaps its folder: a new link renamed over the old one. */
export async function serveRelease(release: string) {
  const next = `${RELEASES.served}.next`;
  await rm(next, { force: true });
  await symlink(path.relative(FOLDER, release), next);
  await rename(next, RELEASES.served);
}

/**
 * Waits until release B is built: the server answers with A at once and builds B meanwhile
 * (tests/e2e/servers/release-builds.ts). Fails with the reason it could not be, or after `timeout`.
 */
export async function releaseBBuilt(timeout: number) {
  const deadline = Date.now() + timeout;
  while (!existsSync(RELEASES.b)) {
    if (existsSync(RELEASES.failure))
      throw new Error(`${await readFile(RELEASES.failure, 'utf8')} Its output is among the web servers' above.`);
    if (Date.now() > deadline) throw new Error(`Release B was not built within ${timeout / 1000} s (tests/e2e/servers/release-builds.ts).`);
    await sleep(1000);
  }
}
