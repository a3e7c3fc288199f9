import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Bucket } from '@/scripts/lib/deploy/bucket';

/*
 * `npm run deploy` with the object stores it is meant for, Aliyun OSS and Tencent COS: the
 * requests it would send them, read without a network.
 */

describe('the requests each provider is sent', () => {
  /** The request the SDK would send for a first upload, read without a network. */
  async function firstUpload(endpoint: string, region: string) {
    const requests: { hostname: string; path: string; headers: Record<string, string> }[] = [];
    const bucket = new Bucket(
      {
        bucket: 'rongjin-silk-site',
        prefix: 'www/',
        endpoint,
        region,
        forcePathStyle: false,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      {
        requestHandler: {
          handle: async (request: { hostname: string; path: string; headers: Record<string, string> }) => {
            requests.push(request);
            return { response: { statusCode: 200, headers: { etag: '"0"' }, body: undefined } };
          },
        } as never,
      },
    );
    await bucket.put('en-US/index.html', Buffer.from('<!doctype html>'), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache, no-transform',
    });
    bucket.destroy();
    return requests[0]!;
  }

  for (const [provider, endpoint, region, host] of [
    ['Aliyun OSS', 'https://oss-cn-hangzhou.aliyuncs.com', 'oss-cn-hangzhou', 'rongjin-silk-site.oss-cn-hangzhou.aliyuncs.com'],
    ['Tencent COS', 'https://cos.ap-shanghai.myqcloud.com', 'ap-shanghai', 'rongjin-silk-site.cos.ap-shanghai.myqcloud.com'],
  ] as const)
    it(`${provider} gets the bucket in the host name, as it wants, and a plain upload with Content-MD5`, async () => {
      const request = await firstUpload(endpoint, region);
      expect(request.hostname).toBe(host);
      expect(request.path).toBe('/www/en-US/index.html');
      expect(request.headers['content-md5']).toBe(createHash('md5').update('<!doctype html>').digest('base64'));
      expect(request.headers['cache-control']).toBe('no-cache, no-transform');
      expect(Object.keys(request.headers).filter((name) => /checksum|decoded-content-length/.test(name))).toEqual([]);
      expect(request.headers['authorization']).toContain(`/${region}/s3/aws4_request`);
    });
});
