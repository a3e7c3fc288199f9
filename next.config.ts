import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { basePath } from './app/_config/base-path';
import { readEnv } from './app/_config/env';

const exportDir = readEnv('EXPORT_DIR');

const nextConfig: NextConfig = {
  output: 'export',
  // scripts/build.ts exports into a staging folder and swaps it in as out/ only when the build succeeded.
  ...(exportDir && { distDir: exportDir }),
  // scripts/build.ts names the build after its code (scripts/lib/build/build-id.ts), so that unchanged
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

const withNextIntl = createNextIntlPlugin('./app/_i18n/request.ts');

export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_BUILD) return withNextIntl(nextConfig);
  return withNextIntl({
    ...nextConfig,
    experimental: {
      ...nextConfig.experimental,
      // Each exported page links its layout's stylesheet and its own, holding only the modules it
      // imports. Next's default merges the modules of every page into files that all pages share,
      // so each page downloaded the styles of the others (docs/stylesheets.md). Not merging is
      // webpack's option only, so the build (scripts/build.ts) and `next typegen` run with
      // --webpack; the editors' preview keeps Turbopack, which compiles its pages faster.
      cssChunking: false,
    },
  });
}
