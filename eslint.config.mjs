import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/*
 * The layers of app/ run one way: routes → components → logic (app/_lib) → SEO, i18n, addresses
 * and pre-hydration scripts → content and configuration. A folder of app/_components holds
 * components, their hooks and their CSS Modules; what they compute, fetch or word lives in
 * app/_lib/<area>/ (app/_lib/text/ for the text helpers every area uses), which never imports a
 * component. import/no-restricted-paths rather than no-restricted-imports: it resolves each import
 * to its file, so the @/ alias and a relative path ('../_components/…') are caught alike, where
 * import patterns see only the text written. Each zone names a layer and everything of app/ it
 * may not import.
 */
const APP_BELOW_LIB = ['./_seo', './_i18n', './_addresses', './_pre-hydration', './_content', './_config'];
const layers = {
  files: ['app/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './app/_components',
            from: './app',
            except: ['./_components', './_lib', ...APP_BELOW_LIB],
            message:
              'app/_components may import only components, app/_lib, app/_seo, app/_i18n, app/_addresses, app/_pre-hydration, app/_content and app/_config: never a route.',
          },
          {
            target: './app/_lib',
            from: './app',
            except: ['./_lib', ...APP_BELOW_LIB],
            message:
              'app/_lib may import only app/_lib, app/_seo, app/_i18n, app/_addresses, app/_pre-hydration, app/_content and app/_config: never a component or a route.',
          },
          {
            target: ['./app/_seo', './app/_i18n', './app/_addresses', './app/_pre-hydration'],
            from: './app',
            except: APP_BELOW_LIB,
            message:
              'app/_seo, app/_i18n, app/_addresses and app/_pre-hydration may import one another, app/_content and app/_config: never app/_lib, a component or a route.',
          },
          {
            target: './app/_content',
            from: './app',
            except: ['./_content', './_config'],
            message:
              'app/_content may import only app/_config: never SEO, i18n, addresses, pre-hydration scripts, app/_lib, components or routes.',
          },
          {
            // The pages read the content the build checked (a snapshot) through the module's front
            // door; the loader, with its Markdown, YAML and schema modules, is for the build's tools
            // and the tests alone. naming.ts holds the rules of names the browser checks too.
            target: ['./app/!(_content)/**', './app/*.{ts,tsx}'],
            from: './app/_content',
            except: ['./index.ts', './naming.ts'],
            message:
              'Pages, components and app/_lib read content through @/app/_content; its other files (the loader in @/app/_content/tools above all) are for scripts and tests.',
          },
          {
            target: './app/_config',
            from: './app',
            except: ['./_config'],
            message: 'app/_config imports nothing else of app/: it is the lowest layer.',
          },
          {
            target: './app',
            from: ['./scripts', './tests'],
            message: 'app/ never imports scripts/ or tests/: the site is built from app/ alone.',
          },
          {
            target: './scripts',
            from: './tests',
            message: 'scripts/ never imports tests/: the tests import the scripts, not the other way round.',
          },
        ],
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  // Every package the code imports is listed in package.json, types included: one that installs
  // only because another package pulls it in disappears when that package changes its own.
  // eslint-config-next already brings eslint-plugin-import, which resolves each import as Node does.
  {
    name: 'declared-dependencies',
    rules: { 'import/no-extraneous-dependencies': ['error', { includeTypes: true }] },
  },
  {
    // Scripts and tests read content through the content module's two entries only, so that what
    // they rely on is named in one place and its files can change behind it. The typescript-eslint
    // form of no-restricted-imports (same options), so that a block restricting other imports of
    // these files with the core rule does not replace this one.
    name: 'content-front-door',
    files: ['scripts/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@/|(\.\.?/)+)app/_content/(?!(index|tools)(\.ts)?$)`,
              message:
                "Read content through the content module's front door: @/app/_content (what pages use) or @/app/_content/tools (the loader and what the build's tools need).",
            },
          ],
        },
      ],
    },
  },
  layers,
  globalIgnores([
    '.next/**',
    '.bench/**',
    'out/**',
    'out.*/**',
    'public/product-images/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
