import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { format, resolveConfig } from 'prettier';
import { PRODUCT_IMAGES_FOLDER } from '@/app/_config/product-images';
import { SEARCH_INDEX_FOLDER } from '@/app/_config/search';
import { describeMachine } from './measure';
import type { PublishFigures, PublishRun } from './publish';

/*
 * docs/publish-benchmark.md, from `npm run bench -- --publish`: a file of its own, since the full
 * run writes docs/benchmarks.md whole, which links to it. Written as Prettier lays it out, so that
 * `npm run lint` passes without the file being ignored.
 */

export const PUBLISH_REPORT = 'docs/publish-benchmark.md';

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const megabytes = (bytes: number) => fixed(bytes / 1e6, bytes < 1e6 ? 3 : 1);

/** What a file of the export is, for telling what a publish uploaded: one, and more. */
function kindOf(file: string): [string, string] {
  if (file.startsWith(`${PRODUCT_IMAGES_FOLDER}/`)) return ['picture', 'pictures'];
  if (file.startsWith(`${SEARCH_INDEX_FOLDER}/`)) return ['search index file', 'search index files'];
  if (file.startsWith('_next/')) return ['script or style', 'scripts and styles'];
  if (file.endsWith('.html')) return ['page', 'pages'];
  if (file.endsWith('.txt')) return ['navigation payload', 'navigation payloads'];
  return ['other file', 'other files'];
}

/** "1 page, 3 navigation payloads and 4 search index files", say. */
function uploadedKinds(files: readonly string[]): string {
  const counts = new Map<string, { names: [string, string]; count: number }>();
  for (const file of files) {
    const names = kindOf(file);
    counts.set(names[1], { names, count: (counts.get(names[1])?.count ?? 0) + 1 });
  }
  const parts = [...counts.values()].sort((a, b) => b.count - a.count).map(({ names, count }) => `${count} ${names[count === 1 ? 0 : 1]}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
}

/** The files a publish uploaded, when they are few enough to read. */
const fileList = (files: readonly string[]) =>
  files.length > 0 && files.length <= 20 ? `: ${files.map((file) => `\`${file}\``).join(', ')}` : '';

function publishTable(rows: readonly PublishFigures[]): string {
  const lines = [
    '| products | publish | files uploaded | MB uploaded | deleted | record written | requests | writes | s | of which the plan s | load |',
    '|---:|---|---:|---:|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    for (const [name, run] of [
      ['to the empty bucket', row.first],
      ['nothing changed', row.unchanged],
      ['one description edited', row.afterEdit],
    ] as [string, PublishRun][]) {
      lines.push(
        `| ${row.products} | ${name} | ${run.uploaded.length} | ${megabytes(run.bytes)} | ${run.deleted} | ${run.recordWritten ? 'yes' : 'no'} | ${run.requests} | ${run.writes} | ${fixed(run.seconds)} | ${fixed(run.planSeconds)} | ${fixed(run.load, 2)} |`,
      );
    }
  }
  return lines.join('\n');
}

/** The edits' lines: what each uploaded, and how long the builds took. */
function editLines(rows: readonly PublishFigures[]): string {
  return rows
    .map(
      ({ products, editedSku, afterEdit, build, rebuild }) =>
        `- ${products} products: the site was built in ${fixed(build.seconds)} s, and in ${fixed(rebuild.seconds)} s after the edit of ${editedSku}, whose publish uploaded ${uploadedKinds(afterEdit.uploaded)}${fileList(afterEdit.uploaded)}.`,
    )
    .join('\n');
}

/** A warning when other work kept the machine's cores busy, which makes the times noisy. */
function loadWarning(rows: readonly PublishFigures[]): string {
  const highest = Math.max(...rows.flatMap(({ first, unchanged, afterEdit }) => [first.load, unchanged.load, afterEdit.load]));
  return highest > availableParallelism()
    ? `\n**The times are noisy**: other work ran on the machine meanwhile (a load of up to ${fixed(highest, 1)} on ${availableParallelism()} cores), the builds' times most of all. The files, requests and bytes do not depend on it.\n`
    : '';
}

export async function writePublishReport(sizes: readonly number[], rows: readonly PublishFigures[]): Promise<void> {
  const text = `# Publishing benchmark

Written by \`npm run bench -- --publish ${sizes.join(' ')}\` on ${new Date().toISOString().slice(0, 10)}: ${describeMachine()}.

What \`npm run deploy\` costs (scripts/lib/deploy/), publishing the export of the synthetic
catalogue of [the build benchmark](benchmarks.md) to a local S3 server (s3rver, on the loopback,
with one empty bucket, made to list keys in S3's order: scripts/lib/deploy/s3rver-order.ts), three times:

1. **to the empty bucket**: the whole release;
2. **nothing changed**: the same export again, which must write nothing (the benchmark stops otherwise);
3. **one description edited**: a sentence added to one product's English description, the site
   built again, keeping the caches of the build before, then published.

The time is the whole publish as \`npm run deploy\` times it: the plan (listing the bucket, reading
every file of the release for its MD5, both at once) and the uploads, eight at a time, then the
deletions and the record. The requests are every request sent (listings of 1,000 keys, the bucket's
record of earlier releases read, uploads, deletions); the writes are those of them that upload or
delete. The MB are the uploaded bodies. Files uploaded are the site's; the record,
\`.releases.json\`, is apart. **Deleted** counts the pages no longer built and the earlier releases'
files past PUBLISH_KEEP_DAYS; the files the edit replaced stay for pages still open. The load is the
machine's load average over the minute before each publish: other work on the machine, which the
time includes. The server answers on this machine, so the times hold no network: a real bucket adds
a round trip to each request.

${publishTable(rows)}

${editLines(rows)}
${loadWarning(rows)}`;
  await writeFile(PUBLISH_REPORT, await format(text, { ...(await resolveConfig(PUBLISH_REPORT)), filepath: PUBLISH_REPORT }));
}
