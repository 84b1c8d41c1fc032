import { assertSafeKey, type ObjectStorage, type Visibility } from './object-storage';
import { sha256Hex, signV4, uriEncode } from './sigv4';

export interface S3Config {
  /** e.g. https://s3.ap-northeast-1.amazonaws.com, or http://127.0.0.1:9000 for MinIO. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL of public objects (a CDN or the bucket's public URL); default `<endpoint>/<bucket>/public`. */
  publicUrl: string;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), the default; 0 = virtual-hosted (`<bucket>.<host>`). */
  pathStyle: boolean;
}

/**
 * An S3-compatible bucket over fetch with SigV4. Public objects are stored under `public/`, private
 * ones (the photo originals) under `private/`; the bucket policy must make only `public/*` readable.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  objectUrl(key: string, visibility: Visibility): URL {
    assertSafeKey(key);
    const full = `${visibility}/${key}`;
    const endpoint = new URL(this.config.endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    if (this.config.pathStyle) return new URL(`${endpoint.origin}${base}/${this.config.bucket}/${uriEncode(full, true)}`);
    return new URL(`${endpoint.protocol}//${this.config.bucket}.${endpoint.host}${base}/${uriEncode(full, true)}`);
  }

  private async send(method: 'PUT' | 'DELETE', url: URL, body: Buffer | undefined, headers: Record<string, string>): Promise<void> {
    const signed = signV4(
      { method, url, headers, payloadHash: sha256Hex(body ?? ''), date: new Date() },
      { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey, region: this.config.region, service: 's3' },
    );
    const response = await this.fetchImpl(url, { method, headers: signed.headers, body: body ? new Uint8Array(body) : undefined });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      const text = (await response.text()).slice(0, 300);
      throw new Error(`S3 ${method} ${url.pathname} failed: ${response.status} ${text}`);
    }
  }

  async put(key: string, body: Buffer, options: { contentType: string; visibility: Visibility }): Promise<void> {
    await this.send('PUT', this.objectUrl(key, options.visibility), body, {
      'content-type': options.contentType,
      'content-length': String(body.length),
      'cache-control': options.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store',
    });
  }

  async delete(key: string, visibility: Visibility): Promise<void> {
    await this.send('DELETE', this.objectUrl(key, visibility), undefined, {});
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.config.publicUrl.replace(/\/$/, '')}/${uriEncode(key, true)}`;
  }
}

type Env = Record<string, string | undefined>;

/**
 * S3_BUCKET set → the S3 configuration (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_PATH_STYLE); unset → null (local disk). Missing pieces throw.
 */
export function s3ConfigFromEnv(env: Env): S3Config | null {
  const v = (name: string) => (env[name] ?? '').trim();
  if (!v('S3_BUCKET')) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => !v(n));
  if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  const endpoint = v('S3_ENDPOINT').replace(/\/$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const pathStyle = v('S3_PATH_STYLE') !== '0';
  const bucket = v('S3_BUCKET');
  const defaultPublic = pathStyle ? `${endpoint}/${bucket}/public` : `${endpoint.replace('://', `://${bucket}.`)}/public`;
  return {
    endpoint,
    bucket,
    region: v('S3_REGION') || 'us-east-1',
    accessKeyId: v('S3_ACCESS_KEY_ID'),
    secretAccessKey: v('S3_SECRET_ACCESS_KEY'),
    publicUrl: v('S3_PUBLIC_URL') || defaultPublic,
    pathStyle,
  };
}
