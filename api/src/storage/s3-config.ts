/** The S3 settings from the environment (read by storage/storage.config.ts; no SDK loaded here). */
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
