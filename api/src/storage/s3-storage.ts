import { DeleteObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, type ObjectStorage, type Visibility } from './object-storage';
import type { S3Config } from './s3-config';

export type { S3Config } from './s3-config';

/** A URL path segment list, each segment percent-encoded (RFC 3986 unreserved characters kept). */
function encodePath(key: string): string {
  return key
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/**
 * An S3-compatible bucket through the AWS SDK (@aws-sdk/client-s3: signing, retries, errors). Public
 * objects are stored under `public/`, private ones (the photo originals) under `private/`; the bucket
 * policy must make only `public/*` readable (docs/posting.md). No ACL is sent: buckets with ACLs
 * disabled (the AWS default) refuse them.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.pathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // S3-compatible servers (MinIO, Ceph, test servers) do not all know the newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** The object key in the bucket: `<visibility>/<key>`. */
  objectKey(key: string, visibility: Visibility): string {
    assertSafeKey(key);
    return `${visibility}/${key}`;
  }

  async put(key: string, body: Buffer, options: { contentType: string; visibility: Visibility }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key, options.visibility),
        Body: body,
        ContentLength: body.length,
        ContentType: options.contentType,
        CacheControl: options.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store',
      }),
    );
  }

  async delete(key: string, visibility: Visibility): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key, visibility) }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible servers answer 404.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.config.publicUrl.replace(/\/$/, '')}/${encodePath(key)}`;
  }

  close(): void {
    this.client.destroy();
  }
}
