import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { stringify } from 'yaml';
import { adminPath, siteAddresses } from '@/app/_addresses/site-addresses';
import { ADMIN_CONFIG_FILE, ADMIN_FOLDER, ADMIN_PAGE_FILE } from '@/app/_config/http-headers';
import type { Content } from '@/app/_content';
import { CMS_ORIGINS, cmsConfig, type CmsChoices } from './config';

/*
 * The editors' pages at /admin/: Sveltia CMS, bundled at build time from its npm package so that
 * nothing is loaded from a CDN (its interface languages are imported locally), its icon font
 * self-hosted, and a config.yml made from the content schemas (scripts/lib/cms/config/).
 */

const require = createRequire(import.meta.url);
/** The package's folder: its entry is npm/index.js (its exports leave out package.json). */
const sveltiaFolder = path.resolve(require.resolve('@sveltia/cms'), '../..');
const iconFontFile =
  require.resolve('@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2');
const versionIn = (packageFolder: string) =>
  (JSON.parse(readFileSync(path.join(packageFolder, 'package.json'), 'utf8')) as { version: string }).version;
const sveltiaVersion = versionIn(sveltiaFolder);

/**
 * Dependencies only the fields we do not use load, on demand, each replaced by a module that fails
 * to load; Sveltia catches the failure:
 * - code highlighting grammars (8 MB): for code fields and code blocks, which our Markdown fields
 *   leave out (`editor_components: []` in cms/config/fields.ts);
 * - svgo: optimises uploaded SVG files, which product pictures never are;
 * - leaflet and terra-draw: the map field.
 */
const LEFT_OUT = /^(@shikijs\/langs\/|svgo(\/|$)|leaflet(\/|$)|terra-draw)/;

/** Everything the bundle depends on; a change of any gives a new bundle. */
const BUNDLE_KEY = JSON.stringify({
  sveltia: sveltiaVersion,
  icons: versionIn(path.resolve(iconFontFile, '../..')),
  esbuild: esbuildVersion,
  leftOut: LEFT_OUT.source,
  // Bumped when the way the bundle is made changes.
  recipe: 2,
});
const cacheFolder = path.resolve('node_modules/.cache/admin');

/** What index.html loads: file names relative to /admin/, named by their content. */
type Bundle = { script: string; stylesheet: string };

const leaveOut: Plugin = {
  name: 'leave-out',
  setup(build) {
    // One module per package, so that all its imports share one tiny chunk.
    build.onResolve({ filter: LEFT_OUT }, (args) => ({ path: LEFT_OUT.exec(args.path)![1]!.replace(/\/$/, ''), namespace: 'left-out' }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is left out of /admin/ (scripts/lib/cms/admin.ts)`)});`,
    }));
  },
};

/** The name esbuild gives the entry, which is written in place (stdin). */
const ENTRY = 'admin.js';

const shortHash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64url').slice(0, 10);

/** Sveltia's fonts as its own style declares them, from a CDN: https://cdn.jsdelivr.net/fontsource/fonts/<id>@<version>/<subset>.woff2. */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;

/**
 * Points the fonts of Sveltia's style at our copies (`files`: font id → file in /admin/assets/).
 * Its script registers the same fonts from its own files, but the browser also fetches those of
 * the style, from the CDN: refused by the page's policy, and a request to a third party.
 */
