import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { basePath } from './app/_config/base-path';
import { readEnv } from './app/_config/env';

const exportDir = readEnv('EXPORT_DIR');

const nextConfig: NextConfig = {
  output: 'export',
  // scripts/build.ts exports into a staging folder and swaps it in as out/ only when the build succeeded.
  ...(exportDir && { distDir: exportDir }),
  // scripts/build.ts names the build after its code (scripts/lib/build-id.ts), so that unchanged
  // pages come out the same; without it (a bare next build or next dev) Next picks a random ID.
  generateBuildId: () => readEnv('CODE_BUILD_ID') ?? null,
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  // `npm test` type-checks once (npm run typecheck); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // One 404.html for every unknown address, rendered outside the locale layouts.
    globalNotFound: true,
  },
};

export default createNextIntlPlugin('./app/_i18n/request.ts')(nextConfig);
