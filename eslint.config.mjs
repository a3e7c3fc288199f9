import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

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
