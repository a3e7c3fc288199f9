/**
 * The sub-folder the site is hosted under, chosen at build time: `BASE_PATH=/silk npm run build`.
 * Empty for a site at the root of its domain.
 */
export const basePath = normaliseBasePath(process.env.BASE_PATH ?? '');

function normaliseBasePath(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  if (trimmed !== '' && !/^\/[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH "${value}" is not a folder path: write it like /silk or /shops/silk, or leave it empty`);
  }
  return trimmed;
}
