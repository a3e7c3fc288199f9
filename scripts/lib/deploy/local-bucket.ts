import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { listInKeyOrder } from './s3rver-order';

/*
 * An S3 server on a free loopback port, with one empty bucket, for the tests and the benchmark of
 * `npm run deploy`: s3rver, an emulator that keeps objects in a temporary folder. It serves
 * path-style addresses (S3_FORCE_PATH_STYLE=true) and takes the credentials S3RVER / S3RVER.
 */

export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type LocalBucket = { endpoint: string; bucket: string; close(): Promise<void> };

export async function startLocalBucket(bucket = 'rongjin-silk-site'): Promise<LocalBucket> {
  // Past 1,000 objects, s3rver's own listing misses some (./s3rver-order.ts).
  listInKeyOrder();
  const directory = await mkdtemp(path.join(tmpdir(), 'local-bucket-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