function selfHostedFonts(files: Record<string, string>): Plugin {
  return {
    name: 'self-hosted-fonts',
    setup(build) {
      build.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        const fonts = new Set<string>();
        const contents = code.replace(CDN_FONT, (url, id: string) => {
          fonts.add(id);
          const file = files[id];
          if (!file) throw new Error(`Sveltia CMS loads the font ${url}, which /admin/ has no copy of: add it in scripts/lib/cms/admin.ts`);
          // Relative to the page, /admin/, where its <style> is.
          return file;
        });
        const missing = Object.keys(files).filter((id) => !fonts.has(id));
        // Fonts declared some other way would be fetched from the CDN after all.
        if (missing.length > 0)
          throw new Error(`Sveltia CMS no longer declares ${missing.join(', ')} as scripts/lib/cms/admin.ts expects: update it`);
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Bundles the CMS into `folder`: the entry script, its lazy chunks in chunks/ and Sveltia's own
 * files in assets/ (fonts, WebAssembly image codecs, the HEIC worker), which the code finds
 * relative to itself (`new URL('../assets/…', import.meta.url)`), so both keep the package's layout.
 */
async function bundle(folder: string): Promise<Bundle> {
  await cp(path.join(sveltiaFolder, 'npm/assets'), path.join(folder, 'assets'), {
    recursive: true,
    // Source maps are not served; Sveltia's copy of the icon font is replaced by ours below.
    filter: (file) => !file.endsWith('.map') && !/material-symbols/.test(path.basename(file)),
  });
  const assets = await readdir(path.join(folder, 'assets'));
  const sveltiaFont = (name: string) => `assets/${assets.find((file) => file.startsWith(name) && file.endsWith('.woff2'))!}`;
  const iconFont = await readFile(iconFontFile);
  const iconFontName = `assets/material-symbols-outlined-${shortHash(iconFont)}.woff2`;
  await writeFile(path.join(folder, iconFontName), iconFont);

  const result = await build({
    stdin: {
      // An ES module starts only when asked: Sveltia starts by itself only from a classic script.
      contents: "import CMS from '@sveltia/cms';\nCMS.init();\n",
      resolveDir: process.cwd(),
      sourcefile: ENTRY,
    },
    bundle: true,
    // Its locales and codecs stay separate files, each fetched only when needed.
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    outdir: folder,
    entryNames: 'sveltia-cms-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [
      leaveOut,
      selfHostedFonts({
        'source-sans-3': sveltiaFont('source-sans-3-latin-wght-normal-'),
        'noto-mono': sveltiaFont('noto-mono-latin-400-normal-'),
        'material-symbols-outlined': iconFontName,
      }),
    ],
    metafile: true,
    logLevel: 'warning',
  });
  const script = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === ENTRY)![0];
  // The icons come from our copy of the font whatever Sveltia declares: a font that fails shows
  // each icon's name as a word.
  const css = [
    `@font-face{font-family:'Admin Material Symbols';font-style:normal;font-weight:100 700;font-display:block;src:url(${iconFontName}) format('woff2')}`,
    ".material-symbols-outlined{font-family:'Admin Material Symbols'!important}",
    '',
  ].join('\n');
  const stylesheet = `admin-${shortHash(css)}.css`;
  await writeFile(path.join(folder, stylesheet), css);
  return { script: path.relative(folder, path.resolve(script)), stylesheet };
}

/**
 * The bundle, made once per version of its dependencies and kept in node_modules/.cache/admin/:
 * bundling takes seconds, copying it a fraction of one. Made in a folder of its own and renamed
 * into place, so an interrupted or concurrent build never leaves half a bundle.
 */
async function cachedBundle(): Promise<{ folder: string; bundle: Bundle; cached: boolean }> {
  const folder = path.join(cacheFolder, `${sveltiaVersion}-${shortHash(BUNDLE_KEY)}`);
  const manifest = path.join(folder, 'bundle.json');
  try {
    return { folder, bundle: JSON.parse(await readFile(manifest, 'utf8')) as Bundle, cached: true };
  } catch {
    // Not made yet.
  }
  const staging = `${folder}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const made = await bundle(staging);
  await writeFile(path.join(staging, 'bundle.json'), JSON.stringify(made));
  // Older bundles are of other versions: nothing will use them again.
  for (const entry of await readdir(cacheFolder).catch(() => [])) {
    if (path.join(cacheFolder, entry) !== staging) await rm(path.join(cacheFolder, entry), { recursive: true, force: true });
  }
  await rename(staging, folder).catch(async (error: NodeJS.ErrnoException) => {
    // Another build put the same bundle in place first.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(staging, { recursive: true, force: true });
  });
  return { folder, bundle: made, cached: false };
}

/**
 * The policy of the CMS page: the site and the git host (CMS_ORIGINS). Styles may be inline: Sveltia's components insert their own <style>
 * elements. WebAssembly may be compiled ('wasm-unsafe-eval', which allows no JavaScript from text):
 * browsers without a WebP encoder (Safari) and HEIC photographs are converted by Sveltia's
 * WebAssembly codecs. frame-ancestors, which a <meta> cannot carry, comes with every response
 * (app/_config/http-headers.ts).
 */
const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' blob: data: ${CMS_ORIGINS.images.join(' ')}`,
  "font-src 'self'",
  `connect-src 'self' blob: data: ${CMS_ORIGINS.connect.join(' ')}`,
  "worker-src 'self' blob:",
  // The web app manifest Sveltia makes in the page (a blob), naming the site's logo.
  'manifest-src blob:',
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function indexHtml({ script, stylesheet }: Bundle, basePath: string, brandName: Content['site']['brandName']): string {
  const admin = siteAddresses(basePath).siteHref(adminPath);
  const title = `${brandName['en-US']} · Content 内容管理`;
  // No inline script or event handler: the policy allows only the bundle's files.
  // The policy first in <head>, as on every page of the site, before anything it governs.
  return `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${escapeAttribute(ADMIN_CONTENT_SECURITY_POLICY)}"/>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeAttribute(title)}</title>
<link rel="cms-config-url" type="application/yaml" href="${admin}${ADMIN_CONFIG_FILE}">
<link rel="stylesheet" href="${admin}${stylesheet}">
<script type="module" src="${admin}${script}"></script>
</head>
<body></body>
</html>
`;
}

/** The product types and care texts the form offers, from the content as checked. */
function formChoices(content: Pick<Content, 'site' | 'productTypes' | 'care'>): CmsChoices {
  return {
    brandName: content.site.brandName,
    productTypes: content.productTypes,
    care: [...content.care].map(([id, text]) => ({
      id,
      title: Object.fromEntries(Object.entries(text).map(([locale, { title }]) => [locale, title])),
    })),
  };
}

/**
 * Writes the CMS into `<folder>/admin/`: index.html, the bundle, the icon font and config.yml.
 * `content` is the content as the build checked it. Returns whether the bundle came from the cache.
 * Every file but the page and the config is named by its content, by esbuild or by Sveltia.
 */
export async function writeAdmin(
  folder: string,
  { basePath, content }: { basePath: string; content: Pick<Content, 'site' | 'productTypes' | 'care'> },
): Promise<{ cached: boolean }> {
  const target = path.join(folder, ADMIN_FOLDER);
  const { folder: bundleFolder, bundle: made, cached } = await cachedBundle();
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(bundleFolder, target, { recursive: true, filter: (file) => path.basename(file) !== 'bundle.json' });
  await Promise.all([
    writeFile(path.join(target, ADMIN_PAGE_FILE), indexHtml(made, basePath, content.site.brandName)),
    writeFile(path.join(target, ADMIN_CONFIG_FILE), stringify(cmsConfig(formChoices(content)), { lineWidth: 0 })),
  ]);
  return { cached };
}
