import path from 'node:path';
import * as z from 'zod/mini';

/*
 * The environment variables of the build, the pages and the scripts, parsed and checked here
 * alone. Each is read when a module asks for it, not when this one loads: a script fails only on
 * the variables it uses, where it uses them (a malformed SITE_URL fails the page that needs it,
 * which next build reports). An empty value counts as unset, as a CI workflow passes an input
 * it lacks. The pages' server code reads BASE_PATH and NOINDEX, so this module is compiled into
 * it: hence zod's mini build, the small one. The browser reads none of them: the base path
 * reaches it through next.config.ts (Next's own basePath) and as props.
 */

/** A string `valid` accepts; otherwise the message says what was found and what to write. */
const text = (valid: (value: string) => boolean, message: (value: string) => string) =>
  z.string().check(z.refine(valid, { error: (issue) => message(String(issue.input)) }));

/** Whether `folder` lies within the working folder, the project's (other drives are absolute on Windows). */
function isInsideProject(folder: string): boolean {
  const relative = path.relative('.', folder);
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
}

const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, '');

/** An http or https address a script sends to; `unset` says what leaving it unset does. */
const endpoint = (name: string, unset: string) =>
  text(
    (value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
    (value) => `${name} "${value}" is not an http or https address: leave it unset ${unset}`,
  );

const variables = {
  /**
   * The sub-folder the site is hosted under, chosen at build time: `BASE_PATH=/silk npm run build`.
   * Empty for a site at the root of its domain.
   */
  BASE_PATH: z.prefault(
    z.pipe(
      text(
        (value) => /^(\/[\w.~-]+)*$/.test(withoutTrailingSlashes(value)),
        (value) => `BASE_PATH "${value}" is not a folder path: write it like /silk or /shops/silk, or leave it empty`,
      ),
      z.transform(withoutTrailingSlashes),
    ),
    '',
  ),
  /**
   * The site's public origin, for a copy on another host (a staging host, say); unset, absolute
   * links start with `siteUrl` from content/site.yaml.
   */
  SITE_URL: z.optional(
    z.pipe(
      text(
        (value) => URL.canParse(value) && new URL(value).protocol === 'https:',
        (value) =>
          `SITE_URL "${value}" is not an https address: write it like https://www.example.com, or leave it unset to use siteUrl from content/site.yaml`,
      ),
      z.transform((value) => new URL(value).origin),
    ),
  ),
  /**
   * `NOINDEX=true` exports a copy that search engines leave out, such as a staging host's:
   * otherwise it would compete in results with the public site, whose pages it repeats.
   */
  NOINDEX: z.prefault(
    z.pipe(
      text(
        (value) => value === 'true' || value === 'false',
        (value) => `NOINDEX "${value}" is not true or false: write NOINDEX=true for a copy search engines leave out, or leave it unset`,
      ),
      z.transform((value) => value === 'true'),
    ),
    'false',
  ),
  /**
   * The content folder, for benchmarks and tests that build from another one. Any path: a folder
   * that is missing, or lacks a file, is the content check's to report, file by file.
   */
  CONTENT_DIR: z.prefault(
    z.pipe(
      z.string(),
      z.transform((value) => path.resolve(value)),
    ),
    'content',
  ),
  /**
   * The folder `npm run build` exports into. Inside the project, as Next.js writes only there; and
   * not the project itself, which the build would replace with its output.
   */
  OUT_DIR: z.prefault(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => path.resolve(value)),
      ),
      text(
        (outDir) => isInsideProject(outDir),
        (outDir) => `OUT_DIR must be a folder inside the project (Next.js writes only there), not ${outDir}.`,
      ),
    ),
    'out',
  ),
  /**
   * The moment the build takes for now, as an ISO date and time with its offset, e.g.
   * 2026-03-18T09:00:00+08:00: tests build a catalogue whose "New" marks and refused future dates
   * must not depend on the day they run. Unset, the clock's.
   */
  BUILD_TIME: z.optional(
    z.pipe(
      text(
        (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
        (value) =>
          `BUILD_TIME "${value}" is not a date and time with its offset: write it like 2026-03-18T09:00:00+08:00, or leave it unset`,
      ),
      z.transform((value) => new Date(value)),
    ),
  ),
  /**
   * The repository the editors' CMS signs in to and commits to (scripts/lib/cms/config/index.ts); the
   * site's workflow gives its own. GitLab's may sit in subgroups.
   */
  CMS_REPOSITORY: z.prefault(
    text(
      (value) => /^[\w.-]+(\/[\w.-]+)+$/.test(value),
      (value) => `CMS_REPOSITORY "${value}" is not a repository: write it as owner/name, like rongjin-silk/website, or leave it unset`,
    ),
    'rongjin-silk/website',
  ),
  /**
   * Set by `npm run build` for Next's workers: the file holding the content as the check read it
   * (app/_content/snapshot.ts), the folder Next exports into (a staging folder, swapped in as
   * out/ when the build succeeds), and the build's ID, made from its code (scripts/lib/build/build-id.ts).
   */
  CONTENT_SNAPSHOT: z.optional(z.string()),
  EXPORT_DIR: z.optional(z.string()),
  CODE_BUILD_ID: z.optional(z.string()),
  /** Set by `npm run dev` for the preview's pages: where scripts/dev.ts serves the content it read and checked. */
  CONTENT_SERVER: z.optional(endpoint('CONTENT_SERVER', 'for the pages to read content/ themselves (`npm run dev` sets it)')),
  /**
   * The site's IndexNow key (8 to 128 letters, digits and dashes), chosen by its owner: the build
   * publishes it as /<key>.txt, and `npm run notify` sends changed pages to the search engines
   * that take IndexNow (Bing, Yandex, Naver, Seznam). Unset, neither happens.
   */
  INDEXNOW_KEY: z.optional(
    text(
      (value) => /^[A-Za-z0-9-]{8,128}$/.test(value),
      (value) => `INDEXNOW_KEY "${value}" is not an IndexNow key: use 8 to 128 letters, digits and dashes, or leave it unset`,
    ),
  ),
  /** The token of Baidu's link submission (普通收录, from ziyuan.baidu.com) for `npm run notify`; a secret. */
  BAIDU_PUSH_TOKEN: z.optional(
    text(
      (value) => /^[A-Za-z0-9]+$/.test(value),
      () =>
        'BAIDU_PUSH_TOKEN is not a token from Baidu: it has letters and digits only; copy it again from the API submission page, or leave it unset',
    ),
  ),
  /**
   * How many days the files of an earlier release stay published beside the current one (the
   * scripts, styles, pictures and search index parts a page opened before a release may still ask
   * for): in out/ (`npm run build`) and in the bucket (`npm run deploy`). 0 keeps the current
   * release alone.
   */
  PUBLISH_KEEP_DAYS: z.prefault(
    z.pipe(
      text(
        (value) => /^\d{1,4}$/.test(value.trim()),
        (value) =>
          `PUBLISH_KEEP_DAYS "${value}" is not a number of days: write a whole number like 7 (0 keeps the current release alone), or leave it unset for 7`,
      ),
      z.transform((value) => Number(value.trim())),
    ),
    '7',
  ),
  /**
   * Where `npm run deploy` publishes out/: `s3://<bucket>` or `s3://<bucket>/<folder>`, on any
   * service that speaks the S3 API (S3_ENDPOINT).
   */
  PUBLISH_TO: z.optional(
    z.pipe(
      text(
        (value) => /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w.~-]+)*\/?$/.test(value),
        (value) =>
          `PUBLISH_TO "${value}" is not a bucket: write it like s3://rongjin-silk-site or s3://rongjin-silk-site/www (the bucket's name in small letters, digits, dots and dashes)`,
      ),
      z.transform((value) => {
        const [bucket = '', ...folders] = value.slice('s3://'.length).split('/').filter(Boolean);
        return { bucket, prefix: folders.map((folder) => `${folder}/`).join('') };
      }),
    ),
  ),
  /**
   * The S3 API's address of the storage service: https://oss-cn-hangzhou.aliyuncs.com (Aliyun
   * OSS), https://cos.ap-shanghai.myqcloud.com (Tencent COS), https://<account>.r2.cloudflarestorage.com
   * (Cloudflare R2), or a test's server. Unset: AWS S3.
   */
  S3_ENDPOINT: z.optional(endpoint('S3_ENDPOINT', 'to publish to AWS S3')),
  /** The bucket's region (oss-cn-hangzhou, ap-shanghai, auto for R2, eu-west-1…). */
  S3_REGION: z.prefault(
    text(
      (value) => /^[a-z0-9-]+$/.test(value),
      (value) => `S3_REGION "${value}" is not a region: write it like ap-shanghai, oss-cn-hangzhou or eu-west-1`,
    ),
    'us-east-1',
  ),
  /** `S3_FORCE_PATH_STYLE=true` for a server that wants the bucket in the path (MinIO, test servers), not in the host name. */
  S3_FORCE_PATH_STYLE: z.prefault(
    z.pipe(
      text(
        (value) => value === 'true' || value === 'false',
        (value) =>
          `S3_FORCE_PATH_STYLE "${value}" is not true or false: write true for a server that wants the bucket in the path, or leave it unset`,
      ),
      z.transform((value) => value === 'true'),
    ),
    'false',
  ),
  /** The standard credentials every S3 tool reads, for `npm run deploy`: secrets. */
  AWS_ACCESS_KEY_ID: z.optional(z.string()),
  AWS_SECRET_ACCESS_KEY: z.optional(z.string()),
  AWS_SESSION_TOKEN: z.optional(z.string()),
  /** Where `npm run notify` sends IndexNow's list: any engine's endpoint, or a test's server. */
  INDEXNOW_ENDPOINT: z.prefault(endpoint('INDEXNOW_ENDPOINT', "to use the search engine's own"), 'https://api.indexnow.org/indexnow'),
  /** Where `npm run notify` sends Baidu's list: its API, or a test's server. */
  BAIDU_PUSH_ENDPOINT: z.prefault(endpoint('BAIDU_PUSH_ENDPOINT', "to use the search engine's own"), 'http://data.zz.baidu.com/urls'),
};

export type EnvVariable = keyof typeof variables;

/**
 * The value of the environment variable `name`, parsed, or its default when it is unset or empty.
 * Throws an error whose message names the variable, the value and what to write.
 */
export function readEnv<Name extends EnvVariable>(
  name: Name,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): z.output<(typeof variables)[Name]> {
  const value = environment[name];
  const result = variables[name].safeParse(value === '' ? undefined : value);
  if (!result.success) throw new Error(result.error.issues[0]!.message);
  return result.data as z.output<(typeof variables)[Name]>;
}
