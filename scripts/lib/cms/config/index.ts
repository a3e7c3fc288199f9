import type { CmsConfig } from '@sveltia/cms';
import { readEnv } from '@/app/_config/env';
import { MAX_PICTURE_BYTES, SUGGESTED_IMAGE_SIDE } from '@/app/_content/tools';
import type { CmsChoices } from './choices';
import { both, defaultLocale, locales } from './fields';
import { pagesCollection } from './pages';
import { productsCollection } from './products';

export type { CmsChoices } from './choices';

/*
 * The configuration of the editors' CMS at /admin/ (Sveltia CMS), for the product layout that
 * git-based CMSs share: content/products/<sku>/index.<locale>.md, the facts and the name in the
 * en-US file's frontmatter, only the texts in the others, the pictures beside them.
 *
 * What the content check would refuse is taken from its zod schemas (app/_content/schema/) when
 * the CMS can say it too: required fields, patterns, lengths, bounds and fixed choices are read from
 * the schemas' JSON Schema at build time, so the form and the check cannot disagree; so are each
 * field's label and hint, which its schema describes. The CMS shows labels and hints as written, in
 * one language for everyone, so they are in both.
 *
 * One module a form: the products (products.ts), and the files edited in place (pages.ts: about.ts,
 * contact.ts, site.ts, product-types.ts, channels.ts, care.ts), made of the fields of fields.ts.
 */

/**
 * The git host editors sign in to and commit to, in one place with the origins the CMS page may
 * reach there (its policy, scripts/lib/cms/admin.ts): GitHub, the repository named by CMS_REPOSITORY
 * (the site's workflow gives its own). docs/editing.md, "Editing in the browser", says what to write
 * here for GitLab or a Gitea/Forgejo server. Editors sign in with a personal access token, or by
 * OAuth through an authenticator named by `base_url`.
 */
export const CMS_BACKEND = {
  name: 'github',
  // Read when the form is made, so that the build reports a malformed one as it reports other mistakes.
  get repo() {
    return readEnv('CMS_REPOSITORY');
  },
  branch: 'main',
} as const satisfies CmsConfig['backend'];
export const CMS_ORIGINS = {
  /** The host's API, and GitHub's status page, which the CMS shows when GitHub is down. */
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  /** Editors' avatars, from their profile on the host. */
  images: ['https://avatars.githubusercontent.com'],
};

/** The whole configuration; `choices` are the content's product types and care texts. */
export function cmsConfig(choices: CmsChoices): CmsConfig {
  return {
    backend: CMS_BACKEND,
    // Every change is a pull request, which CI checks before anyone merges it: the CMS checks fewer
    // rules than the content check (references, picture sizes, shop hosts).
    publish_mode: 'editorial_workflow',
    app_title: both(choices.brandName['en-US']!, choices.brandName['zh-CN']!),
    media_folder: 'content/media',
    i18n: { structure: 'multiple_files', locales, default_locale: defaultLocale },
    // Picture names as the content check accepts them (letters, digits, - and _): a Chinese or
    // accented file name becomes ASCII.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_libraries: {
      // Stock photographs are not the house's, and their sites are third parties the page policy refuses.
      stock_assets: false,
      default: {
        config: {
          slugify_filename: true,
          max_file_size: MAX_PICTURE_BYTES,
          // A photograph straight from a camera is reduced to a light file that still zooms across a
          // desktop screen; a smaller one is kept at its size (never below the check's minimum of
          // MIN_IMAGE_PIXELS unless it was already).
          transformations: { raster_image: { format: 'webp', quality: 85, width: SUGGESTED_IMAGE_SIDE, height: SUGGESTED_IMAGE_SIDE } },
        },
      },
    },
    output: { omit_empty_optional_fields: true },
    collections: [productsCollection(choices), pagesCollection(choices)],
  } as CmsConfig;
}
