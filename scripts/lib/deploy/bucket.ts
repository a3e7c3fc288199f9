import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';

/*
 * The bucket `npm run deploy` publishes to, through the S3 API that Aliyun OSS, Tencent COS, AWS
 * S3 and Cloudflare R2 all speak. Only the requests every one of them serves: ListObjects (version
 * 1, paged by marker), plain PutObject with Content-MD5, GetObject and DeleteObject.
 */

export type BucketSettings = {
  bucket: string;
  /** The folder the site lies in, ending with a slash, or empty for the bucket's root. */
  prefix: string;
  /** The service's address; undefined for AWS S3. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

/** An object of the bucket, by its key without the prefix. */
export type StoredObject = { file: string; md5: string | undefined; size: number };

/** A failure that is the operator's to fix, or the service's: its message is one line that says which. */
export class PublishError extends Error {}

export class Bucket {
  readonly #client: S3Client;
  readonly #settings: BucketSettings;
  /** The requests sent and the bytes uploaded: for the summary and the benchmark. */
  readonly sent = { requests: 0, bytes: 0 };

  /** `requestHandler` replaces the network, for tests that read the requests the SDK makes. */
  constructor(settings: BucketSettings, { requestHandler }: Pick<S3ClientConfig, 'requestHandler'> = {}) {
    this.#settings = settings;
    const config: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // A 5xx or a throttling answer is tried twice more before the run stops.
      maxAttempts: 3,
      requestHandler,
      // The SDK's default checksums (CRC32 trailers, aws-chunked bodies) are refused by some
      // S3-compatible services: plain bodies, with the Content-MD5 every one of them checks.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.#client = new S3Client(config);
  }

  get name() {
    const { bucket, prefix } = this.#settings;
    return `s3://${bucket}/${prefix}`;
  }

  /** Every object under the prefix: ListObjects, one page of up to 1,000 keys at a time. */
  async list(): Promise<StoredObject[]> {
    const { bucket, prefix } = this.#settings;
    const objects: StoredObject[] = [];
    let marker: string | undefined;
    do {
      this.sent.requests++;
      const page = await this.#attempt('listing the bucket', () =>
        this.#client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix || undefined, Marker: marker })),
      );
      const contents = page.Contents ?? [];
      for (const { Key, ETag, Size } of contents) {
        if (!Key) continue;
        // A single upload's ETag is its MD5 (in capitals at OSS); a multipart upload's is not, and never matches.
        const etag = ETag?.replaceAll('"', '').toLowerCase();
        objects.push({ file: Key.slice(prefix.length), md5: etag && /^[0-9a-f]{32}$/.test(etag) ? etag : undefined, size: Size ?? 0 });
      }
      marker = page.IsTruncated ? (page.NextMarker ?? contents.at(-1)?.Key) : undefined;
    } while (marker);
    return objects;
  }

  /** The text of the object `file`, or undefined when there is none. */
  async read(file: string): Promise<string | undefined> {
    this.sent.requests++;
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(file) }));
      return await object.Body!.transformToString('utf8');
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return undefined;
      throw this.#explain(`reading ${file}`, error);
    }
  }

  async put(file: string, body: Buffer, { contentType, cacheControl }: { contentType: string; cacheControl: string }): Promise<void> {
    this.sent.requests++;
    const md5 = createHash('md5').update(body).digest('base64');
    await this.#attempt(`uploading ${file}`, () =>
      this.#client.send(
        new PutObjectCommand({
          Bucket: this.#settings.bucket,
          Key: this.#key(file),
          Body: body,
          ContentLength: body.length,
          ContentMD5: md5,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      ),
    );
    this.sent.bytes += body.length;
  }

  async delete(file: string): Promise<void> {
    this.sent.requests++;
    await this.#attempt(`deleting ${file}`, () =>
      this.#client.send(new DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(file) })),
    );
  }

  destroy() {
    this.#client.destroy();
  }

  #key(file: string) {
    return `${this.#settings.prefix}${file}`;
  }

  async #attempt<T>(doing: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.#explain(doing, error);
    }
  }

  /** The one line an operator reads: what failed, and what to check. */
  #explain(doing: string, error: unknown): PublishError {
    const { bucket, endpoint } = this.#settings;
    const service = endpoint ?? 'AWS S3';
    if (error instanceof S3ServiceException) {
      const status = error.$metadata.httpStatusCode;
      const said = `${error.name}${status ? `, HTTP ${status}` : ''}`;
      switch (error.name) {
        case 'NoSuchBucket':
          return new PublishError(
            `The bucket "${bucket}" does not exist at ${service} (${said}): check PUBLISH_TO, S3_ENDPOINT and S3_REGION.`,
          );
        case 'InvalidAccessKeyId':
        case 'SignatureDoesNotMatch':
        case 'InvalidToken':
        case 'ExpiredToken':
          return new PublishError(
            `${service} refused the credentials while ${doing} (${said}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN).`,
          );
        case 'AccessDenied':
          return new PublishError(
            `${service} denied ${doing} (${said}): give the key the right to list, read, write and delete objects in the bucket "${bucket}".`,
          );
        case 'PermanentRedirect':
        case 'AuthorizationHeaderMalformed':
        case 'IllegalLocationConstraintException':
          return new PublishError(`The bucket "${bucket}" is in another region than S3_REGION (${said}): check S3_REGION and S3_ENDPOINT.`);
        default:
          return new PublishError(`${capitalised(doing)} failed: ${error.message || 'no message'} (${said}).`);
      }
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code && ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH'].includes(code))
      return new PublishError(
        `${capitalised(doing)} failed: ${service} could not be reached (${code}): check S3_ENDPOINT and the network.`,
      );
    return new PublishError(`${capitalised(doing)} failed: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
