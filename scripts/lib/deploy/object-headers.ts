import { createHash } from 'node:crypto';
import path from 'node:path';
import { iconPath } from '@/app/_addresses/site-addresses';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '@/app/_config/http-headers';
import { XLSX_CONTENT_TYPE } from '@/app/_config/workbooks';
import { NOT_FOUND_FOLDERS } from '../build/post-export';
import { cacheControlOf, CONTENT_NAMED } from '../releases/content-named';

/*
 * The headers each object of the site carries in a bucket. Object storage sends back the type and
 * the caching it was given at upload, and chooses no encoding per visitor: the CDN in front
 * compresses, so the build's .br and .gz copies are not uploaded.
 */

/** Every kind of file the export holds, by its ending. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  // Next's navigation payloads: its client takes them as text/plain from a static host.
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  // The line sheet's order forms.
  '.xlsx': XLSX_CONTENT_TYPE,
  // Pagefind's index and its WebAssembly, which its script reads as bytes.
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

/**
 * The files of the export a bucket is not given: the other hosts' settings, the compressed copies,
 * and Next's copies of the page not found, which would answer with 200 as pages (crawlers would
 * index them): left out, their addresses get the bucket's error document, 404.html, with its 404.
 */
export const isUnpublished = (file: string) =>
  ['_headers', '_redirects', '.nojekyll'].includes(file) ||
  /\.(br|gz)$/.test(file) ||
  NOT_FOUND_FOLDERS.some((folder) => `/${file}`.startsWith(folder));

/** The type of the file at `file` (relative to the export), or undefined for an ending the table lacks. */
export const contentTypeOf = (file: string): string | undefined => CONTENT_TYPES[path.posix.extname(file).toLowerCase()];

/** The headers the object of `file` is given: its type, and how long browsers and CDNs may keep it. */
export function objectHeaders(file: string): { contentType: string; cacheControl: string } {
  const contentType = contentTypeOf(file);
  if (!contentType) throw new Error(`No Content-Type is known for ${file}: add its ending to scripts/lib/deploy/object-headers.ts`);
  return { contentType, cacheControl: cacheControlOf(file) };
}

/**
 * A fingerprint of the rules above: a bucket records the one its objects were uploaded with, and a
 * publish under other rules uploads every object again, since a listing does not tell an
 * object's headers.
 */
export const HEADER_RULES = createHash('sha256')
  .update(JSON.stringify({ CONTENT_TYPES, IMMUTABLE_CACHE, REVALIDATE_CACHE, iconPath, named: CONTENT_NAMED.map((rule) => rule.source) }))
  .digest('hex')
  .slice(0, 16);
