import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '@/scripts/lib/deploy/local-bucket';
import {
  forgetRequests,
  hash,
  local,
  outDir,
  proxyEndpoint,
  publish,
  RELEASE_A,
  RELEASE_B,
  setUpLocalBucket,
  writeRelease,
  writes,
} from './deploy-bucket';

/*
 * `npm run deploy` as an operator runs it, a process of its own, against the local bucket of
 * ./deploy-bucket.ts: a dry run, the summary line, and one line naming what to fix for each
 * setting that is missing or wrong.
 */
// The summary line tested below names this folder, as the operator would read it.
setUpLocalBucket('test-results/deploy-test');
const tsx = path.resolve('node_modules/.bin/tsx');

describe('npm run deploy, as an operator runs it', () => {
  function run(env: Record<string, string | undefined>, args: string[] = []) {
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(tsx, ['scripts/deploy.ts', ...args], {
        env: {
          ...process.env,
          OUT_DIR: outDir,
          PUBLISH_TO: `s3://${local.bucket}/`,
          S3_ENDPOINT: proxyEndpoint,
          S3_FORCE_PATH_STYLE: 'true',
          AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
          BUILD_TIME: '2026-11-20T16:00:00+08:00',
          ...env,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  }

  it('--dry-run lists what it would upload, delete and remove, and sends nothing that writes', async () => {
    await writeRelease(RELEASE_A);
    await publish();
    await writeRelease(RELEASE_B);
    forgetRequests();
    const { status, stdout } = await run({ BUILD_TIME: '2026-12-01T16:00:00+08:00', PUBLISH_KEEP_DAYS: '0' }, ['--dry-run']);
    expect(status).toBe(0);
    expect(writes()).toEqual([]);
    expect(stdout).toMatch(new RegExp(`^upload \\(first pass\\) +_next/static/chunks/zoom-${hash('b2')}\\.js`, 'm'));
    expect(stdout).toMatch(/^upload \(second pass\) +en-US\/product\/rj-hr-001\/index\.html/m);
    expect(stdout).toMatch(/^delete +en-US\/product\/rj-st-002\/index\.html$/m);
    expect(stdout).toMatch(new RegExp(`^remove +_next/static/chunks/zoom-${hash('a1')}\\.js$`, 'm'));
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^Dry run, nothing sent to s3:\/\/rongjin-silk-site\/: it would upload \d+ files \(0\.0 MB\), delete 2 pages and files no longer built, remove \d+ files of earlier releases past 0 days, and keep 0 files of earlier releases\.$/,
    );
  });

  it('ends with one summary line', async () => {
    await writeRelease(RELEASE_A);
    const { status, stdout, stderr } = await run({});
    expect([status, stderr]).toEqual([0, '']);
    expect(stdout.trim()).toMatch(
      /^Published test-results\/deploy-test\/out\/ to s3:\/\/rongjin-silk-site\/ in [\d.]+ s \(\d+ requests\): uploaded 17 files \(0\.0 MB\), deleted 0 pages and files no longer built, removed 0 files of earlier releases past 7 days, and kept 0 files of earlier releases\.$/,
    );
  });

  for (const [what, env, expected] of [
    ['a missing bucket', { PUBLISH_TO: undefined }, /^PUBLISH_TO is not set: write the bucket to publish to, like PUBLISH_TO=s3:\/\//],
    ['a malformed bucket', { PUBLISH_TO: 'oss://Rongjin' }, /^PUBLISH_TO "oss:\/\/Rongjin" is not a bucket: write it like s3:\/\//],
    ['missing credentials', { AWS_SECRET_ACCESS_KEY: '' }, /^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not both set/],
    [
      'wrong credentials',
      { AWS_ACCESS_KEY_ID: 'LTAI5tWrongKey' },
      /refused the credentials while listing the bucket \(InvalidAccessKeyId, HTTP 403\): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    ],
    [
      'an unknown bucket',
      { PUBLISH_TO: 's3://rongjin-silk-staging' },
      /^The bucket "rongjin-silk-staging" does not exist at http:\/\/127\.0\.0\.1:\d+ \(NoSuchBucket, HTTP 404\): check PUBLISH_TO, S3_ENDPOINT and S3_REGION\./,
    ],
    [
      'a server that cannot be reached',
      { S3_ENDPOINT: 'http://127.0.0.1:9' },
      /^Listing the bucket failed: http:\/\/127\.0\.0\.1:9 could not be reached \(ECONNREFUSED\): check S3_ENDPOINT and the network\./,
    ],
    ['a malformed number of days', { PUBLISH_KEEP_DAYS: 'a week' }, /^PUBLISH_KEEP_DAYS "a week" is not a number of days/],
  ] as const) {
    it(`stops at ${what} with one line naming what to fix, exit status 1 and no stack trace`, async () => {
      await writeRelease(RELEASE_A);
      forgetRequests();
      const { status, stdout, stderr } = await run(env);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim()).toMatch(expected);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(writes()).toEqual([]);
    });
  }
});
