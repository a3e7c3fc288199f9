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
    rules: { 'import/no-extraneous-dependencies': ['error', { includeTypes: true }] },
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
