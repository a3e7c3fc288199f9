import { readEnv } from './env';

/**
 * The sub-folder the site is hosted under, chosen at build time: `BASE_PATH=/silk npm run build`.
 * Empty for a site at the root of its domain.
 */
export const basePath = readEnv('BASE_PATH');
